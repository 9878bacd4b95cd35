import { describe, expect, it } from "vitest";
import { formatCompactBRL, niceTicks, yearTicks } from "./chart-scale";

const nbsp = (text: string) => text.replace(/\s/g, " ");

describe("niceTicks", () => {
  it.each([
    [100, [0, 25, 50, 75, 100]],
    [130, [0, 50, 100, 150]],
    [9_800, [0, 2_500, 5_000, 7_500, 10_000]],
    [1_234_567, [0, 500_000, 1_000_000, 1_500_000]],
    [0.8, [0, 0.2, 0.4, 0.6, 0.8]],
  ])("covers %s with round steps", (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks);
  });

  it("always reaches the maximum and never uses more than 4 intervals", () => {
    for (const max of [1, 7, 99, 101, 333, 4_999, 12_345, 987_654_321]) {
      const ticks = niceTicks(max);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length - 1).toBeLessThanOrEqual(4);
    }
  });

  it("still draws an axis when everything is zero", () => {
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe("yearTicks", () => {
  it.each([
    [0, [0]],
    [1, [0, 1]],
    [5, [0, 1, 2, 3, 4, 5]],
    [10, [0, 2, 4, 6, 8, 10]],
    [11, [0, 5, 11]],
    [30, [0, 10, 20, 30]],
    [100, [0, 20, 40, 60, 80, 100]],
    [2.5, [0, 1, 2.5]],
  ])("labels %s years as %j", (lastYear, ticks) => {
    expect(yearTicks(lastYear)).toEqual(ticks);
  });
});

describe("formatCompactBRL", () => {
  it("shortens thousands and millions the Brazilian way", () => {
    expect(nbsp(formatCompactBRL(10_000))).toBe("R$ 10 mil");
    expect(nbsp(formatCompactBRL(1_500_000))).toBe("R$ 1,5 mi");
    expect(nbsp(formatCompactBRL(0))).toBe("R$ 0");
  });

  it("writes what Intl's compact notation writes, from cents to trillions", () => {
    const intl = new Intl.NumberFormat("pt-BR", {
      style: "currency",
      currency: "BRL",
      notation: "compact",
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    const values = [0, 0.04, 5.55, 999, 999.96, 1_000, 1_250_000, 999_950, 2_550_000, 1e15, -2_500];
    for (let value = 0.37; value < 1e16; value *= 1.173) values.push(value, Math.round(value));
    for (const value of values) expect([value, formatCompactBRL(value)]).toEqual([value, intl.format(value)]);
  });
});
