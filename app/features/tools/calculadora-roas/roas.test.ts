import { describe, expect, it } from "vitest";
import {
  calculateRoas,
  formatRoas,
  formatRoasPercent,
  readRoasFields,
  ZERO_AD_SPEND_MESSAGE,
  ZERO_MARGIN_MESSAGE,
  type RoasResult,
} from "./roas";

function result(value: RoasResult | null) {
  if (value?.kind !== "result") throw new Error(`expected a result, got ${JSON.stringify(value)}`);
  return value;
}

describe("calculateRoas", () => {
  it("computes ROAS, break-even and the profit of a winning campaign", () => {
    // R$ 10.000 from R$ 2.500: ROAS 4 (400%). Margin 40% → break-even 1 ÷ 0,4 = 2,5;
    // contribution 10.000 × 0,4 = 4.000; profit 4.000 − 2.500 = 1.500; break-even revenue 2.500 ÷ 0,4 = 6.250.
    const r = result(calculateRoas({ revenue: 10000, adSpend: 2500, marginPercent: 40 }));
    expect(r.roas).toBe(4);
    expect(r.roasPercent).toBe(400);
    expect(r.margin).toMatchObject({ kind: "break-even", outcome: "lucro" });
    if (r.margin?.kind !== "break-even") throw new Error("no margin analysis");
    expect(r.margin.breakEvenRoas).toBeCloseTo(2.5, 10);
    expect(r.margin.contribution).toBeCloseTo(4000, 6);
    expect(r.margin.profit).toBeCloseTo(1500, 6);
    expect(r.margin.breakEvenRevenue).toBeCloseTo(6250, 6);
  });

  it("reports a loss when ROAS is under break-even", () => {
    // R$ 5.000 from R$ 2.000: ROAS 2,5 (250%). Margin 30% → break-even 3,33; contribution 1.500;
    // loss 1.500 − 2.000 = −500; break-even revenue 2.000 ÷ 0,3 = 6.666,67.
    const r = result(calculateRoas({ revenue: 5000, adSpend: 2000, marginPercent: 30 }));
    expect(r.roas).toBe(2.5);
    if (r.margin?.kind !== "break-even") throw new Error("no margin analysis");
    expect(r.margin.breakEvenRoas).toBeCloseTo(3.3333, 4);
    expect(r.margin.profit).toBeCloseTo(-500, 6);
    expect(r.margin.outcome).toBe("prejuizo");
    expect(r.margin.breakEvenRevenue).toBeCloseTo(6666.67, 2);
  });

  it("calls it even when ROAS equals break-even", () => {
    // R$ 8.000 from R$ 2.000: ROAS 4; margin 25% → break-even 4; contribution 2.000 − 2.000 = 0.
    const r = result(calculateRoas({ revenue: 8000, adSpend: 2000, marginPercent: 25 }));
    expect(r.margin).toMatchObject({ outcome: "empate", breakEvenRoas: 4 });
  });

  it("shows only the ROAS when no margin is given", () => {
    // R$ 3.000 from R$ 1.200: ROAS 2,5.
    expect(calculateRoas({ revenue: 3000, adSpend: 1200, marginPercent: null })).toEqual({
      kind: "result",
      roas: 2.5,
      roasPercent: 250,
      margin: null,
    });
  });

  it("says there is no break-even ROAS with a 0% margin, and every real spent is lost", () => {
    const r = result(calculateRoas({ revenue: 3000, adSpend: 1200, marginPercent: 0 }));
    expect(r.margin).toEqual({ kind: "no-margin", message: ZERO_MARGIN_MESSAGE, profit: -1200, outcome: "prejuizo" });
  });

  it("with a 100% margin breaks even at ROAS 1", () => {
    const r = result(calculateRoas({ revenue: 1000, adSpend: 1000, marginPercent: 100 }));
    expect(r.margin).toMatchObject({ breakEvenRoas: 1, outcome: "empate", breakEvenRevenue: 1000 });
  });

  it("gives ROAS 0 when the ads sold nothing", () => {
    expect(result(calculateRoas({ revenue: 0, adSpend: 500, marginPercent: 50 })).margin).toMatchObject({
      profit: -500,
      outcome: "prejuizo",
    });
  });

  it("answers a zero ad spend with the message instead of dividing by zero", () => {
    expect(calculateRoas({ revenue: 1000, adSpend: 0, marginPercent: 30 })).toEqual({
      kind: "message",
      message: ZERO_AD_SPEND_MESSAGE,
    });
    expect(ZERO_AD_SPEND_MESSAGE).toBe("O investimento em anúncios precisa ser maior que zero.");
  });

  it.each([
    ["negative revenue", { revenue: -1, adSpend: 100, marginPercent: null }],
    ["negative spend", { revenue: 100, adSpend: -1, marginPercent: null }],
    ["margin over 100%", { revenue: 100, adSpend: 10, marginPercent: 101 }],
    ["negative margin", { revenue: 100, adSpend: 10, marginPercent: -5 }],
    ["infinite revenue", { revenue: Infinity, adSpend: 10, marginPercent: null }],
  ])("rejects %s", (_name, input) => {
    expect(calculateRoas(input)).toBeNull();
  });
});

describe("readRoasFields", () => {
  it("reads money and percentages typed the Brazilian way", () => {
    expect(readRoasFields({ receita: "R$ 10.000,00", investimento: "2.500", margem: "40%" })).toEqual({
      revenue: 10000,
      adSpend: 2500,
      marginPercent: 40,
    });
    expect(readRoasFields({ receita: "1234,5", investimento: "0,5", margem: "12,5" })).toEqual({
      revenue: 1234.5,
      adSpend: 0.5,
      marginPercent: 12.5,
    });
  });

  it("treats a blank or missing margin as not given", () => {
    expect(readRoasFields({ receita: "100", investimento: "50", margem: " " })?.marginPercent).toBeNull();
    expect(readRoasFields({ receita: "100", investimento: "50" })?.marginPercent).toBeNull();
  });

  it("keeps a zero spend so the calculator can explain it", () => {
    expect(readRoasFields({ receita: "100", investimento: "0" })).toEqual({
      revenue: 100,
      adSpend: 0,
      marginPercent: null,
    });
  });

  it.each([
    { receita: "", investimento: "50" },
    { investimento: "50" },
    { receita: "abc", investimento: "50" },
    { receita: "100", investimento: "-50" },
    { receita: "100", investimento: "50", margem: "150" },
    { receita: "100", investimento: "50", margem: "quarenta" },
  ])("rejects %j", (fields) => {
    expect(readRoasFields(fields)).toBeNull();
  });
});

describe("formatting", () => {
  it("shows ROAS with two decimals and as a whole percentage", () => {
    expect(formatRoas(4)).toBe("4,00");
    expect(formatRoas(2.346)).toBe("2,35");
    expect(formatRoasPercent(400)).toBe("400%");
    expect(formatRoasPercent(1234.4)).toBe("1.234%");
  });
});
