import { useId, useState } from "react";
import { Minus, Plus, Receipt } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { NativeSelect } from "~/components/ui/native-select";
import { DecimalInput } from "~/features/tools/components/decimal-input";
import { ResultLive } from "~/features/tools/components/result-live";
import { parseBrazilianNumber } from "~/lib/numbers";
import { cn } from "~/lib/utils";
import {
  calculateTip,
  defaultCountry,
  defaultQuality,
  formatMoney,
  getTipCountry,
  isCountryId,
  isQuality,
  parsePeople,
  qualities,
  tipCountries,
  type CountryId,
  type Quality,
} from "./tips";
import { TipReferenceTable } from "./tip-reference-table";

const MAX_PEOPLE = 100;

export function TipCalculator() {
  const id = useId();
  const [countryId, setCountryId] = useState<CountryId>(defaultCountry);
  const [quality, setQuality] = useState<Quality>(defaultQuality);
  const [billText, setBillText] = useState("");
  const [peopleText, setPeopleText] = useState("1");
  // The last bill that parsed: invalid typing is ignored and leaves the result as it was.
  const [bill, setBill] = useState<number | null>(null);

  const country = getTipCountry(countryId);
  const people = parsePeople(peopleText);
  const result = bill === null ? null : calculateTip(bill, countryId, quality, people);
  const money = (value: number) => formatMoney(value, country.moeda);
  const qualityName = qualities.find((q) => q.id === quality)?.nome.toLowerCase() ?? quality;

  function changeBill(text: string) {
    setBillText(text);
    const value = parseBrazilianNumber(text);
    if (value !== null && value >= 0) setBill(value);
  }

  function stepPeople(delta: number) {
    setPeopleText(String(Math.min(MAX_PEOPLE, Math.max(1, people + delta))));
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <div className="flex flex-col gap-6 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-pais`}>País</Label>
          <NativeSelect
            id={`${id}-pais`}
            value={countryId}
            onChange={(event) => isCountryId(event.target.value) && setCountryId(event.target.value)}
          >
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
            value={billText}
            onChange={(event) => changeBill(event.target.value)}
            placeholder={country.moeda.casas === 0 ? "0" : "0,00"}
            aria-describedby={`${id}-conta-dica`}
          />
          <p id={`${id}-conta-dica`} className="text-sm text-muted-foreground">
            {country.baseDaConta} Valores em {country.moeda.nome} ({country.moeda.codigo}).
          </p>
        </div>

        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">Qualidade do serviço</legend>
          <RadioGroup
            value={quality}
            onValueChange={(value) => isQuality(value) && setQuality(value)}
            className="grid grid-cols-2 gap-2 sm:grid-cols-4"
          >
            {qualities.map((q) => (
              <Label
                key={q.id}
                htmlFor={`${id}-qualidade-${q.id}`}
                className={cn(
                  "flex cursor-pointer flex-col items-start gap-1 rounded-lg border bg-background p-3 transition-colors hover:bg-accent",
                  "has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent",
                )}
              >
                <span className="flex items-center gap-2">
                  <RadioGroupItem id={`${id}-qualidade-${q.id}`} value={q.id} />
                  {q.nome}
                </span>
                <span className="pl-7 text-sm font-normal text-muted-foreground">{country.percentuais[q.id]}%</span>
              </Label>
            ))}
          </RadioGroup>
        </fieldset>

        <div className="grid gap-2">
          <Label htmlFor={`${id}-pessoas`}>Dividir entre</Label>
          <div className="flex items-center gap-2">
            <Button
              type="button"
              variant="outline"
              size="icon"
              onClick={() => stepPeople(-1)}
              disabled={people <= 1}
              aria-label="Uma pessoa a menos"
            >
              <Minus aria-hidden="true" />
            </Button>
            <div className="w-20">
              <Input
                id={`${id}-pessoas`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={peopleText}
                onChange={(event) => setPeopleText(event.target.value)}
                className="text-center"
                aria-describedby={`${id}-pessoas-dica`}
              />
            </div>
            <Button
              type="button"
              variant="outline"
              size="icon"
              onClick={() => stepPeople(1)}
              disabled={people >= MAX_PEOPLE}
              aria-label="Uma pessoa a mais"
            >
              <Plus aria-hidden="true" />
            </Button>
            <span id={`${id}-pessoas-dica`} className="text-sm text-muted-foreground">
              {people === 1 ? "pessoa" : "pessoas"}
            </span>
          </div>
        </div>
      </div>

      <div className="flex flex-col gap-6">
        {result ? null : (
          <div className="flex items-center gap-3 rounded-xl border border-dashed p-5 text-sm text-muted-foreground sm:p-6">
            <Receipt aria-hidden="true" className="size-5 shrink-0" />
            Digite o valor da conta para ver a gorjeta, o total e quanto cada um paga.
          </div>
        )}
        <ResultLive label="Resultado da gorjeta">
          {result ? (
            <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
              <p className="text-sm text-muted-foreground">
                Conta de {money(bill ?? 0)}, serviço {qualityName} {country.local}
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
            </div>
          ) : null}
        </ResultLive>

        <section aria-labelledby={`${id}-costume`} className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
          <h2 id={`${id}-costume`} className="font-heading text-lg font-semibold">
            Gorjeta {country.local}
          </h2>
          <p className="mt-2 leading-relaxed text-muted-foreground">{country.explicacao}</p>
        </section>
      </div>

      <TipReferenceTable selected={countryId} className="lg:col-span-2" />
    </div>
  );
}
