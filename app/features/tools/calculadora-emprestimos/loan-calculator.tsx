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
import { formatBRL } from "#app/lib/numbers";
import {
  MAX_INSTALLMENTS,
  calculateLoan,
  loanLimitMessage,
  readLoanFields,
  type LoanInput,
  type LoanResult,
} from "./loan";

// The comparison and the month-by-month tables only matter once there is a result.
const LoanDetails = resultPart(() => import("./loan-details"));

interface Calculated {
  input: LoanInput;
  result: LoanResult;
}

/** The form's field names, which are also the keys of a result's shareable URL. */
const fieldNames = ["valor", "taxa", "parcelas"] as const;

type Fields = Record<(typeof fieldNames)[number], string>;

function compute(fields: Fields): Calculated | null {
  const input = readLoanFields({ amount: fields.valor, rate: fields.taxa, installments: fields.parcelas });
  return input ? { input, result: calculateLoan(input) } : null;
}

/** A submission goes through when it gives a result, or when it is over the limit (the page then says so). */
function accepted(fields: Fields): boolean {
  return compute(fields) !== null || loanLimitMessage(fields.parcelas) !== null;
}

export function LoanCalculator() {
  const fields = useToolFields(fieldNames);
  const calculated = fields ? compute(fields) : null;
  const limit = fields ? loanLimitMessage(fields.parcelas) : null;

  return (
    <div className="grid grid-cols-1 gap-6">
      <Calculator>
        <CalculatorForm accept={(form) => accepted(fieldTexts(fieldNames, form))}>
          <DecimalField label="Valor do empréstimo (R$)" name="valor" placeholder="Ex.: 10.000,00" prefix="R$" />
          <div className="grid gap-5 sm:grid-cols-2">
            <DecimalField label="Taxa de juros (% ao mês)" name="taxa" placeholder="Ex.: 1,99" suffix="% a.m." />
            <DecimalField
              label="Número de parcelas"
              name="parcelas"
              placeholder="Ex.: 24"
              suffix="meses"
              hint={`Até ${MAX_INSTALLMENTS}.`}
            />
          </div>
          {limit ? <LimitAlert message={limit} /> : null}
          <CalculateButton />
        </CalculatorForm>

        <CalculatorResult
          bridge={
            <AgencyBridge title="O empréstimo é para a sua loja ou empresa?">
              Anúncios bem planejados trazem as vendas que pagam as parcelas. Mostramos sem custo quanto investir para
              vender mais a cada mês.
            </AgencyBridge>
          }
          placeholder="Informe o valor, a taxa mensal e o número de parcelas e toque em Calcular para ver a parcela e o custo total."
        >
          {calculated ? <Summary calculated={calculated} /> : null}
        </CalculatorResult>
      </Calculator>

      {calculated ? (
        <Suspense fallback={<div aria-hidden="true" className="min-h-[28rem] rounded-xl border bg-card" />}>
          <LoanDetails input={calculated.input} />
        </Suspense>
      ) : null}
    </div>
  );
}

function Summary({ calculated: { input, result } }: { calculated: Calculated }) {
  return (
    <ResultTile>
      <dl className="grid gap-4 sm:grid-cols-2">
        <ResultHeadline label="Parcela mensal (Tabela Price)" size="long">
          {input.installments}× {formatBRL(result.valorParcela)}
        </ResultHeadline>
        <ResultStat label="Custo total">{formatBRL(result.custoTotal)}</ResultStat>
        <ResultStat label="Total de juros">{formatBRL(result.totalJuros)}</ResultStat>
      </dl>
    </ResultTile>
  );
}
