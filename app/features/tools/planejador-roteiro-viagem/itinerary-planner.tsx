import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { CalendarPlus, Printer, Save } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatDatePtBR } from "./calendar-date";
import { DayCard } from "./day-card";
import {
  ITINERARY_STORAGE_KEY,
  addItem,
  buildDays,
  parseStoredItinerary,
  removeItem,
  serializeItinerary,
  type Itinerary,
  type NewItem,
} from "./itinerary";
import { useStoredString } from "~/lib/use-stored-string";

interface Draft {
  destino: string;
  dataInicio: string;
  dataFim: string;
  dias: Itinerary["dias"] | null;
}

const EMPTY: Draft = { destino: "", dataInicio: "", dataFim: "", dias: null };

export function ItineraryPlanner() {
  const [stored, writeStored] = useStoredString(ITINERARY_STORAGE_KEY);
  const restored = useMemo(() => parseStoredItinerary(stored), [stored]);
  // Until the visitor changes something, the page shows the itinerary saved in this browser (if any).
  const [draft, setDraft] = useState<Draft | null>(null);
  const current: Draft = draft ?? restored ?? EMPTY;
  const { destino, dataInicio, dataFim, dias } = current;
  const announced = useRef(false);
  const id = useId();

  useEffect(() => {
    if (!restored || draft || announced.current) return;
    announced.current = true;
    toast.success("Roteiro restaurado", { description: "Carregamos o roteiro que você salvou neste navegador." });
  }, [restored, draft]);

  const itinerary: Itinerary | null = dias ? { destino: destino.trim(), dataInicio, dataFim, dias } : null;
  const unsaved = itinerary !== null && serializeItinerary(itinerary) !== stored;

  const change = (patch: Partial<Draft>) => setDraft({ ...current, ...patch });

  function createStructure(event: FormEvent) {
    event.preventDefault();
    const days = buildDays(dataInicio, dataFim);
    if (!days) return;
    change({ dias: days });
    // Recreating wipes every item: offer a way back instead of a blocking confirmation.
    if (dias?.some((day) => day.itens.length > 0)) {
      const previous = { ...current, dataInicio: dias[0]?.data ?? "", dataFim: dias.at(-1)?.data ?? "" };
      toast("Estrutura recriada", {
        description: "Os itens anteriores foram apagados.",
        action: { label: "Desfazer", onClick: () => setDraft(previous) },
      });
    }
  }

  function handleAdd(dayNumber: number, item: NewItem, now: number): boolean {
    const next = dias ? addItem(dias, dayNumber, item, now) : null;
    if (!next) return false;
    change({ dias: next });
    return true;
  }

  function save() {
    if (!itinerary) return;
    announced.current = true;
    if (!writeStored(serializeItinerary(itinerary))) {
      toast.error("Não foi possível salvar", {
        description: "Seu navegador bloqueou o armazenamento local (modo anônimo ou memória cheia).",
      });
      return;
    }
    toast.success("Roteiro salvo", {
      description: "Ele fica guardado neste navegador e volta quando você abrir esta página de novo.",
    });
  }

  const first = dias?.[0];
  const last = dias?.at(-1);

  return (
    <div className="grid gap-8">
      <form
        onSubmit={createStructure}
        className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end print:hidden"
      >
        <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-destino`}>Destino principal</Label>
          <Input
            id={`${id}-destino`}
            value={destino}
            onChange={(event) => change({ destino: event.target.value })}
            placeholder="Ex.: Lisboa, Portugal"
            autoComplete="off"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-inicio`}>Data de início</Label>
          <Input
            id={`${id}-inicio`}
            type="date"
            value={dataInicio}
            onChange={(event) => change({ dataInicio: event.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-fim`}>Data de fim</Label>
          <Input
            id={`${id}-fim`}
            type="date"
            value={dataFim}
            min={dataInicio || undefined}
            onChange={(event) => change({ dataFim: event.target.value })}
          />
        </div>
        <Button type="submit" size="lg" className="sm:col-span-2 lg:col-span-1">
          <CalendarPlus aria-hidden="true" />
          {dias ? "Recriar estrutura" : "Criar estrutura"}
        </Button>
        {dias ? (
          <p className="text-sm text-muted-foreground sm:col-span-2 lg:col-span-4">
            Recriar a estrutura substitui todos os dias e itens atuais.
          </p>
        ) : null}
      </form>

      {dias && first && last ? (
        <section aria-labelledby="seu-roteiro" className="grid gap-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="seu-roteiro" className="font-heading text-2xl font-bold tracking-tight">
                {itinerary?.destino ? `Roteiro: ${itinerary.destino}` : "Seu roteiro"}
              </h2>
              <p className="text-muted-foreground">
                {dias.length} {dias.length === 1 ? "dia" : "dias"} · {formatDatePtBR(first.data)} a{" "}
                {formatDatePtBR(last.data)}
              </p>
            </div>
            <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto print:hidden">
              {unsaved ? (
                <span className="flex w-full items-center gap-2 text-sm text-muted-foreground sm:w-auto">
                  <span aria-hidden="true" className="size-2 rounded-full bg-warning" />
                  Alterações não salvas
                </span>
              ) : null}
              <Button type="button" variant="outline" onClick={() => window.print()} className="flex-1 sm:flex-none">
                <Printer aria-hidden="true" />
                Imprimir
              </Button>
              <Button type="button" onClick={save} className="flex-1 sm:flex-none">
                <Save aria-hidden="true" />
                Salvar
              </Button>
            </div>
          </div>
          <div className="grid gap-4 lg:grid-cols-2 print:block print:space-y-4">
            {dias.map((day) => (
              <DayCard
                key={day.data}
                day={day}
                onAdd={(item, now) => handleAdd(day.dia, item, now)}
                onRemove={(itemId) => change({ dias: removeItem(dias, itemId) })}
              />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
