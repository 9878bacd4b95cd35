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
import { formatBRL } from "~/lib/numbers";
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

function compute(text: (name: (typeof fieldNames)[number]) => string): Calculated | null {
  const input = readLoanFields({ amount: text("valor"), rate: text("taxa"), installments: text("parcelas") });
  return input ? { input, result: calculateLoan(input) } : null;
}

/** A submission goes through when it gives a result, or when it is over the limit (the page then says so). */
function accepted(text: (name: (typeof fieldNames)[number]) => string): boolean {
  return compute(text) !== null || loanLimitMessage(text("parcelas")) !== null;
}

export function LoanCalculator() {
  const fields = useToolFields(fieldNames);
  const calculated = fields ? compute((name) => fields[name]) : null;
  const limit = fields ? loanLimitMessage(fields.parcelas) : null;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <ToolForm
          accept={(form) => accepted((name) => String(form.get(name) ?? ""))}
          className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
        >
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
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
            <Icon name="calculator" aria-hidden="true" />
            Calcular
          </Button>
        </ToolForm>

        <div>
          <ResultLive>{calculated ? <Summary calculated={calculated} /> : null}</ResultLive>
          {calculated ? (
            <AgencyBridge title="O empréstimo é para a sua loja ou empresa?">
              Anúncios bem planejados trazem as vendas que pagam as parcelas. Mostramos sem custo quanto investir para
              vender mais a cada mês.
            </AgencyBridge>
          ) : (
            <p className="grid min-h-40 place-items-center rounded-xl border border-dashed p-6 text-center text-balance text-muted-foreground">
              Informe o valor, a taxa mensal e o número de parcelas e toque em Calcular para ver a parcela e o custo
              total.
            </p>
          )}
        </div>
      </div>

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
    <div className="rounded-xl border border-primary/30 bg-accent/50 p-4 sm:p-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-sm font-medium text-muted-foreground">Parcela mensal (Tabela Price)</dt>
          <dd className="mt-1 font-heading text-3xl font-bold tracking-tight break-words tabular-nums sm:text-4xl">
            {input.installments}× {formatBRL(result.valorParcela)}
          </dd>
        </div>
        <div className="rounded-lg bg-card p-3">
          <dt className="text-sm text-muted-foreground">Custo total</dt>
          <dd className="mt-0.5 text-lg font-semibold tabular-nums">{formatBRL(result.custoTotal)}</dd>
        </div>
        <div className="rounded-lg bg-card p-3">
          <dt className="text-sm text-muted-foreground">Total de juros</dt>
          <dd className="mt-0.5 text-lg font-semibold tabular-nums">{formatBRL(result.totalJuros)}</dd>
        </div>
      </dl>
      <ShareResult className="mt-4" />
    </div>
  );
}
