import { formatWeekdayPtBR } from "./dates";
import { formatDateRange, formatDayMonth } from "./date-labels";
import type { LongWeekend } from "./long-weekends";

/** The feriadões, highlighted: the days off in a row, the holidays behind them and the bridge day to take. */
export function LongWeekendList({ weekends, year }: { weekends: readonly LongWeekend[]; year: number }) {
  if (weekends.length === 0) {
    return (
      <p className="rounded-xl border border-dashed p-6 text-muted-foreground">
        Nenhum feriadão neste período: os feriados caem no meio da semana ou no fim de semana.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {weekends.map((weekend) => (
        <li key={weekend.start} className="rounded-xl border-2 border-highlight bg-highlight/15 p-4 sm:p-5">
          <p className="inline-flex rounded-full bg-highlight px-2.5 py-0.5 text-xs font-bold text-highlight-foreground">
            {weekend.days} dias de folga
          </p>
          <h3 className="mt-2 font-heading text-lg font-bold">{formatDateRange(weekend.start, weekend.end, year)}</h3>
          <p className="text-sm text-muted-foreground first-letter:uppercase">
            {formatWeekdayPtBR(weekend.start)} a {formatWeekdayPtBR(weekend.end)}
          </p>
          <p className="mt-2 text-sm">{[...new Set(weekend.holidays.map((holiday) => holiday.name))].join(", ")}</p>
          {weekend.bridgeDays.length > 0 ? (
            <p className="mt-2 text-sm font-semibold">
              Emende{" "}
              {weekend.bridgeDays.map((day) => `${formatWeekdayPtBR(day)}, ${formatDayMonth(day, year)}`).join(" e ")}
              {weekend.bridgeDays.length > 1 ? " (dias de ponte)" : " (dia de ponte)"}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
