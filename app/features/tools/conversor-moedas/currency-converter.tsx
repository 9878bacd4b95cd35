import { useId } from "react";
import { ArrowLeftRight, Info, LoaderCircle } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { DecimalInput } from "~/features/tools/components/decimal-input";
import { ResultLive } from "~/features/tools/components/result-live";
import { cn } from "~/lib/utils";
import {
  CURRENCIES,
  PANEL_CURRENCIES,
  formatMoney,
  formatRate,
  getRate,
  isCurrencyCode,
  type CurrencyCode,
} from "./currencies";
import { useCurrencyConverter, type TimedConversion } from "./use-currency-converter";

const timeFormat = new Intl.DateTimeFormat("pt-BR", { hour: "2-digit", minute: "2-digit", second: "2-digit" });

export function CurrencyConverter() {
  const converter = useCurrencyConverter({ amountText: "100", from: "USD", to: "BRL" });
  const amountId = useId();
  const fromId = useId();
  const toId = useId();

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <form
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            converter.convert();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={amountId}>Valor</Label>
            <DecimalInput
              id={amountId}
              value={converter.amountText}
              onChange={(event) => converter.setAmountText(event.target.value)}
              placeholder="Ex.: 1.000,50"
              size="lg"
            />
          </div>

          <div className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
            <CurrencySelect id={fromId} label="De" value={converter.from} onChange={converter.setFrom} />
            <Button
              type="button"
              variant="outline"
              size="icon"
              onClick={converter.swap}
              aria-label="Inverter moedas"
              title="Inverter moedas"
              className="justify-self-center sm:mb-0.5"
            >
              <ArrowLeftRight className="rotate-90 sm:rotate-0" />
            </Button>
            <CurrencySelect id={toId} label="Para" value={converter.to} onChange={converter.setTo} />
          </div>

          <Button
            type="submit"
            size="lg"
            disabled={converter.converting}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {converter.converting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {converter.converting ? "Convertendo..." : "Converter"}
          </Button>
        </form>

        <ResultLive className="mt-6">
          {converter.conversion ? <ConversionResult conversion={converter.conversion} /> : null}
        </ResultLive>

        <p className="mt-6 flex gap-2 rounded-lg bg-muted p-3 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Taxas simuladas, apenas para referência. Antes de comprar moeda ou pagar no cartão, confira a cotação do dia
            no seu banco ou casa de câmbio.
          </span>
        </p>
      </div>

      <RatesPanel />
    </div>
  );
}

function CurrencySelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: CurrencyCode;
  onChange: (code: CurrencyCode) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => isCurrencyCode(event.target.value) && onChange(event.target.value)}
      >
        {CURRENCIES.map((currency) => (
          <option key={currency.codigo} value={currency.codigo}>
            {`${currency.codigo} · ${currency.nome}`}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function ConversionResult({ conversion }: { conversion: TimedConversion }) {
  const { amount, from, to, result, rate, inverseRate, updatedAt } = conversion;
  return (
    <div className="rounded-lg border border-primary/30 bg-accent/50 p-4 sm:p-5">
      <p className="text-sm text-muted-foreground">
        {formatMoney(amount, from)} ({from}) equivalem a
      </p>
      <p className="mt-1 font-heading text-3xl font-bold tracking-tight break-words tabular-nums sm:text-4xl">
        {formatMoney(result, to)}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Taxa</dt>
          <dd className="font-medium tabular-nums">
            1 {from} = {formatRate(rate)} {to}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Taxa inversa</dt>
          <dd className="font-medium tabular-nums">
            1 {to} = {formatRate(inverseRate)} {from}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="sr-only">Última atualização</dt>
          <dd className="text-muted-foreground">
            Atualizado às <time dateTime={updatedAt.toISOString()}>{timeFormat.format(updatedAt)}</time>
          </dd>
        </div>
      </dl>
    </div>
  );
}

function RatesPanel() {
  return (
    <aside aria-labelledby="moedas-principais" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="moedas-principais" className="font-heading text-lg font-semibold">
        Moedas principais
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Quanto vale cada moeda em reais, pela tabela simulada.</p>
      <ul className="mt-4 divide-y">
        {PANEL_CURRENCIES.map((currency) => (
          <li key={currency.codigo} className="flex items-center gap-3 py-3">
            <span
              aria-hidden="true"
              className={cn(
                "grid h-10 w-12 shrink-0 place-items-center rounded-full bg-secondary font-bold text-secondary-foreground",
                currency.simbolo.length > 2 ? "text-xs" : "text-sm",
              )}
            >
              {currency.simbolo}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">{currency.codigo}</span>
              <span className="block truncate text-sm text-muted-foreground">{currency.nome}</span>
            </span>
            <span className="text-right text-sm font-medium tabular-nums">
              {currency.codigo === "BRL" ? "moeda base" : `R$ ${formatRate(getRate(currency.codigo, "BRL"))}`}
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
