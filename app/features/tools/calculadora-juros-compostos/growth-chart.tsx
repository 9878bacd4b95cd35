import { formatBRL, formatNumber } from "#app/lib/numbers";
import { formatCompactBRL, niceTicks, yearTicks } from "./chart-scale";

export interface GrowthPoint {
  /** Time since the start, in years (the last point may be a partial year). */
  years: number;
  invested: number;
  total: number;
}

function yearLabel(years: number): string {
  if (years === 0) return "Início";
  return `${formatNumber(years, 0, 1)} ${years === 1 ? "ano" : "anos"}`;
}

/**
 * Stacked areas of money invested (bottom) and interest earned (top) over
 * time. Hand-written SVG so the page ships no chart library; the axes are HTML
 * so their text keeps its size at any width. The same numbers are in the year
 * table, and the aria-label summarises the picture for screen readers.
 */
export default function GrowthChart({ points }: { points: readonly GrowthPoint[] }) {
  const last = points.at(-1);
  if (!last) return null;

  const ticks = niceTicks(Math.max(...points.map((p) => p.total)));
  const top = ticks.at(-1) ?? 1;
  const x = (years: number) => (last.years === 0 ? 0 : (years / last.years) * 100);
  const y = (value: number) => 100 - (value / top) * 100;
  const line = (pick: (p: GrowthPoint) => number, list: readonly GrowthPoint[]) =>
    list.map((p) => `${x(p.years).toFixed(3)},${y(pick(p)).toFixed(3)}`).join(" L");

  const investedArea = `M0,100 L${line((p) => p.invested, points)} L100,100 Z`;
  const interestArea = `M${line((p) => p.total, points)} L${line((p) => p.invested, [...points].reverse())} Z`;
  const summary =
    `Gráfico de área: em ${yearLabel(last.years)}, o total investido chega a ${formatBRL(last.invested)} ` +
    `e os juros a ${formatBRL(last.total - last.invested)}, somando ${formatBRL(last.total)}.`;

  return (
    <figure className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <figcaption className="mb-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <span className="font-heading font-semibold">Evolução do patrimônio</span>
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="size-3 rounded-sm bg-primary" />
            Total investido
          </span>
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="size-3 rounded-sm bg-success" />
            Juros
          </span>
        </span>
      </figcaption>
      <div
        role="img"
        aria-label={summary}
        className="grid h-60 grid-cols-[4.75rem_minmax(0,1fr)] grid-rows-[1fr_1.75rem] text-xs text-muted-foreground tabular-nums sm:h-72"
      >
        <div className="relative">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-2 -translate-y-1/2 whitespace-nowrap"
              style={{ top: `${y(tick)}%` }}
            >
              {formatCompactBRL(tick)}
            </span>
          ))}
        </div>
        <div className="relative border-b border-l border-foreground/30">
          {ticks.slice(1).map((tick) => (
            <span
              key={tick}
              className="absolute inset-x-0 border-t border-dashed border-border"
              style={{ top: `${y(tick)}%` }}
            />
          ))}
          <svg viewBox="0 0 100 100" preserveAspectRatio="none" className="absolute inset-0 size-full overflow-visible">
            <path d={investedArea} className="fill-primary" />
            <path d={interestArea} className="fill-success" />
            <path
              d={`M${line((p) => p.invested, points)}`}
              className="fill-none stroke-card"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        </div>
        <div className="relative col-start-2">
          {/* Phones get fewer year labels so they never overlap. */}
          <YearLabels years={yearTicks(last.years, 3)} x={x} className="sm:hidden" />
          <YearLabels years={yearTicks(last.years)} x={x} className="hidden sm:block" />
        </div>
      </div>
    </figure>
  );
}

function YearLabels({ years, x, className }: { years: number[]; x: (years: number) => number; className: string }) {
  return (
    <div className={className}>
      {years.map((value, index) => {
        const edge = index === 0 ? "left-0" : index === years.length - 1 ? "right-0" : null;
        return (
          <span
            key={value}
            className={`absolute top-1.5 whitespace-nowrap ${edge ?? "-translate-x-1/2"}`}
            style={edge ? undefined : { left: `${x(value)}%` }}
          >
            {yearLabel(value)}
          </span>
        );
      })}
    </div>
  );
}
