/**
 * Axis arithmetic of the growth chart: round tick values and which years get a
 * label. Pure functions, no React.
 */

import { formatNumber } from "#app/lib/numbers";

const SCALES = [
  { size: 1, name: "" },
  { size: 1e3, name: "mil" },
  { size: 1e6, name: "mi" },
  { size: 1e9, name: "bi" },
  { size: 1e12, name: "tri" },
] as const;

/**
 * "R$ 10 mil", "R$ 1,5 mi": short enough for an axis on a phone. What Intl's compact notation writes for pt-BR
 * (chart-scale.test.ts compares them), without building an Intl formatter while the chart hydrates (decision 026).
 */
export function formatCompactBRL(value: number): string {
  const magnitude = Math.abs(value);
  let index = SCALES.findLastIndex((scale) => magnitude >= scale.size);
  if (index < 0) index = 0;
  let scaled = formatNumber(magnitude / SCALES[index]!.size, 0, 1);
  // Rounding can reach the next scale: 999.960 is "1 mi", not "1000 mil".
  if (scaled.replace(/\./g, "").startsWith("1000") && index < SCALES.length - 1) {
    index += 1;
    scaled = formatNumber(magnitude / SCALES[index]!.size, 0, 1);
  }
  const { name } = SCALES[index]!;
  const sign = value < 0 ? "-" : "";
  return `${sign}R$\u00a0${scaled.replace(/\./g, "")}${name ? `\u00a0${name}` : ""}`;
}

/**
 * Tick values from 0 up to at least `max`, at a round step (1, 2, 2.5 or 5 ×
 * a power of ten) giving at most `maxTicks` intervals.
 */
export function niceTicks(max: number, maxTicks = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / maxTicks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(Math.round(value * 1e6) / 1e6);
  return ticks;
}

/** Years to label on the x axis: 0, the last one, and a round step between so that about `maxLabels` fit. */
export function yearTicks(lastYear: number, maxLabels = 6): number[] {
  if (lastYear <= 0) return [0];
  const step = [1, 2, 5, 10, 20, 25, 50].find((s) => lastYear / s <= maxLabels - 1) ?? 100;
  const ticks: number[] = [];
  for (let year = 0; year < lastYear; year += step) ticks.push(year);
  // Drop a label that would crowd the final year.
  if (ticks.length > 1 && lastYear - (ticks.at(-1) ?? 0) < step * 0.6) ticks.pop();
  ticks.push(lastYear);
  return ticks;
}
