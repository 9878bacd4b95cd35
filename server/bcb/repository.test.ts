import { describe, expect, it } from "vitest";
import { lastFullYear, monthsBefore, type IndexRate } from "./repository";

function year(from: string, count: number, skip: { series: IndexRate["series"]; month: string } | null = null) {
  const rates: IndexRate[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const month = monthsBefore(from, i);
    for (const series of ["poupanca", "cdi", "selic", "ipca"] as const) {
      if (skip?.series === series && skip.month === month) continue;
      rates.push({ series, month, percent: 1 });
    }
  }
  return rates;
}

describe("lastFullYear", () => {
  it("counts months back across a year", () => {
    expect(monthsBefore("2026-10", 11)).toBe("2025-11");
    expect(monthsBefore("2026-01", 1)).toBe("2025-12");
  });

  it("takes the twelve months ending with the newest complete one before the current month", () => {
    const found = lastFullYear(year("2026-11", 15), "2026-11");
    expect(found?.months.map((month) => month.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => monthsBefore("2026-10", 11 - i)),
    );
  });

  it("steps back to a month every series has, and gives nothing with a gap inside the twelve", () => {
    // October without its IPCA (published in November): the year ends in September.
    expect(
      lastFullYear(year("2026-10", 14, { series: "ipca", month: "2026-10" }), "2026-11")?.months.at(-1)?.month,
    ).toBe("2026-09");
    expect(lastFullYear(year("2026-10", 12, { series: "cdi", month: "2026-03" }), "2026-11")).toBeNull();
    expect(lastFullYear(year("2026-10", 11), "2026-11")).toBeNull();
  });
});
