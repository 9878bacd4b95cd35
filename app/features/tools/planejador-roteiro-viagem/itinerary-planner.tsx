import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { toast } from "#app/components/ui/toast";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NoScriptNotice } from "#app/features/tools/components/noscript-notice";
import { LimitAlert } from "#app/features/tools/components/limit-alert";
import { ToolForm } from "#app/features/tools/components/tool-form";
import { useHydrated } from "#app/lib/hydration";
import { useStoredString } from "#app/lib/use-stored-string";
import { AddItemForm } from "./add-item-form";
import { formatDatePtBR } from "./calendar-date";
import { DayCard } from "./day-card";
import {
  ITINERARY_STORAGE_KEY,
  STRUCTURE_FIELDS as names,
  addItem,
  parseStoredItinerary,
  readStructure,
  removeItem,
  serializeItinerary,
  type Itinerary,
  type StructureRequest,
} from "./itinerary";

function structureOf(form: HTMLFormElement): StructureRequest {
  return readStructure(new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)])));
}

/**
 * The structure form is a GET form: without JavaScript the server builds the
 * days from the address. With it, the structure, the items and saving live
 * in the browser: until the visitor changes something, the page shows the
 * itinerary saved in this browser (if any).
 */
export function ItineraryPlanner() {
  const hydrated = useHydrated();
  const [params, setSearchParams] = useSearchParams();
  const [stored, writeStored] = useStoredString(ITINERARY_STORAGE_KEY);
  const restored = useMemo(() => parseStoredItinerary(stored), [stored]);
  const requested = useMemo(() => readStructure(params), [params]);
  const fromAddress = requested.itinerary;
  const [draft, setDraft] = useState<Itinerary | null>(null);
  // Dates over the limit typed after the script ran; from the address (no script), the server renders the message.
  const [refused, setRefused] = useState<string | null>(null);
  const tooLong = refused ?? (draft ? null : requested.tooLong);
  const itinerary = draft ?? fromAddress ?? restored;
  const [addDay, setAddDay] = useState(1);
  const nameRef = useRef<HTMLInputElement>(null);
  const announced = useRef(false);
  const id = useId();

  useEffect(() => {
    if (!restored || draft || fromAddress || announced.current) return;
    announced.current = true;
    toast.success("Roteiro restaurado", { description: "Carregamos o roteiro que você salvou neste navegador." });
  }, [restored, draft, fromAddress]);

  const unsaved = itinerary !== null && itinerary !== restored && serializeItinerary(itinerary) !== stored;

  function change(next: Itinerary) {
    setDraft(next);
    // A structure in the address came from a form sent without the script; from now on the page holds the itinerary.
    if (fromAddress) setSearchParams({}, { replace: true, preventScrollReset: true });
  }

  function createStructure(form: HTMLFormElement) {
    const { itinerary: next, tooLong: refusal } = structureOf(form);
    setRefused(refusal);
    if (!next) return;
    change(next);
    setAddDay(1);
    // Recreating wipes every item: offer a way back instead of a blocking confirmation.
    const previous = itinerary;
    if (previous?.dias.some((day) => day.itens.length > 0)) {
      toast("Estrutura recriada", {
        description: "Os itens anteriores foram apagados.",
        action: { label: "Desfazer", onClick: () => setDraft(previous) },
      });
    }
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

  function pickDay(day: number) {
    setAddDay(day);
    nameRef.current?.focus();
  }

  const dias = itinerary?.dias ?? [];
  const first = dias[0];
  const last = dias.at(-1);
  const formKey = itinerary ? `${itinerary.destino}|${itinerary.dataInicio}|${itinerary.dataFim}` : "vazio";

  return (
    <div className="grid gap-8">
      <NoScriptNotice>
        Sem JavaScript, o planejador monta os dias da viagem, mas adicionar itens, salvar e o botão Imprimir precisam
        dele (o menu do navegador também imprime).
      </NoScriptNotice>
      <ToolForm
        key={formKey}
        onSubmit={(event) => {
          event.preventDefault();
          createStructure(event.currentTarget);
        }}
        className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end print:hidden"
      >
        <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-destino`}>Destino principal</Label>
          <Input
            id={`${id}-destino`}
            name={names.destino}
            defaultValue={itinerary?.destino ?? params.get(names.destino) ?? ""}
            placeholder="Ex.: Lisboa, Portugal"
            autoComplete="off"
          />
        </div>
        {/* The dates are independent: typed in either order, they give the same trip (no min/max between them). */}
        <div className="grid gap-2">
          <Label htmlFor={`${id}-inicio`}>Data de início</Label>
          <Input
            id={`${id}-inicio`}
            type="date"
            name={names.inicio}
            defaultValue={itinerary?.dataInicio ?? params.get(names.inicio) ?? ""}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-fim`}>Data de fim</Label>
          <Input
            id={`${id}-fim`}
            type="date"
            name={names.fim}
            defaultValue={itinerary?.dataFim ?? params.get(names.fim) ?? ""}
          />
        </div>
        <Button type="submit" size="lg" className="sm:col-span-2 lg:col-span-1">
          <Icon name="calendar-plus" aria-hidden="true" />
          {itinerary ? "Recriar estrutura" : "Criar estrutura"}
        </Button>
        {itinerary ? (
          <p className="text-sm text-muted-foreground sm:col-span-2 lg:col-span-4">
            Recriar a estrutura substitui todos os dias e itens atuais.
          </p>
        ) : null}
        {tooLong ? <LimitAlert message={tooLong} className="sm:col-span-2 lg:col-span-4" /> : null}
      </ToolForm>

      {itinerary && first && last ? (
        <section aria-labelledby="seu-roteiro" className="grid gap-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="seu-roteiro" className="font-heading text-2xl font-bold tracking-tight">
                {itinerary.destino ? `Roteiro: ${itinerary.destino}` : "Seu roteiro"}
              </h2>
              <p className="text-muted-foreground">
                {dias.length} {dias.length === 1 ? "dia" : "dias"} · {formatDatePtBR(first.data)} a{" "}
                {formatDatePtBR(last.data)}
              </p>
            </div>
            {hydrated ? (
              <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto print:hidden">
                {unsaved ? (
                  <span className="flex w-full items-center gap-2 text-sm text-muted-foreground sm:w-auto">
                    <span aria-hidden="true" className="size-2 rounded-full bg-warning" />
                    Alterações não salvas
                  </span>
                ) : null}
                <Button type="button" variant="outline" onClick={() => window.print()} className="flex-1 sm:flex-none">
                  <Icon name="printer" aria-hidden="true" />
                  Imprimir
                </Button>
                <Button type="button" onClick={save} className="flex-1 sm:flex-none">
                  <Icon name="save" aria-hidden="true" />
                  Salvar
                </Button>
              </div>
            ) : null}
          </div>
          <div
            className={
              hydrated ? "grid items-start gap-4 lg:grid-cols-[20rem_minmax(0,1fr)] print:block" : "grid gap-4"
            }
          >
            {hydrated ? (
              <div className="lg:sticky lg:top-24">
                <AddItemForm
                  days={dias}
                  day={Math.min(addDay, dias.length)}
                  onDayChange={setAddDay}
                  onAdd={(day, item, now) => {
                    const next = addItem(dias, day, item, now);
                    if (!next) return false;
                    change({ ...itinerary, dias: next });
                    return true;
                  }}
                  nameRef={nameRef}
                />
              </div>
            ) : null}
            <div className="grid gap-4 xl:grid-cols-2 print:block print:space-y-4">
              {dias.map((day) => (
                <DayCard
                  key={day.data}
                  day={day}
                  editable={hydrated}
                  onPick={() => pickDay(day.dia)}
                  onRemove={(itemId) => change({ ...itinerary, dias: removeItem(dias, itemId) })}
                />
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </div>
  );
}
