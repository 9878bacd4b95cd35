import { describe, expect, it } from "vitest";
import { chartGeometry, niceMax } from "./chart";

describe("leads-per-day chart geometry", () => {
  it("rounds the scale up to a readable number", () => {
    expect([0, 3, 5, 9, 11, 23, 26, 140, 1001].map(niceMax)).toEqual([4, 4, 5, 10, 20, 25, 50, 200, 2000]);
  });

  it("draws each day as a bar proportional to its count, labelling every 7th day back from today", () => {
    const days = Array.from({ length: 30 }, (_, index) => ({ day: index, count: index === 29 ? 10 : index % 3 }));
    const chart = chartGeometry(days);
    expect(chart.max).toBe(10);
    expect(chart.width).toBe(30);
    expect(chart.bars.at(-1)!.height).toBe(100);
    expect(chart.bars[0]!.height).toBe(0);
    expect(chart.bars[1]!.height).toBe(10);
    expect(chart.bars.at(-1)!.centerPercent).toBeCloseTo((29.5 / 30) * 100);
    expect(chart.bars.filter((bar) => bar.label).map((bar) => bar.day)).toEqual([1, 8, 15, 22, 29]);
    expect(chart.ticks).toEqual([
      { value: 0, percent: 0 },
      { value: 5, percent: 50 },
      { value: 10, percent: 100 },
    ]);
  });
});
