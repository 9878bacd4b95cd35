import type { Series } from "./results-view";

/**
 * Stacked columns per week (or month) and source, drawn by the server as
 * SVG: no script, no chart library. The legend names the colours; screen
 * readers get the same numbers as a table.
 */

/** Distinct in light and dark themes; the last one is for "Outras". */
export const SERIES_COLORS = [
  "oklch(0.55 0.2 264)",
  "oklch(0.68 0.14 175)",
  "oklch(0.75 0.15 75)",
  "oklch(0.62 0.2 15)",
  "oklch(0.65 0.02 264)",
];

const WIDTH = 600;
const HEIGHT = 180;

export function SeriesChart({
  series,
  title,
  format,
  empty,
}: {
  series: Series;
  title: string;
  format: (value: number) => string;
  empty: string;
}) {
  const { buckets, lines } = series;
  const totals = buckets.map((_, index) => lines.reduce((sum, line) => sum + line.values[index]!, 0));
  const max = Math.max(0, ...totals);
  const slot = WIDTH / Math.max(1, buckets.length);
  const bar = Math.min(48, slot * 0.7);
  const every = Math.ceil(buckets.length / 8);
  if (max === 0) {
    return <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{empty}</p>;
  }
  return (
    <figure className="grid gap-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-hidden="true">
        {lines.map((line, index) => (
          <li key={line.source} className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-xs" style={{ background: SERIES_COLORS[index] }} />
            {line.source}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 22}`}
        className="h-auto w-full"
        aria-hidden="true"
        focusable="false"
        preserveAspectRatio="xMidYMid meet"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-border" />
        <line x1={0} x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} className="stroke-border" strokeDasharray="3 4" />
        <text x={0} y={HEIGHT / 2 - 4} className="fill-muted-foreground text-[11px]">
          {format(max / 2)}
        </text>
        {buckets.map((bucket, index) => {
          let top = HEIGHT;
          const x = index * slot + (slot - bar) / 2;
          return (
            <g key={bucket.start}>
              {lines.map((line, lineIndex) => {
                const value = line.values[index]!;
                if (value === 0) return null;
                const height = (value / max) * (HEIGHT - 8);
                top -= height;
                return (
                  <rect
                    key={line.source}
                    x={x}
                    y={top}
                    width={bar}
                    height={height}
                    rx={2}
                    style={{ fill: SERIES_COLORS[lineIndex] }}
                  >
                    <title>{`${bucket.label} · ${line.source}: ${format(value)}`}</title>
                  </rect>
                );
              })}
              {index % every === 0 ? (
                <text
                  x={index * slot + slot / 2}
                  y={HEIGHT + 16}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[11px]"
                >
                  {bucket.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Período</th>
            {lines.map((line) => (
              <th key={line.source} scope="col">
                {line.source}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket, index) => (
            <tr key={bucket.start}>
              <th scope="row">{bucket.label}</th>
              {lines.map((line) => (
                <td key={line.source}>{format(line.values[index]!)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
