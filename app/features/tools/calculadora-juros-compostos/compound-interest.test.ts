import { FV } from "@formulajs/formulajs";
import { describe, expect, it } from "vitest";
import {
  MAX_YEARS,
  TOO_MANY_YEARS,
  compoundLimitMessage,
  calculateCompoundInterest,
  monthlyRateFromAnnual,
  readCompoundInterestFields,
  type CompoundInterestInput,
} from "./compound-interest";

/** Spreadsheet FV with payments at the end of each period (type 0), money paid in as negatives. */
function oracleFutureValue(input: CompoundInterestInput, months: number): number {
  const value = FV(input.annualRatePercent / 100 / 12, months, -input.monthlyContribution, -input.initial, 0);
  if (value instanceof Error) throw value;
  return value;
}

const cases: Array<[string, CompoundInterestInput]> = [
  ["initial only", { initial: 1000, monthlyContribution: 0, annualRatePercent: 12, years: 1 }],
  ["contributions only", { initial: 0, monthlyContribution: 500, annualRatePercent: 10, years: 5 }],
  ["both, long period", { initial: 10000, monthlyContribution: 1000, annualRatePercent: 11.25, years: 30 }],
  ["cents everywhere", { initial: 1234.56, monthlyContribution: 78.9, annualRatePercent: 6.5, years: 7 }],
  ["half year", { initial: 5000, monthlyContribution: 200, annualRatePercent: 13.65, years: 0.5 }],
  ["zero rate", { initial: 2000, monthlyContribution: 300, annualRatePercent: 0, years: 3 }],
  ["maximum period", { initial: 100, monthlyContribution: 100, annualRatePercent: 8, years: MAX_YEARS }],
];

describe("calculateCompoundInterest", () => {
  it.each(cases)("matches the spreadsheet FV to the cent: %s", (_name, input) => {
    const result = calculateCompoundInterest(input);
    const months = Math.round(input.years * 12);
    const expected = oracleFutureValue(input, months);
    expect(result?.valorTotal).toBeCloseTo(expected, 2);
    expect(result?.totalInvestido).toBeCloseTo(input.initial + input.monthlyContribution * months, 2);
    expect(result?.totalJuros).toBeCloseTo(expected - input.initial - input.monthlyContribution * months, 2);
  });

  it("uses a monthly rate of annual ÷ 100 ÷ 12 and years × 12 months", () => {
    expect(monthlyRateFromAnnual(12)).toBeCloseTo(0.01, 12);
    const result = calculateCompoundInterest({ initial: 1, monthlyContribution: 0, annualRatePercent: 12, years: 2 });
    expect(result?.months).toBe(24);
    expect(result?.monthlyRate).toBeCloseTo(0.01, 12);
  });

  it("with a zero rate the total is the principal plus the contributions and there is no interest", () => {
    const result = calculateCompoundInterest({
      initial: 1500,
      monthlyContribution: 250,
      annualRatePercent: 0,
      years: 2,
    });
    expect(result?.valorTotal).toBe(7500);
    expect(result?.totalJuros).toBe(0);
  });

  it("gives one row per year whose balances match FV at that month", () => {
    const input = { initial: 3000, monthlyContribution: 400, annualRatePercent: 9, years: 2.5 };
    const result = calculateCompoundInterest(input);
    expect(result?.byYear.map((row) => [row.year, row.months])).toEqual([
      [1, 12],
      [2, 24],
      [3, 30],
    ]);
    for (const row of result?.byYear ?? []) {
      expect(row.valorTotal).toBeCloseTo(oracleFutureValue(input, row.months), 2);
      expect(row.totalInvestido + row.totalJuros).toBeCloseTo(row.valorTotal, 6);
    }
    expect(result?.byYear.at(-1)?.valorTotal).toBeCloseTo(result?.valorTotal ?? NaN, 6);
  });

  it("with a zero period the total is the initial value and the table is empty", () => {
    const result = calculateCompoundInterest({
      initial: 800,
      monthlyContribution: 100,
      annualRatePercent: 10,
      years: 0,
    });
    expect(result).toMatchObject({ valorTotal: 800, totalInvestido: 800, totalJuros: 0, byYear: [] });
  });

  it.each<[string, Partial<CompoundInterestInput>]>([
    ["negative initial value", { initial: -1 }],
    ["negative contribution", { monthlyContribution: -10 }],
    ["negative rate", { annualRatePercent: -5 }],
    ["negative period", { years: -1 }],
    ["period over the maximum", { years: MAX_YEARS + 1 }],
    ["a rate so high the total overflows", { annualRatePercent: 1e6 }],
  ])("rejects %s", (_name, change) => {
    const base = { initial: 1000, monthlyContribution: 100, annualRatePercent: 10, years: 10 };
    expect(calculateCompoundInterest({ ...base, ...change })).toBeNull();
  });
});

describe("compoundLimitMessage", () => {
  it("answers a period over 100 years, however typed, and nothing up to it", () => {
    for (const text of ["101", "100,5", "1.000"]) expect(compoundLimitMessage(text), text).toBe(TOO_MANY_YEARS);
    for (const text of ["100", "10", "", "cem"]) expect(compoundLimitMessage(text), text).toBeNull();
  });
});

describe("readCompoundInterestFields", () => {
  it("reads numbers typed the Brazilian way", () => {
    expect(
      readCompoundInterestFields({
        initial: "1.000,50",
        monthlyContribution: "R$ 200",
        annualRatePercent: "10,5",
        years: "2",
      }),
    ).toEqual({ initial: 1000.5, monthlyContribution: 200, annualRatePercent: 10.5, years: 2 });
  });

  it("counts blank fields as 0", () => {
    expect(
      readCompoundInterestFields({ initial: "", monthlyContribution: "  ", annualRatePercent: "", years: "5" }),
    ).toEqual({
      initial: 0,
      monthlyContribution: 0,
      annualRatePercent: 0,
      years: 5,
    });
  });

  it("rejects text that is not a number", () => {
    expect(
      readCompoundInterestFields({ initial: "abc", monthlyContribution: "", annualRatePercent: "", years: "" }),
    ).toBeNull();
  });
});
