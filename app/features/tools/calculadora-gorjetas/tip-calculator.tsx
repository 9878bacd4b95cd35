import { useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeRadio } from "#app/components/ui/native-radio";
import { NativeSelect } from "#app/components/ui/native-select";
import { AgencyBridge } from "#app/features/tools/components/agency-bridge";
import { CalculateButton } from "#app/features/tools/components/calculate-button";
import { DecimalInput } from "#app/features/tools/components/decimal-input";
import { ResultLive } from "#app/features/tools/components/result-live";
import { ShareResult } from "#app/features/tools/components/share-result";
import { ToolForm, fieldTexts, useQueryValue } from "#app/features/tools/components/tool-form";
import { useHydrated } from "#app/lib/hydration";
import {
  TIP_FIELDS as names,
  calculateTip,
  formatMoney,
  getTipCountry,
  qualities,
  readTipFields,
  tipCountries,
  type TipFields,
} from "./tips";
import { TipReferenceTable } from "./tip-reference-table";

const MAX_PEOPLE = 100;

const formFields = (data: FormData) => fieldTexts(Object.values(names), data);

/**
 * A GET form whose result comes from the URL. With JavaScript every change
 * recalculates at once (the URL follows, so the result stays shareable); a
 * bill that is not a number is ignored and the last result stays. Without
 * it, Calcular gorjeta submits the form and the server answers with the result.
 */
export function TipCalculator() {
  const id = useId();
  const hydrated = useHydrated();
  const [params, setSearchParams] = useSearchParams();
  const shown = readTipFields(Object.fromEntries(params));
  // What the form holds now: the country renames the bill's currency and the percentages before any result.
  const [current, setCurrent] = useState<TipFields>(shown);
  const peopleRef = useRef<HTMLInputElement>(null);
  const country = getTipCountry(current.country);

  function recalculate(form: HTMLFormElement) {
    const fields = formFields(new FormData(form));
    const next = readTipFields(fields);
    setCurrent(next);
    if (next.bill === null) return;
    const query = new URLSearchParams(fields);
    if (query.toString() !== params.toString()) setSearchParams(query, { replace: true, preventScrollReset: true });
  }

  function stepPeople(delta: number) {
    const input = peopleRef.current;
    if (!input?.form) return;
    input.value = String(Math.min(MAX_PEOPLE, Math.max(1, current.people + delta)));
    recalculate(input.form);
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <ToolForm
        accept={(form) => readTipFields(formFields(form)).bill !== null}
        onChange={(event) => recalculate(event.currentTarget)}
        className="flex flex-col gap-6 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-pais`}>País</Label>
          <NativeSelect id={`${id}-pais`} name={names.pais} defaultValue={shown.country}>
            {tipCountries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nome}
              </option>
            ))}
          </NativeSelect>
        </div>

        <div className="grid gap-2">
          <Label htmlFor={`${id}-conta`}>Valor da conta ({country.moeda.simbolo})</Label>
          <DecimalInput
            id={`${id}-conta`}
            name={names.conta}
            defaultValue={useQueryValue(names.conta)}
            placeholder={country.moeda.casas === 0 ? "0" : "0,00"}
            aria-describedby={`${id}-conta-dica`}
          />
          <p id={`${id}-conta-dica`} className="text-sm text-muted-foreground">
            {country.baseDaConta} Valores em {country.moeda.nome} ({country.moeda.codigo}).
          </p>
        </div>

        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">Qualidade do serviço</legend>
          <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,6rem),1fr))] gap-2">
            {qualities.map((q) => (
              <label
                key={q.id}
                className="flex cursor-pointer flex-col items-start gap-1 rounded-lg border bg-background p-3 text-sm font-medium transition-colors hover:bg-accent has-checked:border-primary has-checked:bg-accent"
              >
                <span className="flex max-w-full flex-wrap items-center gap-2">
                  <NativeRadio name={names.qualidade} value={q.id} defaultChecked={q.id === shown.quality} />
                  {/* A word a little too long runs into the tile's padding rather than breaking; one longer than the
                      tile (large text on a phone) goes under the radio. */}
                  <span className="min-w-0 [overflow-wrap:normal]">{q.nome}</span>
                </span>
                <span className="pl-7 font-normal text-muted-foreground">{country.percentuais[q.id]}%</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="grid gap-2">
          <Label htmlFor={`${id}-pessoas`}>Dividir entre</Label>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="button"
              variant="outline"
              size="icon"
              onClick={() => stepPeople(-1)}
              disabled={!hydrated || current.people <= 1}
              aria-label="Uma pessoa a menos"
            >
              <Icon name="minus" aria-hidden="true" />
            </Button>
            <div className="w-20">
              <Input
                ref={peopleRef}
                id={`${id}-pessoas`}
                name={names.pessoas}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={String(shown.people)}
                className="text-center"
                aria-describedby={`${id}-pessoas-dica`}
              />
            </div>
            <Button
              type="button"
              variant="outline"
              size="icon"
              onClick={() => stepPeople(1)}
              disabled={!hydrated || current.people >= MAX_PEOPLE}
              aria-label="Uma pessoa a mais"
            >
              <Icon name="plus" aria-hidden="true" />
            </Button>
            <span id={`${id}-pessoas-dica`} className="text-sm text-muted-foreground">
              {current.people === 1 ? "pessoa" : "pessoas"}
            </span>
          </div>
        </div>

        <CalculateButton className="sm:self-start">Calcular gorjeta</CalculateButton>
      </ToolForm>

      <div className="flex flex-col gap-6">
        {shown.bill === null ? (
          <div className="flex items-center gap-3 rounded-xl border border-dashed p-5 text-sm text-muted-foreground sm:p-6">
            <Icon name="receipt" aria-hidden="true" className="size-5 shrink-0" />
            Digite o valor da conta para ver a gorjeta, o total e quanto cada um paga.
          </div>
        ) : null}
        <div>
          <ResultLive label="Resultado da gorjeta">
            {shown.bill === null ? null : <TipResult fields={shown} bill={shown.bill} />}
          </ResultLive>
          {shown.bill === null ? null : (
            <AgencyBridge title="Atendimento nota 10 também se anuncia">
              Quem atende bem merece ser encontrado. Mostramos, sem custo, como anúncios no Google e no Instagram levam
              mais clientes até o seu restaurante, bar ou serviço.
            </AgencyBridge>
          )}
        </div>

        <section aria-labelledby={`${id}-costume`} className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
          <h2 id={`${id}-costume`} className="font-heading text-lg font-semibold">
            Gorjeta {country.local}
          </h2>
          <p className="mt-2 leading-relaxed text-muted-foreground">{country.explicacao}</p>
        </section>
      </div>

      <TipReferenceTable selected={current.country} className="lg:col-span-2" />
    </div>
  );
}

function TipResult({ fields, bill }: { fields: TipFields; bill: number }) {
  const { country: countryId, quality, people } = fields;
  const country = getTipCountry(countryId);
  const result = calculateTip(bill, countryId, quality, people);
  const money = (value: number) => formatMoney(value, country.moeda);
  const qualityName = qualities.find((q) => q.id === quality)?.nome.toLowerCase() ?? quality;
  return (
    <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <p className="text-sm text-muted-foreground">
        Conta de {money(bill)}, serviço {qualityName} {country.local}
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg bg-muted p-4">
          <dt className="text-sm text-muted-foreground">Gorjeta ({result.percentual}%)</dt>
          <dd className="mt-1 font-heading text-2xl font-bold tabular-nums">{money(result.gorjeta)}</dd>
        </div>
        <div className="rounded-lg bg-primary p-4 text-primary-foreground">
          <dt className="text-sm opacity-90">Total a pagar</dt>
          <dd className="mt-1 font-heading text-2xl font-bold tabular-nums">{money(result.total)}</dd>
        </div>
        {result.pessoas > 1 ? (
          <div className="rounded-lg border p-4 sm:col-span-2">
            <dt className="text-sm text-muted-foreground">Por pessoa ({result.pessoas} pessoas)</dt>
            <dd className="mt-1 font-heading text-2xl font-bold tabular-nums">{money(result.porPessoa)}</dd>
          </div>
        ) : null}
      </dl>
      <ShareResult className="mt-4" />
    </div>
  );
}
