/**
 * Axis arithmetic of the growth chart: round tick values and which years get a
 * label. Pure functions, no React.
 */

const compactBRL = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** "R$ 10 mil", "R$ 1,5 mi": short enough for an axis on a phone. */
export function formatCompactBRL(value: number): string {
  return compactBRL.format(value);
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
