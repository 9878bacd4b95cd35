import { describe, expect, it } from "vitest";
import {
  chartBuckets,
  changeText,
  monthValue,
  parseMonthPeriod,
  periodBounds,
  periodName,
  previousPeriod,
  shortPeriodName,
} from "./months";

const NOW = Date.parse("2026-11-27T12:00:00Z");
const period = (query: string) => parseMonthPeriod(new URLSearchParams(query), NOW);

describe("month periods", () => {
  it("reads this month, last month and a range, compared with the months just before", () => {
    expect(periodName(period(""))).toBe("novembro de 2026");
    expect(periodName(previousPeriod(period("")))).toBe("outubro de 2026");
    expect(periodName(period("periodo=mes-passado"))).toBe("outubro de 2026");
    const range = period("periodo=intervalo&de=2026-09&ate=2026-11");
    expect(periodName(range)).toBe("setembro a novembro de 2026");
    expect(periodName(previousPeriod(range))).toBe("junho a agosto de 2026");
    expect(periodName(period("de=2026-11&ate=2025-12"))).toBe("dezembro de 2025 a novembro de 2026");
    expect(period("periodo=qualquer&de=13-2026").preset).toBe("este-mes");
  });

  it("bounds a month at Brasília's midnights", () => {
    const { since, until } = periodBounds(period(""));
    expect(new Date(since).toISOString()).toBe("2026-11-01T03:00:00.000Z");
    expect(new Date(until).toISOString()).toBe("2026-12-01T03:00:00.000Z");
    // 23:30 on 31 October in Brasília is still October.
    expect(monthValue(period("").first - 1)).toBe("2026-10");
  });

  it("says the change from before, and — when there was nothing to compare with", () => {
    expect(changeText(15, 12)).toBe("+25%");
    expect(changeText(9, 12)).toBe("−25%");
    expect(changeText(12, 12)).toBe("igual");
    expect(changeText(5, 0)).toBe("—");
    expect(changeText(0, 0)).toBe("igual");
  });

  it("slices a month in weeks and a year in months", () => {
    expect(chartBuckets(period("")).map((bucket) => bucket.label)).toEqual([
      "1–7 nov",
      "8–14 nov",
      "15–21 nov",
      "22–28 nov",
      "29–30 nov",
    ]);
    expect(
      chartBuckets(period("periodo=12-meses"))
        .map((bucket) => bucket.label)
        .slice(0, 2),
    ).toEqual(["dez/25", "jan/26"]);
  });

  it("names the previous period short enough for a phone's card", () => {
    expect(shortPeriodName(previousPeriod(period("")))).toBe("out/26");
    expect(shortPeriodName(previousPeriod(period("periodo=3-meses")))).toBe("jun/26–ago/26");
  });
});
