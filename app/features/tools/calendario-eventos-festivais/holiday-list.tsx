import { Badge } from "#app/components/ui/badge";
import { formatWeekdayPtBR, monthOf } from "./dates";
import { MONTH_NAMES } from "#app/lib/dates";
import { HOLIDAY_KIND_LABELS, HOLIDAY_STATE_NAMES, type Holiday, type HolidayKind } from "./holidays";
import { IcsLink } from "./ics-link";

const KIND_BADGES: Record<HolidayKind, "default" | "secondary" | "highlight" | "outline"> = {
  nacional: "default",
  estadual: "highlight",
  facultativo: "secondary",
  comemorativa: "outline",
};

/** The year's holidays in date order, each with its kind, legal source and .ics download. */
export function HolidayList({ holidays, year }: { holidays: readonly Holiday[]; year: number }) {
  if (holidays.length === 0) {
    return <p className="rounded-xl border border-dashed p-6 text-muted-foreground">Nenhum feriado neste mês.</p>;
  }
  return (
    <ol className="grid gap-3 lg:grid-cols-2">
      {holidays.map((holiday) => (
        <li key={holiday.id} className="flex flex-wrap gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
          <time
            dateTime={holiday.date}
            className="flex w-16 shrink-0 flex-col items-center self-start rounded-lg bg-accent px-2 py-2 text-center text-accent-foreground"
          >
            <span className="font-heading text-2xl leading-none font-bold">{Number(holiday.date.slice(8, 10))}</span>
            <span className="mt-1 text-xs font-semibold uppercase">
              {MONTH_NAMES[monthOf(holiday.date) - 1]?.slice(0, 3)}
            </span>
          </time>
          <div className="min-w-0 flex-1 basis-40">
            <h3 className="font-semibold">{holiday.name}</h3>
            <p className="mt-0.5 text-sm text-muted-foreground first-letter:uppercase">
              {formatWeekdayPtBR(holiday.date)}
            </p>
            <p className="mt-2 flex flex-wrap gap-1.5">
              <Badge variant={KIND_BADGES[holiday.kind]}>{HOLIDAY_KIND_LABELS[holiday.kind]}</Badge>
              {holiday.state ? <Badge variant="outline">{HOLIDAY_STATE_NAMES[holiday.state]}</Badge> : null}
            </p>
            {holiday.note ? <p className="mt-2 text-sm">{holiday.note}</p> : null}
            <p className="mt-2 text-xs text-muted-foreground">Fonte: {holiday.source}</p>
            <IcsLink target={{ kind: "feriado", holiday, year }} name={holiday.name} />
          </div>
        </li>
      ))}
    </ol>
  );
}
