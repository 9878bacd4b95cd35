import { formatNumber } from "~/lib/numbers";
import { chartGeometry, type DayCount } from "../chart";
import { formatDate, formatShortDay } from "../time";

/**
 * Leads per day for the last 30 days, drawn by the server as SVG. Screen
 * readers get a summary and the numbers as a table; each bar tells its day
 * and count on hover.
 */
export function LeadsChart({ days }: { days: readonly DayCount[] }) {
  const chart = chartGeometry(days);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const best = days.reduce<DayCount | null>((top, day) => (top === null || day.count > top.count ? day : top), null);
  const summary =
    total === 0
      ? "Nenhum lead nos últimos 30 dias."
      : `${formatNumber(total, 0)} ${total === 1 ? "lead" : "leads"} nos últimos 30 dias; o dia com mais foi ${formatDate(best!.day)}, com ${formatNumber(best!.count, 0)}.`;
  return (
    <figure className="grid gap-2">
      <div className="grid grid-cols-[2.5rem_minmax(0,1fr)]" aria-hidden="true">
        <div className="relative h-36">
          {chart.ticks.map((tick) => (
            <span
              key={tick.value}
              className="absolute right-2 translate-y-1/2 text-xs text-muted-foreground tabular-nums"
              style={{ bottom: `${tick.percent}%` }}
            >
              {formatNumber(tick.value, 0, 1)}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${chart.width} 100`}
          preserveAspectRatio="none"
          className="h-36 w-full overflow-visible"
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
          {chart.bars.map((bar) => (
            <rect
              key={bar.day}
              x={bar.x}
              y={100 - bar.height}
              width={bar.width}
              height={bar.height}
              className="fill-primary"
            >
              <title>{`${formatDate(bar.day)}: ${bar.count} ${bar.count === 1 ? "lead" : "leads"}`}</title>
            </rect>
          ))}
        </svg>
        <div />
        <div className="relative h-5">
          {chart.bars
            .filter((bar) => bar.label)
            .map((bar) => (
              <span
                key={bar.day}
                className="absolute top-1 -translate-x-1/2 text-xs whitespace-nowrap text-muted-foreground"
                style={{ left: `${bar.centerPercent}%` }}
              >
                {formatShortDay(bar.day)}
              </span>
            ))}
        </div>
      </div>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
      <table className="sr-only">
        <caption>Leads por dia, últimos 30 dias</caption>
        <thead>
          <tr>
            <th scope="col">Dia</th>
            <th scope="col">Leads</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatDate(day.day)}</th>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
