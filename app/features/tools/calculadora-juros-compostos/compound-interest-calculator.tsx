import { Suspense } from "react";
import { AgencyBridge } from "#app/features/tools/components/agency-bridge";
import { CalculateButton } from "#app/features/tools/components/calculate-button";
import { Calculator } from "#app/features/tools/components/calculator";
import { CalculatorForm } from "#app/features/tools/components/calculator-form";
import { CalculatorResult } from "#app/features/tools/components/calculator-result";
import { LimitAlert } from "#app/features/tools/components/limit-alert";
import { DecimalField } from "#app/features/tools/components/decimal-field";
import { resultPart } from "#app/features/tools/components/result-part";
import { ResultHeadline, ResultStat, ResultTile } from "#app/features/tools/components/result-tile";
import { fieldTexts, useToolFields } from "#app/features/tools/components/tool-form";
import type { IndexYear } from "#app/features/tools/market-data";
import { formatBRL, formatNumber } from "#app/lib/numbers";
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

type Fields = Record<(typeof fieldNames)[keyof typeof fieldNames], string>;

function compute(fields: Fields): { input: CompoundInterestInput; result: CompoundInterestResult } | null {
  const input = readCompoundInterestFields({
    initial: fields[fieldNames.initial],
    monthlyContribution: fields[fieldNames.monthlyContribution],
    annualRatePercent: fields[fieldNames.annualRatePercent],
    years: fields[fieldNames.years],
  });
  const result = input ? calculateCompoundInterest(input) : null;
  return input && result ? { input, result } : null;
}

/** A submission goes through when it gives a result, or when it is over the limit (the page then says so). */
function accepted(fields: Fields): boolean {
  return compute(fields) !== null || compoundLimitMessage(fields[fieldNames.years]) !== null;
}

/**
 * `indices`: the last twelve months of poupança, CDI, Selic and IPCA the server stores, when the page came with
 * them (a result it rendered); otherwise the comparison asks for them once a result shows.
 */
export function CompoundInterestCalculator({ indices }: { indices: IndexYear | null }) {
  const fields = useToolFields(Object.values(fieldNames));
  const computed = fields ? compute(fields) : null;
  const result = computed?.result ?? null;
  const limit = fields ? compoundLimitMessage(fields.anos) : null;

  return (
    <div className="grid grid-cols-1 gap-6">
      <Calculator>
        <CalculatorForm accept={(form) => accepted(fieldTexts(Object.values(fieldNames), form))}>
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
          <CalculateButton />
        </CalculatorForm>

        <CalculatorResult
          bridge={
            <AgencyBridge title="Quer que o seu negócio cresça como esses juros?">
              Na loja virtual, o que compõe é o lucro reinvestido em anúncios que dão retorno. Mostramos, sem custo,
              quanto investir por mês para fazer as vendas da sua loja crescerem mês após mês.
            </AgencyBridge>
          }
          placeholder="Preencha os campos e toque em Calcular para ver quanto o seu dinheiro pode render."
        >
          {result ? <Summary result={result} /> : null}
        </CalculatorResult>
      </Calculator>

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
    <ResultTile>
      <dl className="grid gap-4 sm:grid-cols-2">
        <ResultHeadline label="Valor Total Acumulado" size="long">
          {formatBRL(result.valorTotal)}
        </ResultHeadline>
        <ResultStat label="Total Investido">{formatBRL(result.totalInvestido)}</ResultStat>
        <ResultStat label="Total em Juros" className="text-success">
          {formatBRL(result.totalJuros)}
        </ResultStat>
      </dl>
      <p className="mt-4 text-sm text-muted-foreground">
        {result.months === 1 ? "Em 1 mês" : `Em ${formatNumber(result.months, 0)} meses`}, os juros respondem por{" "}
        {share}% do valor acumulado.
      </p>
    </ResultTile>
  );
}
