import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Icon } from "~/components/ui/icon";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { AgencyBridge } from "~/features/tools/components/agency-bridge";
import { DecimalInput } from "~/features/tools/components/decimal-input";
import { ResultLive } from "~/features/tools/components/result-live";
import { ShareResult } from "~/features/tools/components/share-result";
import { ToolForm } from "~/features/tools/components/tool-form";
import { useHydrated } from "~/lib/hydration";
import { cn } from "~/lib/utils";
import {
  CONVERSION_FIELDS as names,
  CURRENCIES,
  DEFAULT_FROM,
  DEFAULT_TO,
  PANEL_CURRENCIES,
  formatMoney,
  formatRate,
  getRate,
  readConversion,
  type Conversion,
} from "./currencies";
import { useCurrencyConverter } from "./use-currency-converter";

/**
 * "14:05:09". A server render happens somewhere else than the visitor: it tells the time in Brasília. The browser
 * tells its own time without Intl, whose first use on a page loads the locale data (20–40 ms).
 */
function formatTime(date: Date): string {
  if (import.meta.env.SSR) {
    return new Intl.DateTimeFormat("pt-BR", {
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      timeZone: "America/Sao_Paulo",
    }).format(date);
  }
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((n) => String(n).padStart(2, "0")).join(":");
}

function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(Object.values(names).map((name) => [name, String(data.get(name) ?? "")]));
}

/**
 * A GET form whose result comes from the URL: without JavaScript, Converter
 * asks the server. With it, the spec's timing applies (see
 * useCurrencyConverter) and the URL follows each conversion.
 */
export function CurrencyConverter() {
  const [params, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  // The fields start from the URL once; later URL changes only follow what the fields hold.
  const [initial] = useState(() => ({
    valor: params.get(names.valor) ?? "100",
    de: params.get(names.de) ?? DEFAULT_FROM,
    para: params.get(names.para) ?? DEFAULT_TO,
  }));
  const conversion = params.has(names.valor) ? readConversion(Object.fromEntries(params)) : null;
  const [loadedAt] = useState(() => new Date());
  const [convertedAt, setConvertedAt] = useState<Date | null>(null);
  const converter = useCurrencyConverter((fields) => {
    setConvertedAt(new Date());
    setSearchParams(fields, { replace: true, preventScrollReset: true });
  });
  const amountId = useId();
  const fromId = useId();
  const toId = useId();

  function swap(form: HTMLFormElement | null) {
    if (!form) return;
    const from = form.elements.namedItem(names.de);
    const to = form.elements.namedItem(names.para);
    if (!(from instanceof HTMLSelectElement) || !(to instanceof HTMLSelectElement)) return;
    [from.value, to.value] = [to.value, from.value];
    setSearchParams({}, { replace: true, preventScrollReset: true });
    converter.convertSoon(() => fieldsOf(form));
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <ToolForm
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            converter.convert(fieldsOf(event.currentTarget));
          }}
          onChange={(event) => {
            const form = event.currentTarget;
            converter.convertSoon(() => fieldsOf(form));
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={amountId}>Valor</Label>
            <DecimalInput
              id={amountId}
              name={names.valor}
              defaultValue={initial.valor}
              placeholder="Ex.: 1.000,50"
              size="lg"
            />
          </div>

          <div className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
            <CurrencySelect id={fromId} label="De" name={names.de} defaultValue={initial.de} />
            {hydrated ? (
              <Button
                type="button"
                variant="outline"
                size="icon"
                onClick={(event) => swap(event.currentTarget.form)}
                aria-label="Inverter moedas"
                title="Inverter moedas"
                className="justify-self-center sm:mb-0.5"
              >
                <Icon name="arrow-left-right" className="rotate-90 sm:rotate-0" />
              </Button>
            ) : (
              // Swapping needs the script; until then its place stays empty, so nothing moves when it appears.
              <span aria-hidden="true" className="size-10 justify-self-center sm:mb-0.5" />
            )}
            <CurrencySelect id={toId} label="Para" name={names.para} defaultValue={initial.para} />
          </div>

          <Button
            type="submit"
            size="lg"
            disabled={converter.converting}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {converter.converting ? <Icon name="loader-circle" className="animate-spin" aria-hidden="true" /> : null}
            {converter.converting ? "Convertendo..." : "Converter"}
          </Button>
        </ToolForm>

        <ResultLive className="mt-6">
          {conversion ? <ConversionResult conversion={conversion} updatedAt={convertedAt ?? loadedAt} /> : null}
        </ResultLive>
        {conversion ? (
          <AgencyBridge title="Vende para turistas ou para fora do país?">
            Anúncios certos trazem clientes de outras cidades e países até o seu negócio. Mostramos, sem custo, onde e
            como anunciar para quem está viajando.
          </AgencyBridge>
        ) : null}

        <p className="mt-6 flex gap-2 rounded-lg bg-muted p-3 text-sm text-muted-foreground">
          <Icon name="info" className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0">
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
  name,
  defaultValue,
}: {
  id: string;
  label: string;
  name: string;
  defaultValue: string;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={defaultValue}>
        {CURRENCIES.map((currency) => (
          <option key={currency.codigo} value={currency.codigo}>
            {`${currency.codigo} · ${currency.nome}`}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function ConversionResult({ conversion, updatedAt }: { conversion: Conversion; updatedAt: Date }) {
  const { amount, from, to, result, rate, inverseRate } = conversion;
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
            Atualizado às {/* The server's clock and the browser's differ by the time the page took to arrive. */}
            <time dateTime={updatedAt.toISOString()} suppressHydrationWarning>
              {formatTime(updatedAt)}
            </time>
          </dd>
        </div>
      </dl>
      <ShareResult className="mt-4" />
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
          <li key={currency.codigo} className="flex flex-wrap items-center gap-3 py-3">
            <span
              aria-hidden="true"
              className={cn(
                "grid h-10 w-12 shrink-0 place-items-center rounded-full bg-secondary font-bold text-secondary-foreground",
                currency.simbolo.length > 2 ? "text-xs" : "text-sm",
              )}
            >
              {currency.simbolo}
            </span>
            {/* The rate goes to a line of its own when one cannot hold it beside the name (large text). */}
            <span className="min-w-0 flex-[1_1_6rem]">
              <span className="block font-semibold">{currency.codigo}</span>
              <span className="block text-sm text-muted-foreground">{currency.nome}</span>
            </span>
            <span className="ml-auto text-right text-sm font-medium tabular-nums">
              {currency.codigo === "BRL" ? "moeda base" : `R$ ${formatRate(getRate(currency.codigo, "BRL"))}`}
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
