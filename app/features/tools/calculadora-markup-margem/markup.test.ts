import { describe, expect, it } from "vitest";
import { formatBRL } from "#app/lib/numbers";
import { MARGIN_RANGE_MESSAGE, NOT_A_NUMBER_MESSAGE } from "../field-checks";
import {
  DEDUCTION_RANGE_MESSAGE,
  MODE_MESSAGE,
  PERCENT_SUM_MESSAGE,
  ZERO_COST_MESSAGE,
  ZERO_PRICE_MESSAGE,
  breakdownRows,
  calculateMarkup,
  checkMarkupFields,
  type MarkupInput,
  type MarkupResult,
} from "./markup";

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

describe("checkMarkupFields", () => {
  it("reads the preco mode, default when no mode is given", () => {
    expect(checkMarkupFields({ custo: "R$ 50,00", margem: "20%", comissao: "16", taxa: "4", impostos: "10" })).toEqual({
      input: { mode: "preco", cost: 50, marginPercent: 20, ...marketplace },
      errors: {},
    });
  });

  it("counts blank deductions as 0", () => {
    expect(checkMarkupFields({ modo: "preco", custo: "40", margem: "20", comissao: "", taxa: " " }).input).toEqual({
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
      checkMarkupFields({
        modo: "margem",
        custo: "50",
        preco: "1.000,00",
        margem: "x",
        comissao: "16",
        taxa: "4",
        impostos: "10",
      }),
    ).toEqual({ input: { mode: "margem", cost: 50, price: 1000, ...marketplace }, errors: {} });
  });

  it("waits silently while a required field is blank", () => {
    expect(checkMarkupFields({ custo: "50" })).toEqual({ input: null, errors: {} });
    expect(checkMarkupFields({ modo: "margem", custo: "50" })).toEqual({ input: null, errors: {} });
  });

  it.each([
    [{ modo: "outro", custo: "50", margem: "20" }, { modo: MODE_MESSAGE }],
    [{ custo: "0", margem: "20" }, { custo: ZERO_COST_MESSAGE }],
    [{ custo: "abc", margem: "20" }, { custo: NOT_A_NUMBER_MESSAGE }],
    [{ custo: "50", margem: "-5" }, { margem: MARGIN_RANGE_MESSAGE }],
    [{ custo: "50", margem: "100" }, { margem: MARGIN_RANGE_MESSAGE }],
    [{ modo: "margem", custo: "50", preco: "0" }, { preco: ZERO_PRICE_MESSAGE }],
  ])("explains %j and calculates nothing", (fields, errors) => {
    expect(checkMarkupFields(fields)).toEqual({ input: null, errors });
  });

  it.each([
    [{ taxa: "dez" }, { taxa: NOT_A_NUMBER_MESSAGE }],
    [{ comissao: "-3" }, { comissao: DEDUCTION_RANGE_MESSAGE }],
    [{ impostos: "120" }, { impostos: DEDUCTION_RANGE_MESSAGE }],
  ])("explains an invalid deduction %j and prices without it", (change, errors) => {
    const { input, errors: found } = checkMarkupFields({ custo: "50", margem: "20", ...change });
    expect(found).toEqual(errors);
    expect(input).toEqual({
      mode: "preco",
      cost: 50,
      marginPercent: 20,
      commissionPercent: 0,
      paymentFeePercent: 0,
      taxesPercent: 0,
    });
  });

  it("keeps a sum of 100% or more so the calculator can explain it", () => {
    const { input } = checkMarkupFields({ custo: "50", margem: "60", comissao: "40" });
    expect(input).not.toBeNull();
    expect(input && calculateMarkup(input)).toEqual({ kind: "message", message: PERCENT_SUM_MESSAGE });
  });
});

describe("breakdownRows", () => {
  it("shares the cents so the rows add up to the profit shown", () => {
    // Cost 10; 20% margin + 16,5% + 4,5% + 9,5% = 50,5% → price 20,2020…: commission 3,3333, fee 0,9090,
    // taxes 1,9191, profit 4,0404. Rounded one by one: 20,20 − 10 − 3,33 − 0,91 − 1,92 = 4,04… and so on.
    for (let cents = 1; cents <= 5000; cents += 7) {
      for (const deductions of [
        { commissionPercent: 16.5, paymentFeePercent: 4.5, taxesPercent: 9.5 },
        { commissionPercent: 13, paymentFeePercent: 3.99, taxesPercent: 6 },
        { commissionPercent: 33.335, paymentFeePercent: 16.665, taxesPercent: 0 },
      ]) {
        const result = calculateMarkup({ mode: "preco", cost: cents / 100, marginPercent: 20, ...deductions });
        const b = breakdownOf(result);
        const rows = breakdownRows(b);
        expect(rows.price - rows.cost - rows.commission - rows.paymentFee - rows.taxes).toBe(rows.profit);
        expect(formatBRL(rows.price / 100)).toBe(formatBRL(b.price));
        expect(formatBRL(rows.profit / 100)).toBe(formatBRL(b.profit));
        for (const [row, exact] of [
          [rows.cost, b.cost],
          [rows.commission, b.commission],
          [rows.paymentFee, b.paymentFee],
          [rows.taxes, b.taxes],
        ] as const)
          expect(Math.abs(row - exact * 100)).toBeLessThan(1);
      }
    }
  });

  it("fixes the case where rounding each row gave a cent more than the profit", () => {
    // Cost 33,33, price 100 in margem mode, 16,67% + 16,67% commission and taxes: 16,67 + 16,67 rounded.
    const b = breakdownOf(
      calculateMarkup({
        mode: "margem",
        cost: 33.33,
        price: 100,
        commissionPercent: 16.665,
        paymentFeePercent: 0,
        taxesPercent: 16.665,
      }),
    );
    // 100 − 33,33 − 16,665 − 16,665 = 33,34: the deductions show 16,67 and 16,66.
    expect(formatBRL(b.profit)).toBe("R$\u00a033,34");
    expect(breakdownRows(b)).toEqual({
      price: 10000,
      cost: 3333,
      commission: 1667,
      paymentFee: 0,
      taxes: 1666,
      profit: 3334,
    });
  });

  it("shows a price exactly at break-even as zero profit, not -R$ 0,00", () => {
    // 29,90 − 23,92 − 20% of 29,90 = 0, computed as −3,6e−15.
    const b = breakdownOf(
      calculateMarkup({
        mode: "margem",
        cost: 23.92,
        price: 29.9,
        commissionPercent: 0,
        paymentFeePercent: 0,
        taxesPercent: 20,
      }),
    );
    expect(b.outcome).toBe("empate");
    expect(formatBRL(b.profit)).toBe("R$\u00a00,00");
    expect(b.netMarginPercent).toBe(0);
  });
});
