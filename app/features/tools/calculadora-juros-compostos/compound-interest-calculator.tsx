import { Suspense } from "react";
import { Icon } from "~/components/ui/icon";
import { Button } from "~/components/ui/button";
import { AgencyBridge } from "~/features/tools/components/agency-bridge";
import { LimitAlert } from "~/features/tools/components/limit-alert";
import { DecimalField } from "~/features/tools/components/decimal-field";
import { ResultLive } from "~/features/tools/components/result-live";
import { resultPart } from "~/features/tools/components/result-part";
import { ShareResult } from "~/features/tools/components/share-result";
import { ToolForm, useToolFields } from "~/features/tools/components/tool-form";
import type { IndexYear } from "~/features/tools/market-data";
import { formatBRL, formatNumber } from "~/lib/numbers";
import {
  MAX_YEARS,
  calculateCompoundInterest,
  compoundLimitMessage,
  readCompoundInterestFields,
  type CompoundInterestFields,
  type CompoundInterestInput,
  type CompoundInterestResult,
} from "./compound-interest";

// The chart and the year table only matter once there is a result, so their code stays out of the first load.
const GrowthDetails = resultPart(() => import("./growth-details"));

/** The form's field names, which are also the keys of a result's shareable URL. */
const fieldNames = {
  initial: "inicial",
  monthlyContribution: "aporte",
  annualRatePercent: "taxa",
  years: "anos",
} as const satisfies Record<keyof CompoundInterestFields, string>;

function compute(
  text: (name: string) => string,
): { input: CompoundInterestInput; result: CompoundInterestResult } | null {
  const input = readCompoundInterestFields({
    initial: text(fieldNames.initial),
    monthlyContribution: text(fieldNames.monthlyContribution),
    annualRatePercent: text(fieldNames.annualRatePercent),
    years: text(fieldNames.years),
  });
  const result = input ? calculateCompoundInterest(input) : null;
  return input && result ? { input, result } : null;
}

/** A submission goes through when it gives a result, or when it is over the limit (the page then says so). */
function accepted(text: (name: string) => string): boolean {
  return compute(text) !== null || compoundLimitMessage(text(fieldNames.years)) !== null;
}

/**
 * `indices`: the last twelve months of poupança, CDI, Selic and IPCA the server stores, when the page came with
 * them (a result it rendered); otherwise the comparison asks for them once a result shows.
 */
export function CompoundInterestCalculator({ indices }: { indices: IndexYear | null }) {
  const fields = useToolFields(Object.values(fieldNames));
  const computed = fields ? compute((name) => fields[name as keyof typeof fields]) : null;
  const result = computed?.result ?? null;
  const limit = fields ? compoundLimitMessage(fields.anos) : null;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <ToolForm
          accept={(form) => accepted((name) => String(form.get(name) ?? ""))}
          className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
        >
          <DecimalField label="Valor inicial (R$)" name={fieldNames.initial} placeholder="0,00" prefix="R$" />
          <DecimalField
            label="Aporte mensal (R$)"
            name={fieldNames.monthlyContribution}
            placeholder="0,00"
            prefix="R$"
            hint="Depositado no fim de cada mês."
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <DecimalField
              label="Taxa de juros (% ao ano)"
              name={fieldNames.annualRatePercent}
              placeholder="Ex.: 10,5"
              suffix="% a.a."
            />
            <DecimalField
              label="Período (anos)"
              name={fieldNames.years}
              placeholder="Ex.: 10"
              suffix="anos"
              hint={`Até ${MAX_YEARS} anos.`}
            />
          </div>
          <p className="text-sm text-muted-foreground">Campos em branco contam como zero.</p>
          {limit ? <LimitAlert message={limit} /> : null}
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
            <Icon name="calculator" aria-hidden="true" />
            Calcular
          </Button>
        </ToolForm>

        <div>
          <ResultLive>{result ? <Summary result={result} /> : null}</ResultLive>
          {result ? (
            <AgencyBridge title="Quer que o seu negócio cresça como esses juros?">
              Na loja virtual, o que compõe é o lucro reinvestido em anúncios que dão retorno. Mostramos, sem custo,
              quanto investir por mês para fazer as vendas da sua loja crescerem mês após mês.
            </AgencyBridge>
          ) : null}
          {result ? null : (
            <p className="grid min-h-40 place-items-center rounded-xl border border-dashed p-6 text-center text-balance text-muted-foreground">
              Preencha os campos e toque em Calcular para ver quanto o seu dinheiro pode render.
            </p>
          )}
        </div>
      </div>

      {computed && computed.result.byYear.length > 0 ? (
        <Suspense fallback={<div aria-hidden="true" className="h-[22.5rem] rounded-xl border bg-card sm:h-[26rem]" />}>
          <GrowthDetails result={computed.result} input={computed.input} indices={indices} />
        </Suspense>
      ) : null}
    </div>
  );
}

function Summary({ result }: { result: CompoundInterestResult }) {
  const share = result.valorTotal > 0 ? Math.round((result.totalJuros / result.valorTotal) * 100) : 0;
  return (
    <div className="rounded-xl border border-primary/30 bg-accent/50 p-4 sm:p-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-sm font-medium text-muted-foreground">Valor Total Acumulado</dt>
          <dd className="mt-1 font-heading text-3xl font-bold tracking-tight break-words tabular-nums sm:text-4xl">
            {formatBRL(result.valorTotal)}
          </dd>
        </div>
        <div className="rounded-lg bg-card p-3">
          <dt className="text-sm text-muted-foreground">Total Investido</dt>
          <dd className="mt-0.5 text-lg font-semibold tabular-nums">{formatBRL(result.totalInvestido)}</dd>
        </div>
        <div className="rounded-lg bg-card p-3">
          <dt className="text-sm text-muted-foreground">Total em Juros</dt>
          <dd className="mt-0.5 text-lg font-semibold text-success tabular-nums">{formatBRL(result.totalJuros)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-muted-foreground">
        {result.months === 1 ? "Em 1 mês" : `Em ${formatNumber(result.months, 0)} meses`}, os juros respondem por{" "}
        {share}% do valor acumulado.
      </p>
      <ShareResult className="mt-4" />
    </div>
  );
}
