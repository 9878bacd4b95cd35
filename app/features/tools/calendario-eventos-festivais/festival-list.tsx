import { Icon } from "#app/components/ui/icon";
import { describeFestivalDates, type FestivalOccurrence } from "./festivals";
import { IcsLink } from "./ics-link";

/** Festivals in calendar order; events whose organisers have not set the dates say so plainly. */
export function FestivalList({ festivals, year }: { festivals: readonly FestivalOccurrence[]; year: number }) {
  if (festivals.length === 0) {
    return (
      <p className="rounded-xl border border-dashed p-6 text-muted-foreground">
        Nenhum festival da nossa lista nesse mês e região. Escolha outro mês ou todo o Brasil.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {festivals.map((occurrence) => {
        const { festival } = occurrence;
        return (
          <li key={festival.id} className="flex flex-col rounded-xl border bg-card p-4 shadow-sm sm:p-5">
            <h3 className="font-heading text-lg font-semibold">{festival.name}</h3>
            <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
              <Icon name="map-pin" className="size-4 shrink-0" />
              {festival.city} – {festival.state} · {festival.region}
            </p>
            <p className="mt-2 text-sm font-semibold first-letter:uppercase">{describeFestivalDates(occurrence)}</p>
            <p className="mt-2 flex-1 text-sm">{festival.description}</p>
            <p className="mt-2 text-xs text-muted-foreground">Programação oficial: {festival.source}</p>
            <IcsLink target={{ kind: "festival", festivalId: festival.id, year }} name={festival.name} />
          </li>
        );
      })}
    </ul>
  );
}
