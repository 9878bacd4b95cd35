import { describe, expect, it } from "vitest";
import { calculateMarkup, PERCENT_SUM_MESSAGE, readMarkupFields, type MarkupInput, type MarkupResult } from "./markup";

function breakdownOf(result: MarkupResult | null) {
  if (result?.kind !== "result") throw new Error(`expected a result, got ${JSON.stringify(result)}`);
  return result.breakdown;
}

const marketplace = { commissionPercent: 16, paymentFeePercent: 4, taxesPercent: 10 };

describe("calculateMarkup, preco mode", () => {
  it("prices a product sold on a marketplace", () => {
    // Cost 50; 20% margin + 16% commission + 4% fee + 10% taxes = 50% → price 50 ÷ 0,5 = 100.
    // Per unit: commission 16, fee 4, taxes 10, profit 100 − 50 − 30 = 20 (20% of 100).
    // Markup 100 ÷ 50 = 2 (100%).
    const b = breakdownOf(calculateMarkup({ mode: "preco", cost: 50, marginPercent: 20, ...marketplace }));
    expect(b.price).toBeCloseTo(100, 10);
    expect(b.commission).toBeCloseTo(16, 10);
    expect(b.paymentFee).toBeCloseTo(4, 10);
    expect(b.taxes).toBeCloseTo(10, 10);
    expect(b.profit).toBeCloseTo(20, 10);
    expect(b.netMarginPercent).toBeCloseTo(20, 10);
    expect(b.markupMultiplier).toBeCloseTo(2, 10);
    expect(b.markupPercent).toBeCloseTo(100, 10);
    expect(b.outcome).toBe("lucro");
  });

  it("with only a margin, divides the cost by one minus the margin", () => {
    // 40 ÷ (1 − 0,2) = 50; markup 1,25 (25%); profit 10.
    const b = breakdownOf(
      calculateMarkup({
        mode: "preco",
        cost: 40,
        marginPercent: 20,
        commissionPercent: 0,
        paymentFeePercent: 0,
        taxesPercent: 0,
      }),
    );
    expect(b.price).toBeCloseTo(50, 10);
    expect(b.markupMultiplier).toBeCloseTo(1.25, 10);
    expect(b.markupPercent).toBeCloseTo(25, 10);
    expect(b.profit).toBeCloseTo(10, 10);
  });

  it("with a zero margin, the price only covers cost and deductions", () => {
    // 70 ÷ (1 − 0,3) = 100; profit 0.
    const b = breakdownOf(calculateMarkup({ mode: "preco", cost: 70, marginPercent: 0, ...marketplace }));
    expect(b.price).toBeCloseTo(100, 10);
    expect(b.outcome).toBe("empate");
  });

  it.each([
    [70, "exactly 100%"],
    [75, "over 100%"],
  ])("answers a sum of %i + 30 (%s) with the message instead of dividing by zero", (marginPercent) => {
    expect(calculateMarkup({ mode: "preco", cost: 50, marginPercent, ...marketplace })).toEqual({
      kind: "message",
      message: PERCENT_SUM_MESSAGE,
    });
    expect(PERCENT_SUM_MESSAGE).toBe("A soma de margem, comissão, taxas e impostos precisa ser menor que 100%.");
  });
});

describe("calculateMarkup, margem mode", () => {
  it("finds the profit and net margin of a price", () => {
    // Price 100, cost 50, deductions 30% of 100 = 30 → profit 20, margin 20%, markup 2.
    const b = breakdownOf(calculateMarkup({ mode: "margem", cost: 50, price: 100, ...marketplace }));
    expect(b.profit).toBeCloseTo(20, 10);
    expect(b.netMarginPercent).toBeCloseTo(20, 10);
    expect(b.markupMultiplier).toBeCloseTo(2, 10);
  });

  it("shows a loss when the price does not cover cost and deductions", () => {
    // 100 − 80 − 30 = −10 → margin −10%.
    const b = breakdownOf(calculateMarkup({ mode: "margem", cost: 80, price: 100, ...marketplace }));
    expect(b.profit).toBeCloseTo(-10, 10);
    expect(b.netMarginPercent).toBeCloseTo(-10, 10);
    expect(b.outcome).toBe("prejuizo");
  });

  it("gets back the margin the preco mode was asked for", () => {
    const priced = breakdownOf(calculateMarkup({ mode: "preco", cost: 37.9, marginPercent: 12.5, ...marketplace }));
    const checked = breakdownOf(calculateMarkup({ mode: "margem", cost: 37.9, price: priced.price, ...marketplace }));
    expect(checked.netMarginPercent).toBeCloseTo(12.5, 10);
  });
});

describe("calculateMarkup, invalid input", () => {
  it.each<[string, MarkupInput]>([
    ["a zero cost", { mode: "preco", cost: 0, marginPercent: 20, ...marketplace }],
    ["a negative cost", { mode: "margem", cost: -1, price: 10, ...marketplace }],
    ["a zero price", { mode: "margem", cost: 10, price: 0, ...marketplace }],
    ["a margin over 100%", { mode: "preco", cost: 10, marginPercent: 120, ...marketplace }],
    ["a negative commission", { mode: "preco", cost: 10, marginPercent: 10, ...marketplace, commissionPercent: -1 }],
  ])("rejects %s", (_name, input) => {
    expect(calculateMarkup(input)).toBeNull();
  });
});

describe("readMarkupFields", () => {
  it("reads the preco mode, default when no mode is given", () => {
    expect(readMarkupFields({ custo: "R$ 50,00", margem: "20%", comissao: "16", taxa: "4", impostos: "10" })).toEqual({
      mode: "preco",
      cost: 50,
      marginPercent: 20,
      ...marketplace,
    });
  });

  it("counts blank deductions as 0", () => {
    expect(readMarkupFields({ modo: "preco", custo: "40", margem: "20", comissao: "", taxa: " " })).toEqual({
      mode: "preco",
      cost: 40,
      marginPercent: 20,
      commissionPercent: 0,
      paymentFeePercent: 0,
      taxesPercent: 0,
    });
  });

  it("reads the margem mode with its price and ignores the margin field", () => {
    expect(
      readMarkupFields({
        modo: "margem",
        custo: "50",
        preco: "1.000,00",
        margem: "x",
        comissao: "16",
        taxa: "4",
        impostos: "10",
      }),
    ).toEqual({ mode: "margem", cost: 50, price: 1000, ...marketplace });
  });

  it.each([
    { modo: "outro", custo: "50", margem: "20" },
    { custo: "50" },
    { custo: "0", margem: "20" },
    { custo: "abc", margem: "20" },
    { custo: "50", margem: "20", taxa: "dez" },
    { modo: "margem", custo: "50" },
    { modo: "margem", custo: "50", preco: "0" },
  ])("rejects %j", (fields) => {
    expect(readMarkupFields(fields)).toBeNull();
  });

  it("keeps a sum of 100% or more so the calculator can explain it", () => {
    const input = readMarkupFields({ custo: "50", margem: "60", comissao: "40" });
    expect(input).not.toBeNull();
    expect(input && calculateMarkup(input)).toEqual({ kind: "message", message: PERCENT_SUM_MESSAGE });
  });
});
