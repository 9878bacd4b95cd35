import { Icon, type IconName } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { formatDatePtBR, formatWeekdayPtBR } from "./calendar-date";
import { ITEM_TYPE_LABELS, type ItemType, type ItineraryDay } from "./itinerary";

const ITEM_ICONS: Record<ItemType, IconName> = {
  atracao: "landmark",
  restaurante: "utensils-crossed",
  hospedagem: "bed-double",
  atividade: "ticket",
};

/** One day: its number, date and weekday, its items, and (with JavaScript) a way to add to it. */
export function DayCard({
  day,
  editable,
  onPick,
  onRemove,
}: {
  day: ItineraryDay;
  /** Items can be added and removed (the page's script is running). */
  editable: boolean;
  /** Chooses this day in the add-item form and moves there. */
  onPick: () => void;
  onRemove: (itemId: string) => void;
}) {
  const headingId = `dia-${day.dia}`;
  const dayLabel = `Dia ${day.dia}`;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5 print:break-inside-avoid print:shadow-none"
    >
      <h3 id={headingId} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="rounded-md bg-primary px-2 py-0.5 font-heading text-sm font-bold text-primary-foreground">
          {dayLabel}
        </span>
        <span className="font-heading text-lg font-semibold tabular-nums">{formatDatePtBR(day.data)}</span>
        <span className="inline-block text-sm text-muted-foreground first-letter:uppercase">
          {formatWeekdayPtBR(day.data)}
        </span>
      </h3>

      {day.itens.length === 0 ? (
        <>
          <p className="text-sm text-muted-foreground print:hidden">Nenhum item neste dia ainda.</p>
          <p className="hidden text-sm text-muted-foreground print:block">Dia livre.</p>
        </>
      ) : (
        <ol className="grid gap-2">
          {day.itens.map((item) => {
            const icon = ITEM_ICONS[item.tipo];
            return (
              <li key={item.id} className="flex items-start gap-3 rounded-lg border p-3">
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-full bg-accent text-accent-foreground"
                >
                  <Icon name={icon} className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    {item.horario ? (
                      <span className="font-semibold tabular-nums">
                        <span className="sr-only">Às </span>
                        {item.horario}
                      </span>
                    ) : null}
                    <span className="font-medium break-words">{item.nome}</span>
                  </p>
                  <p className="text-xs text-muted-foreground">{ITEM_TYPE_LABELS[item.tipo]}</p>
                  {item.notas ? <p className="mt-1 text-sm break-words text-muted-foreground">{item.notas}</p> : null}
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  onClick={() => onRemove(item.id)}
                  aria-label={`Remover ${item.nome}`}
                  title="Remover item"
                  className="-my-1 text-muted-foreground hover:text-destructive print:hidden"
                >
                  <Icon name="trash" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}

      {editable ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onPick}
          aria-label={`Adicionar item ao ${dayLabel}`}
          className="mt-auto self-start print:hidden"
        >
          <Icon name="plus" aria-hidden="true" />
          Adicionar item
        </Button>
      ) : null}
    </section>
  );
}
