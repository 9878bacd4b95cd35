import { describe, expect, it } from "vitest";
import type { IndexMonth } from "#app/features/tools/market-data";
import { accumulatedValue } from "./compound-interest";
import { compareWithIndices, monthLabel } from "./index-comparison";

/** Twelve months with the same rates, from November 2025. */
function flatYear(rates: Omit<IndexMonth, "month">) {
  const months = Array.from({ length: 12 }, (_, i) => {
    const index = 2025 * 12 + 10 + i;
    return { month: `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`, ...rates };
  });
  return { months };
}

describe("compareWithIndices", () => {
  const year = flatYear({ poupanca: 0.5, cdi: 1, selic: 1.1, ipca: 0.4 });

  it("compounds each series over the twelve months, with the calculator's end-of-month contributions", () => {
    const comparison = compareWithIndices(
      { initial: 1000, monthlyContribution: 100, annualRatePercent: 12, years: 5 },
      year,
    );
    expect(comparison).toMatchObject({ from: "2025-11", to: "2026-10", invested: 2200 });
    const [simulation, poupanca, cdi, selic] = comparison!.rows;
    // The simulation's first year is the calculator's own: 1% a month.
    expect(simulation?.finalValue).toBeCloseTo(accumulatedValue(1000, 100, 0.01, 12), 8);
    expect(simulation?.periodPercent).toBeCloseTo((1.01 ** 12 - 1) * 100, 8);
    // 1.000 × 1,005¹² + 100 × (1,005¹² − 1) ÷ 0,005 = 1.061,68 + 1.233,56.
    expect(poupanca?.finalValue).toBeCloseTo(1000 * 1.005 ** 12 + (100 * (1.005 ** 12 - 1)) / 0.005, 8);
    expect(cdi?.periodPercent).toBeCloseTo((1.01 ** 12 - 1) * 100, 8);
    expect(selic?.periodPercent).toBeCloseTo((1.011 ** 12 - 1) * 100, 8);
    expect(comparison?.ipcaPercent).toBeCloseTo((1.004 ** 12 - 1) * 100, 8);
  });

  it("gives the gain above inflation, as a rate and in reais corrected by the IPCA", () => {
    const comparison = compareWithIndices(
      { initial: 1000, monthlyContribution: 0, annualRatePercent: 0, years: 1 },
      year,
    )!;
    const [simulation, poupanca] = comparison.rows;
    // Money that earns nothing loses the year's inflation.
    expect(simulation?.realPercent).toBeCloseTo((1 / 1.004 ** 12 - 1) * 100, 8);
    expect(simulation?.realGain).toBeCloseTo(1000 - 1000 * 1.004 ** 12, 8);
    // Poupança at 0,5% against IPCA at 0,4% a month: (1,005 ÷ 1,004)¹² − 1.
    expect(poupanca?.realPercent).toBeCloseTo(((1.005 / 1.004) ** 12 - 1) * 100, 8);
    expect(poupanca?.realGain).toBeCloseTo(1000 * 1.005 ** 12 - 1000 * 1.004 ** 12, 8);
  });

  it("compares nothing without twelve months", () => {
    expect(
      compareWithIndices(
        { initial: 1, monthlyContribution: 0, annualRatePercent: 1, years: 1 },
        { months: year.months.slice(1) },
      ),
    ).toBeNull();
  });

  it("writes months the short Brazilian way", () => {
    expect([monthLabel("2025-11"), monthLabel("2026-02")]).toEqual(["nov/2025", "fev/2026"]);
  });
});
