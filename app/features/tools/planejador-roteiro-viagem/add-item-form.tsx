import { useId, useState, type FormEvent, type Ref } from "react";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { formatDatePtBR, formatWeekdayPtBR } from "./calendar-date";
import { ITEM_TYPES, ITEM_TYPE_LABELS, type ItineraryDay, type NewItem } from "./itinerary";

const EMPTY: NewItem = { nome: "", tipo: "atracao", horario: "", notas: "" };

/**
 * The one add-item form of the itinerary, with the day as its first field.
 * A blank name is ignored; after adding, the fields start over and the day
 * stays chosen, ready for the next item of that day.
 */
export function AddItemForm({
  days,
  day,
  onDayChange,
  onAdd,
  nameRef,
}: {
  days: readonly ItineraryDay[];
  day: number;
  onDayChange: (day: number) => void;
  onAdd: (day: number, item: NewItem, now: number) => boolean;
  /** The name field, which a day's "Adicionar item" button focuses. */
  nameRef: Ref<HTMLInputElement>;
}) {
  const [item, setItem] = useState<NewItem>(EMPTY);
  const id = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (onAdd(day, item, Date.now())) setItem(EMPTY);
  }

  return (
    <form
      onSubmit={handleSubmit}
      aria-labelledby={`${id}-titulo`}
      className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 shadow-sm print:hidden"
    >
      <h3 id={`${id}-titulo`} className="col-span-2 font-heading text-lg font-semibold">
        Adicionar item
      </h3>
      <div className="col-span-2 grid gap-1.5">
        <Label htmlFor={`${id}-dia`}>Dia</Label>
        <NativeSelect id={`${id}-dia`} value={day} onChange={(event) => onDayChange(Number(event.target.value))}>
          {days.map((option) => (
            <option key={option.dia} value={option.dia}>
              {`Dia ${option.dia} · ${formatDatePtBR(option.data).slice(0, 5)} · ${formatWeekdayPtBR(option.data)}`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="col-span-2 grid gap-1.5">
        <Label htmlFor={`${id}-nome`}>Nome</Label>
        <Input
          ref={nameRef}
          id={`${id}-nome`}
          value={item.nome}
          onChange={(event) => setItem({ ...item, nome: event.target.value })}
          placeholder="Ex.: Museu do Ipiranga"
          autoComplete="off"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-tipo`}>Tipo</Label>
        <NativeSelect
          id={`${id}-tipo`}
          value={item.tipo}
          onChange={(event) => {
            const tipo = ITEM_TYPES.find((type) => type === event.target.value);
            if (tipo) setItem({ ...item, tipo });
          }}
        >
          {ITEM_TYPES.map((type) => (
            <option key={type} value={type}>
              {ITEM_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-horario`}>Horário (opcional)</Label>
        <Input
          id={`${id}-horario`}
          type="time"
          value={item.horario}
          onChange={(event) => setItem({ ...item, horario: event.target.value })}
        />
      </div>
      <div className="col-span-2 grid gap-1.5">
        <Label htmlFor={`${id}-notas`}>Notas (opcional)</Label>
        <Input
          id={`${id}-notas`}
          value={item.notas}
          onChange={(event) => setItem({ ...item, notas: event.target.value })}
          placeholder="Ex.: comprar ingresso on-line"
          autoComplete="off"
        />
      </div>
      <Button type="submit" variant="secondary" className="col-span-2">
        <Icon name="plus" aria-hidden="true" />
        Adicionar
      </Button>
    </form>
  );
}
