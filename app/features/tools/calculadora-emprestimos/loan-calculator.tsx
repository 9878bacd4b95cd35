import { useId, useMemo } from "react";
import { Calculator } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { RadioTabs } from "~/components/ui/radio-tabs";
import { AgencyBridge } from "~/features/tools/components/agency-bridge";
import { DecimalField } from "~/features/tools/components/decimal-field";
import { ResultLive } from "~/features/tools/components/result-live";
import { ShareResult } from "~/features/tools/components/share-result";
import { ToolForm, useToolFields } from "~/features/tools/components/tool-form";
import { formatBRL } from "~/lib/numbers";
import { AmortizationTable } from "./amortization-table";
import {
  calculateLoan,
  priceSchedule,
  readLoanFields,
  sacSchedule,
  summarizeSchedule,
  type LoanInput,
  type LoanResult,
} from "./loan";

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

export function LoanCalculator() {
  const fields = useToolFields(fieldNames);
  const calculated = fields ? compute((name) => fields[name]) : null;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <ToolForm
          accept={(form) => compute((name) => String(form.get(name) ?? "")) !== null}
          className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
        >
          <DecimalField label="Valor do empréstimo (R$)" name="valor" placeholder="Ex.: 10.000,00" prefix="R$" />
          <div className="grid gap-5 sm:grid-cols-2">
            <DecimalField label="Taxa de juros (% ao mês)" name="taxa" placeholder="Ex.: 1,99" suffix="% a.m." />
            <DecimalField label="Número de parcelas" name="parcelas" placeholder="Ex.: 24" suffix="meses" />
          </div>
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
            <Calculator aria-hidden="true" />
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

      {calculated ? <Details input={calculated.input} /> : null}
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

function Details({ input }: { input: LoanInput }) {
  const comparisonCaptionId = useId();
  const price = useMemo(() => priceSchedule(input), [input]);
  const sac = useMemo(() => sacSchedule(input), [input]);
  const priceSummary = summarizeSchedule(price);
  const sacSummary = summarizeSchedule(sac);
  const savings = priceSummary.totalJuros - sacSummary.totalJuros;

  const comparison = [
    { label: "Primeira parcela", price: priceSummary.primeiraParcela, sac: sacSummary.primeiraParcela },
    { label: "Última parcela", price: priceSummary.ultimaParcela, sac: sacSummary.ultimaParcela },
    { label: "Total de juros", price: priceSummary.totalJuros, sac: sacSummary.totalJuros },
    { label: "Custo total", price: priceSummary.custoTotal, sac: sacSummary.custoTotal },
  ];

  return (
    <>
      <section
        aria-labelledby="comparacao-sac"
        className="grid grid-cols-1 gap-x-8 gap-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
      >
        <div>
          <h2 id="comparacao-sac" className="font-heading text-lg font-semibold">
            Price ou SAC?
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Na Tabela Price as parcelas são iguais do começo ao fim. No SAC a amortização é igual todo mês: as parcelas
            começam maiores e vão caindo, e o total de juros fica menor.
          </p>
          <p className="mt-4 rounded-lg bg-muted p-3 text-sm">
            {savings > 0.005
              ? `No SAC você pagaria ${formatBRL(savings)} a menos de juros, em troca de uma primeira parcela ${formatBRL(
                  sacSummary.primeiraParcela - priceSummary.primeiraParcela,
                )} maior.`
              : "Neste caso os dois sistemas resultam nas mesmas parcelas e no mesmo custo."}
          </p>
        </div>
        <div
          role="region"
          aria-labelledby={comparisonCaptionId}
          tabIndex={0}
          className="overflow-x-auto rounded-md focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
        >
          <table className="w-full min-w-[18rem] text-sm tabular-nums">
            <caption id={comparisonCaptionId} className="sr-only">
              Comparação entre Tabela Price e SAC para o mesmo empréstimo
            </caption>
            <thead>
              <tr className="border-b">
                <td className="py-2 pr-3" />
                <th scope="col" className="px-3 py-2 text-right align-bottom">
                  <span className="block font-semibold">Price</span>
                  <span className="block text-xs font-normal text-muted-foreground">parcelas fixas</span>
                </th>
                <th scope="col" className="py-2 pl-3 text-right align-bottom">
                  <span className="block font-semibold">SAC</span>
                  <span className="block text-xs font-normal text-muted-foreground">parcelas decrescentes</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {comparison.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="py-2.5 pr-3 text-left font-medium">
                    {row.label}
                  </th>
                  <td className="px-3 py-2.5 text-right">{formatBRL(row.price)}</td>
                  <td className="py-2.5 pl-3 text-right">{formatBRL(row.sac)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="tabela-amortizacao" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <h2 id="tabela-amortizacao" className="font-heading text-lg font-semibold">
          Tabela de amortização mês a mês
        </h2>
        <p className="mt-1 text-sm text-muted-foreground sm:hidden">
          Deslize a tabela para o lado para ver todas as colunas.
        </p>
        <RadioTabs
          name="sistema"
          legend="Sistema de amortização"
          className="mt-4 gap-3"
          tabs={[
            {
              value: "price",
              label: "Tabela Price",
              panel: <AmortizationTable rows={price} caption="Amortização pela Tabela Price, mês a mês" />,
            },
            {
              value: "sac",
              label: "SAC",
              panel: <AmortizationTable rows={sac} caption="Amortização pelo SAC, mês a mês" />,
            },
          ]}
        />
      </section>
    </>
  );
}
