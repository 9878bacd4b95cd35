import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { AgencyBridge } from "#app/features/tools/components/agency-bridge";
import { DecimalInput } from "#app/features/tools/components/decimal-input";
import { ResultLive } from "#app/features/tools/components/result-live";
import { ShareResult } from "#app/features/tools/components/share-result";
import { ToolForm } from "#app/features/tools/components/tool-form";
import { useHydrated } from "#app/lib/hydration";
import type { PtaxQuotes } from "#app/features/tools/market-data";
import { cn } from "#app/lib/utils";
import {
  CONVERSION_FIELDS as names,
  CURRENCIES,
  DEFAULT_FROM,
  DEFAULT_TO,
  PANEL_CURRENCIES,
  formatMoney,
  formatQuote,
  formatDay,
  formatRate,
  getCurrency,
  getRate,
  olderQuoteDay,
  olderQuotesNote,
  ptaxQuote,
  ptaxSource,
  readConversion,
  unquotedNote,
  type Conversion,
  type Converted,
  type CurrencyCode,
} from "./currencies";
import { useCurrencyConverter } from "./use-currency-converter";

function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(Object.values(names).map((name) => [name, String(data.get(name) ?? "")]));
}

/**
 * A GET form whose result comes from the URL: without JavaScript, Converter
 * asks the server. With it, the spec's timing applies (see
 * useCurrencyConverter) and the URL follows each conversion. `quotes` are the
 * stored Banco Central quotes (null until one was ever fetched: only the pairs the spec's simulated table names
 * convert, marked simulated; the others say the rate is unavailable). The result has no "updated at" clock: a
 * real rate shows its bulletin's date, and a simulated one has no date to show (decision 067).
 */
export function CurrencyConverter({ quotes }: { quotes: PtaxQuotes | null }) {
  const [params, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  // The fields start from the URL once; later URL changes only follow what the fields hold.
  const [initial] = useState(() => ({
    valor: params.get(names.valor) ?? "100",
    de: params.get(names.de) ?? DEFAULT_FROM,
    para: params.get(names.para) ?? DEFAULT_TO,
  }));
  const conversion = params.has(names.valor) ? readConversion(Object.fromEntries(params), quotes) : null;
  const converter = useCurrencyConverter((fields) => {
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
          {conversion ? <ConversionResult conversion={conversion} quotes={quotes} /> : null}
        </ResultLive>
        {conversion ? (
          <AgencyBridge title="Vende para turistas ou para fora do país?">
            Anúncios certos trazem clientes de outras cidades e países até o seu negócio. Mostramos, sem custo, onde e
            como anunciar para quem está viajando.
          </AgencyBridge>
        ) : null}

        <p className="mt-6 flex gap-2 rounded-lg bg-muted p-3 text-sm text-muted-foreground">
          <Icon name="info" className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {quotes ? (
            <span className="min-w-0">
              {ptaxSource(quotes)}: a conversão usa a taxa de venda, referência de contratos e do IOF.{" "}
              {olderQuotesNote(quotes)} {unquotedNote(quotes)} Na hora de comprar moeda ou pagar no cartão, o banco ou a
              casa de câmbio cobra spread, IOF e tarifas.
            </span>
          ) : (
            <span>
              Ainda não obtivemos as cotações do Banco Central: só convertemos os pares da tabela simulada. Taxas
              simuladas, apenas para referência. Antes de comprar moeda ou pagar no cartão, confira a cotação do dia no
              seu banco ou casa de câmbio.
            </span>
          )}
        </p>
      </div>

      <RatesPanel quotes={quotes} />
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

function ConversionResult({ conversion, quotes }: { conversion: Conversion; quotes: PtaxQuotes | null }) {
  const { amount, from, to, converted } = conversion;
  if (!converted) return <UnavailableRate from={from} to={to} />;
  return <ConvertedResult amount={amount} from={from} to={to} converted={converted} quotes={quotes} />;
}

/** No rate for the pair: said plainly, with no number (decision 067). */
function UnavailableRate({ from, to }: { from: CurrencyCode; to: CurrencyCode }) {
  return (
    <div className="rounded-lg border border-border bg-muted p-4 sm:p-5">
      <p className="font-heading text-xl font-semibold">Cotação indisponível</p>
      <p className="mt-2 text-sm">
        Ainda não temos a cotação do Banco Central para converter {getCurrency(from).nome.toLowerCase()} ({from}) em{" "}
        {getCurrency(to).nome.toLowerCase()} ({to}), e não mostramos um valor inventado. Tente de novo mais tarde ou
        confira a cotação no seu banco ou casa de câmbio.
      </p>
    </div>
  );
}

function ConvertedResult({
  amount,
  from,
  to,
  converted,
  quotes,
}: {
  amount: number;
  from: CurrencyCode;
  to: CurrencyCode;
  converted: Converted;
  quotes: PtaxQuotes | null;
}) {
  const { result, rate, inverseRate, simulated } = converted;
  // A simulated rate uses no quote: the quotes stored for one side are not what it was computed from.
  const quoted = simulated ? [] : [from, to].filter((code) => ptaxQuote(code, quotes) !== null);
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
        {quotes && quoted.length > 0 ? (
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">{ptaxSource(quotes)}</dt>
            {quoted.map((code) => (
              <QuoteLine key={code} code={code} quotes={quotes} />
            ))}
          </div>
        ) : null}
        {simulated ? (
          <div className="sm:col-span-2">
            <dt className="sr-only">Origem da taxa</dt>
            <dd className="text-muted-foreground">
              Taxa simulada, da tabela fixa de referência: não é a cotação do dia.
            </dd>
          </div>
        ) : null}
      </dl>
      <ShareResult className="mt-4" />
    </div>
  );
}

/** "USD: compra R$ 5,3312 · venda R$ 5,3318", and "(PTAX de 24/11/2026)" when older than the bulletin. */
function QuoteLine({ code, quotes }: { code: CurrencyCode; quotes: PtaxQuotes }) {
  const quote = ptaxQuote(code, quotes);
  if (!quote) return null;
  const olderDay = olderQuoteDay(code, quotes);
  return (
    <dd className="font-medium tabular-nums">
      {code}: compra R$&nbsp;{formatQuote(quote.buy)} · venda R$&nbsp;{formatQuote(quote.sell)}
      {olderDay ? ` (PTAX de ${formatDay(olderDay)})` : null}
    </dd>
  );
}

function RatesPanel({ quotes }: { quotes: PtaxQuotes | null }) {
  return (
    <aside aria-labelledby="moedas-principais" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="moedas-principais" className="font-heading text-lg font-semibold">
        Moedas principais
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {quotes
          ? `Quanto vale cada moeda em reais, na compra e na venda. ${ptaxSource(quotes)}.`
          : "Quanto vale cada moeda em reais, pela tabela simulada."}
      </p>
      <ul className="mt-4 divide-y">
        {PANEL_CURRENCIES.map((currency) => (
          <li key={currency.codigo} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
            <span
              aria-hidden="true"
              className={cn(
                "grid h-10 w-12 shrink-0 place-items-center rounded-full bg-secondary font-bold text-secondary-foreground",
                currency.simbolo.length > 2 ? "text-xs" : "text-sm",
              )}
            >
              {currency.simbolo}
            </span>
            <span className="min-w-0 flex-auto">
              <span className="block font-semibold">{currency.codigo}</span>
              <span className="block text-sm text-muted-foreground">{currency.nome}</span>
            </span>
            <PanelRate code={currency.codigo} quotes={quotes} />
          </li>
        ))}
      </ul>
    </aside>
  );
}

function PanelRate({ code, quotes }: { code: CurrencyCode; quotes: PtaxQuotes | null }) {
  const quote = ptaxQuote(code, quotes);
  if (code === "BRL") return <span className="ml-auto text-right text-sm font-medium">moeda base</span>;
  if (!quote) {
    const rate = getRate(code, "BRL", quotes);
    if (!rate) return <span className="ml-auto text-right text-sm text-muted-foreground">indisponível</span>;
    return (
      <span className="ml-auto text-right text-sm font-medium tabular-nums">
        R$&nbsp;{formatRate(rate.value)}
        <span className="block text-xs font-normal text-muted-foreground">simulada</span>
      </span>
    );
  }
  const olderDay = olderQuoteDay(code, quotes);
  return (
    <span className="ml-auto text-right text-sm tabular-nums">
      <span className="block">
        <span className="text-muted-foreground">compra</span> R$&nbsp;{formatQuote(quote.buy)}
      </span>
      <span className="block font-medium">
        <span className="font-normal text-muted-foreground">venda</span> R$&nbsp;{formatQuote(quote.sell)}
      </span>
      {olderDay ? <span className="block text-xs text-muted-foreground">PTAX de {formatDay(olderDay)}</span> : null}
    </span>
  );
}
