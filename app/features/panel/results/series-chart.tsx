import { cn } from "#app/lib/utils";
import type { Series } from "./results-view";
import { axisValue, seriesGeometry, seriesValue, type SeriesKind } from "./series-geometry";

/**
 * Stacked columns per week (or month) and source, drawn by the server as
 * SVG: no script, no chart library. The SVG holds only the shapes; the
 * scale, the bucket labels and the legend are HTML (./series-geometry), so
 * their text stays readable on a phone. Screen readers get a summary and
 * the same numbers as a table.
 */

/** Distinct in light and dark themes; the last one is for "Outras". */
export const SERIES_COLORS = [
  "oklch(0.55 0.2 264)",
  "oklch(0.68 0.14 175)",
  "oklch(0.75 0.15 75)",
  "oklch(0.62 0.2 15)",
  "oklch(0.65 0.02 264)",
];

/** Of each bucket's unit of width. */
const BAR_WIDTH = 0.62;

const anchors = { start: "translate-x-0", middle: "-translate-x-1/2", end: "-translate-x-full" } as const;

export function SeriesChart({
  series,
  kind,
  title,
  bucketName,
  empty,
}: {
  series: Series;
  kind: SeriesKind;
  title: string;
  /** "semana" or "mês", for the summary ("semana com mais: …"). */
  bucketName: string;
  empty: string;
}) {
  const chart = seriesGeometry(series, kind);
  const value = (amount: number) => seriesValue(amount, kind);
  if (chart.best === null) {
    return (
      <p className="grid h-52 place-items-center rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        {empty}
      </p>
    );
  }
  return (
    <figure className="grid gap-4">
      <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm" aria-hidden="true">
        {series.lines.map((line, index) => (
          <li key={line.source} className="flex min-w-0 items-center gap-1.5">
            <span className="size-3 shrink-0 rounded-sm" style={{ background: SERIES_COLORS[index] }} />
            <span className="truncate">{line.source}</span>
            <span className="text-muted-foreground tabular-nums">{value(chart.lineTotals[index]!)}</span>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2" aria-hidden="true">
        <div className="relative h-44 min-w-8">
          {chart.ticks.map((tick) => (
            <span
              key={tick.value}
              className="absolute right-0 translate-y-1/2 text-xs whitespace-nowrap text-muted-foreground tabular-nums"
              style={{ bottom: `${tick.percent}%` }}
            >
              {axisValue(tick.value, kind)}
            </span>
          ))}
          {/* The widest label sizes the column; the absolute ones above do not. */}
          <span className="invisible block h-0 overflow-hidden text-xs tabular-nums">
            {axisValue(chart.ticks.at(-1)!.value, kind)}
          </span>
        </div>
        <svg
          viewBox={`0 0 ${chart.width} 100`}
          preserveAspectRatio="none"
          className="h-44 w-full overflow-visible"
          focusable="false"
        >
          {chart.ticks.map((tick) => (
            <line
              key={tick.value}
              x1={0}
              x2={chart.width}
              y1={100 - tick.percent}
              y2={100 - tick.percent}
              className="stroke-border"
              strokeDasharray={tick.value === 0 ? undefined : "3 4"}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {chart.columns.map((column, index) => (
            <g key={column.label}>
              {column.segments.map((segment) => (
                <rect
                  key={segment.source}
                  x={index + (1 - BAR_WIDTH) / 2}
                  y={100 - segment.bottom - segment.height}
                  width={BAR_WIDTH}
                  height={segment.height}
                  style={{ fill: SERIES_COLORS[segment.line] }}
                >
                  <title>{`${column.label} · ${segment.source}: ${value(segment.value)}`}</title>
                </rect>
              ))}
            </g>
          ))}
        </svg>
        <div />
        <div className="relative h-6">
          {chart.columns
            .filter((column) => column.onWide || column.onPhone)
            .map((column) => (
              <span
                key={column.label}
                className={cn(
                  "absolute top-1.5 text-xs whitespace-nowrap text-muted-foreground",
                  anchors[column.anchor],
                  column.onPhone ? (column.onWide ? "" : "sm:hidden") : "max-sm:hidden",
                )}
                style={{ left: `${column.centerPercent}%` }}
              >
                {column.label}
              </span>
            ))}
        </div>
      </div>
      <figcaption className="text-sm text-muted-foreground">
        Total: <span className="font-medium text-foreground tabular-nums">{value(chart.total)}</span> · {bucketName} com
        mais: {chart.best.label} ({value(chart.best.total)})
      </figcaption>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Período</th>
            {series.lines.map((line) => (
              <th key={line.source} scope="col">
                {line.source}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.columns.map((column, index) => (
            <tr key={column.label}>
              <th scope="row">{column.label}</th>
              {series.lines.map((line) => (
                <td key={line.source}>{value(line.values[index]!)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
