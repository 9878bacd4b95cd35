import { formatBRL, formatNumber } from "#app/lib/numbers";
import type { Series } from "./results-view";

/**
 * The geometry of the results page's stacked columns (./series-chart),
 * computed on the server: columns in a unit space (one unit per bucket,
 * 100 high) that the SVG stretches to any width, and labels as HTML placed
 * by percentage, so they keep their size on a 390 px phone. A phone shows
 * at most four bucket labels, a wide screen eight; the first and last are
 * anchored inside the chart so they are never cut.
 */

export type SeriesKind = "leads" | "money";

export interface SeriesSegment {
  source: string;
  /** Index into the chart's colours (the series' line). */
  line: number;
  value: number;
  /** Bottom and height in the 0–100 space. */
  bottom: number;
  height: number;
}

export interface SeriesColumn {
  label: string;
  total: number;
  segments: SeriesSegment[];
  centerPercent: number;
  anchor: "start" | "middle" | "end";
  onPhone: boolean;
  onWide: boolean;
}

export interface SeriesGeometry {
  width: number;
  /** Scale lines: the value and its height from the bottom, in percent. */
  ticks: { value: number; percent: number }[];
  columns: SeriesColumn[];
  /** Each line's total over the period, for the legend. */
  lineTotals: number[];
  total: number;
  /** The bucket with the most, or null when all are zero. */
  best: SeriesColumn | null;
}

const PHONE_LABELS = 4;
const WIDE_LABELS = 8;

/** 1, 2, 2.5, 5 × 10ⁿ: the smallest such number at or above `value` (at least 4, so small counts look small). */
export function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** Money scales by whole reais (R$ 2.500, not R$ 2.481,37); counts by whole leads. */
function scaleMax(max: number, kind: SeriesKind): number {
  return kind === "money" ? niceMax(max / 100) * 100 : niceMax(max);
}

export function seriesGeometry(series: Series, kind: SeriesKind): SeriesGeometry {
  const { buckets, lines } = series;
  const totals = buckets.map((_, index) => lines.reduce((sum, line) => sum + line.values[index]!, 0));
  const max = scaleMax(Math.max(0, ...totals), kind);
  const width = Math.max(1, buckets.length);
  const phoneEvery = Math.ceil(buckets.length / PHONE_LABELS);
  const wideEvery = Math.ceil(buckets.length / WIDE_LABELS);
  const columns = buckets.map((bucket, index): SeriesColumn => {
    let bottom = 0;
    const segments: SeriesSegment[] = [];
    lines.forEach((line, lineIndex) => {
      const value = line.values[index]!;
      if (value === 0) return;
      const height = (value / max) * 100;
      segments.push({ source: line.source, line: lineIndex, value, bottom, height });
      bottom += height;
    });
    const centerPercent = ((index + 0.5) / width) * 100;
    return {
      label: bucket.label,
      total: totals[index]!,
      segments,
      centerPercent,
      anchor: centerPercent < 8 ? "start" : centerPercent > 92 ? "end" : "middle",
      onPhone: index % phoneEvery === 0,
      onWide: index % wideEvery === 0,
    };
  });
  const best = columns.reduce<SeriesColumn | null>(
    (top, column) => (column.total > 0 && (top === null || column.total > top.total) ? column : top),
    null,
  );
  return {
    width,
    ticks: [0, max / 2, max].map((value) => ({ value, percent: (value / max) * 100 })),
    columns,
    lineTotals: lines.map((line) => line.values.reduce((sum, value) => sum + value, 0)),
    total: totals.reduce((sum, value) => sum + value, 0),
    best,
  };
}

/** "1.234" leads; money in centavos as "R$ 2.500,00". */
export function seriesValue(value: number, kind: SeriesKind): string {
  return kind === "money" ? formatBRL(Math.round(value) / 100) : formatNumber(value, 0);
}

/** An axis label short enough for a phone: "12", "R$ 900", "R$ 2.500", "R$ 25 mil", "R$ 1,5 mi". */
export function axisValue(value: number, kind: SeriesKind): string {
  if (kind === "leads") return formatNumber(value, 0, 1);
  const reais = value / 100;
  if (reais >= 1_000_000) return `R$\u00a0${formatNumber(reais / 1_000_000, 0, 1)}\u00a0mi`;
  if (reais >= 10_000) return `R$\u00a0${formatNumber(reais / 1000, 0, 1)}\u00a0mil`;
  return `R$\u00a0${formatNumber(reais, 0)}`;
}
