import { useId, useState, type FormEvent } from "react";
import { Plus } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { ITEM_TYPES, ITEM_TYPE_LABELS, type NewItem } from "./itinerary";

const EMPTY: NewItem = { nome: "", tipo: "atracao", horario: "", notas: "" };

/** One day's add-item form. A blank name is ignored; after adding, the form starts over. */
export function AddItemForm({ dayLabel, onAdd }: { dayLabel: string; onAdd: (item: NewItem, now: number) => boolean }) {
  const [item, setItem] = useState<NewItem>(EMPTY);
  const id = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (onAdd(item, Date.now())) setItem(EMPTY);
  }

  return (
    <form
      onSubmit={handleSubmit}
      aria-label={`Adicionar item ao ${dayLabel}`}
      className="mt-auto grid grid-cols-2 gap-3 rounded-lg bg-muted/60 p-3 sm:grid-cols-[minmax(0,1fr)_10rem_7.5rem] print:hidden"
    >
      <div className="col-span-2 grid gap-1.5 sm:col-span-1">
        <Label htmlFor={`${id}-nome`} className="text-xs">
          Nome
        </Label>
        <Input
          id={`${id}-nome`}
          value={item.nome}
          onChange={(event) => setItem({ ...item, nome: event.target.value })}
          placeholder="Ex.: Museu do Ipiranga"
          autoComplete="off"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-tipo`} className="text-xs">
          Tipo
        </Label>
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
        <Label htmlFor={`${id}-horario`} className="text-xs">
          Horário (opcional)
        </Label>
        <Input
          id={`${id}-horario`}
          type="time"
          value={item.horario}
          onChange={(event) => setItem({ ...item, horario: event.target.value })}
        />
      </div>
      <div className="col-span-2 grid gap-1.5">
        <Label htmlFor={`${id}-notas`} className="text-xs">
          Notas (opcional)
        </Label>
        <Input
          id={`${id}-notas`}
          value={item.notas}
          onChange={(event) => setItem({ ...item, notas: event.target.value })}
          placeholder="Ex.: comprar ingresso on-line"
          autoComplete="off"
        />
      </div>
      <Button type="submit" variant="secondary" className="col-span-2 self-end sm:col-span-1">
        <Plus aria-hidden="true" />
        Adicionar
      </Button>
    </form>
  );
}
