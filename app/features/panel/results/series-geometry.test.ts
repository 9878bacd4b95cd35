import { describe, expect, it } from "vitest";
import { axisValue, niceMax, seriesGeometry } from "./series-geometry";
import type { Series } from "./results-view";

const months = (count: number, values: number[][]): Series => ({
  buckets: Array.from({ length: count }, (_, index) => ({ start: index, end: index + 1, label: `m${index}` })),
  lines: values.map((line, index) => ({ source: `s${index}`, values: line })),
});

describe("seriesGeometry", () => {
  it("labels at most 4 buckets on a phone and 8 on a wide screen, the edge ones kept inside the chart", () => {
    const chart = seriesGeometry(months(24, [Array.from({ length: 24 }, () => 1)]), "leads");
    expect(chart.columns.filter((column) => column.onPhone)).toHaveLength(4);
    expect(chart.columns.filter((column) => column.onWide)).toHaveLength(8);
    expect(chart.columns[0]!.anchor).toBe("start");
    expect(chart.columns.at(-1)!.anchor).toBe("end");
    expect(chart.columns[12]!.anchor).toBe("middle");
  });

  it("stacks each source on the one below, scaled to a round top, and names the busiest bucket", () => {
    const chart = seriesGeometry(
      months(3, [
        [2, 0, 6],
        [1, 0, 3],
      ]),
      "leads",
    );
    expect(chart.ticks.map((tick) => tick.value)).toEqual([0, 5, 10]);
    expect(chart.columns[2]!.segments).toEqual([
      { source: "s0", line: 0, value: 6, bottom: 0, height: 60 },
      { source: "s1", line: 1, value: 3, bottom: 60, height: 30 },
    ]);
    expect(chart.columns[1]!.segments).toEqual([]);
    expect(chart.lineTotals).toEqual([8, 4]);
    expect(chart.total).toBe(12);
    expect(chart.best?.label).toBe("m2");
  });

  it("scales money by whole reais and has no busiest bucket when nothing happened", () => {
    expect(seriesGeometry(months(2, [[248_137, 0]]), "money").ticks.at(-1)!.value).toBe(250_000);
    expect(seriesGeometry(months(2, [[0, 0]]), "money").best).toBeNull();
  });
});

describe("niceMax", () => {
  it("rounds the scale up to a readable number", () => {
    expect([0, 3, 5, 9, 11, 23, 26, 140, 1001].map(niceMax)).toEqual([4, 4, 5, 10, 20, 25, 50, 200, 2000]);
  });
});

describe("axisValue", () => {
  it("writes short pt-BR labels a phone can show", () => {
    expect(axisValue(12.5, "leads")).toBe("12,5");
    expect(axisValue(90_000, "money")).toBe("R$\u00a0900");
    expect(axisValue(250_000, "money")).toBe("R$\u00a02.500");
    expect(axisValue(2_500_000, "money")).toBe("R$\u00a025\u00a0mil");
    expect(axisValue(150_000_000, "money")).toBe("R$\u00a01,5\u00a0mi");
  });
});
