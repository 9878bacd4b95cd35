import { describe, expect, it } from "vitest";
import {
  calculateRoas,
  formatRoas,
  formatRoasPercent,
  checkRoasFields,
  NEGATIVE_REVENUE_MESSAGE,
  ZERO_AD_SPEND_MESSAGE,
  ZERO_MARGIN_MESSAGE,
  type RoasResult,
} from "./roas";
import { MARGIN_RANGE_MESSAGE, NOT_A_NUMBER_MESSAGE } from "../field-checks";
import { formatBRL } from "#app/lib/numbers";

function result(value: RoasResult | null) {
  if (value === null) throw new Error("expected a result");
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

  it("shows an exact break-even as R$ 0,00, without a minus sign", () => {
    // 1.000 × 0,3 − 300 is 0; 2.333,33 × 0,3 − 699,999 is −1,1e−13 in floating point: both are even, and read as zero.
    for (const input of [
      { revenue: 1000, adSpend: 300, marginPercent: 30 },
      { revenue: 2333.33, adSpend: 699.999, marginPercent: 30 },
    ]) {
      const margin = result(calculateRoas(input)).margin;
      if (margin?.kind !== "break-even") throw new Error("no margin analysis");
      expect(margin.outcome).toBe("empate");
      expect(formatBRL(margin.profit)).toBe("R$\u00a00,00");
    }
  });

  it("shows only the ROAS when no margin is given", () => {
    // R$ 3.000 from R$ 1.200: ROAS 2,5.
    expect(calculateRoas({ revenue: 3000, adSpend: 1200, marginPercent: null })).toEqual({
      roas: 2.5,
      roasPercent: 250,
      margin: null,
    });
  });

  it("says there is no break-even ROAS with a 0% margin, and every real spent is lost", () => {
    const r = result(calculateRoas({ revenue: 3000, adSpend: 1200, marginPercent: 0 }));
    expect(r.margin).toEqual({ kind: "no-margin", message: ZERO_MARGIN_MESSAGE, profit: -1200, outcome: "prejuizo" });
  });

  it("gives ROAS 0 when the ads sold nothing", () => {
    expect(result(calculateRoas({ revenue: 0, adSpend: 500, marginPercent: 50 })).margin).toMatchObject({
      profit: -500,
      outcome: "prejuizo",
    });
  });

  it.each([
    ["negative revenue", { revenue: -1, adSpend: 100, marginPercent: null }],
    ["negative spend", { revenue: 100, adSpend: -1, marginPercent: null }],
    ["zero spend", { revenue: 100, adSpend: 0, marginPercent: null }],
    ["a 100% margin", { revenue: 100, adSpend: 10, marginPercent: 100 }],
    ["margin over 100%", { revenue: 100, adSpend: 10, marginPercent: 101 }],
    ["negative margin", { revenue: 100, adSpend: 10, marginPercent: -5 }],
    ["infinite revenue", { revenue: Infinity, adSpend: 10, marginPercent: null }],
  ])("rejects %s", (_name, input) => {
    expect(calculateRoas(input)).toBeNull();
  });
});

describe("checkRoasFields", () => {
  it("reads money and percentages typed the Brazilian way", () => {
    expect(checkRoasFields({ receita: "R$ 10.000,00", investimento: "2.500", margem: "40%" })).toEqual({
      input: { revenue: 10000, adSpend: 2500, marginPercent: 40 },
      errors: {},
    });
    expect(checkRoasFields({ receita: "1234,5", investimento: "0,5", margem: "12,5" }).input).toEqual({
      revenue: 1234.5,
      adSpend: 0.5,
      marginPercent: 12.5,
    });
  });

  it("treats a blank or missing margin as not given, and blank required fields as not given yet, silently", () => {
    expect(checkRoasFields({ receita: "100", investimento: "50", margem: " " })).toEqual({
      input: { revenue: 100, adSpend: 50, marginPercent: null },
      errors: {},
    });
    expect(checkRoasFields({ receita: "100", investimento: "50" }).input?.marginPercent).toBeNull();
    expect(checkRoasFields({ receita: "", investimento: "50" })).toEqual({ input: null, errors: {} });
    expect(checkRoasFields({})).toEqual({ input: null, errors: {} });
  });

  it.each([
    [{ receita: "abc", investimento: "50" }, { receita: NOT_A_NUMBER_MESSAGE }],
    [{ receita: "-1", investimento: "50" }, { receita: NEGATIVE_REVENUE_MESSAGE }],
    [{ receita: "100", investimento: "0" }, { investimento: ZERO_AD_SPEND_MESSAGE }],
    [{ receita: "100", investimento: "-50" }, { investimento: ZERO_AD_SPEND_MESSAGE }],
    [
      { receita: "x", investimento: "0", margem: "y" },
      { receita: NOT_A_NUMBER_MESSAGE, investimento: ZERO_AD_SPEND_MESSAGE, margem: NOT_A_NUMBER_MESSAGE },
    ],
  ])("explains %j and calculates nothing", (fields, errors) => {
    expect(checkRoasFields(fields)).toEqual({ input: null, errors });
  });

  it.each(["-5", "100", "150", "quarenta"])("explains a margin of %s and still gives the ROAS without it", (margem) => {
    const { input, errors } = checkRoasFields({ receita: "100", investimento: "50", margem });
    expect(input).toEqual({ revenue: 100, adSpend: 50, marginPercent: null });
    expect(errors).toEqual({ margem: margem === "quarenta" ? NOT_A_NUMBER_MESSAGE : MARGIN_RANGE_MESSAGE });
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
