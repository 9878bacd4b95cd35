import { useId } from "react";
import { RadioTabs } from "#app/components/ui/radio-tabs";
import { formatBRL } from "#app/lib/numbers";
import { AmortizationTable } from "./amortization-table";
import { priceSchedule, sacSchedule, summarizeSchedule, type LoanInput } from "./loan";

/** Price against SAC for the same loan, and both month-by-month tables (tabs that need no script). */
export default function LoanDetails({ input }: { input: LoanInput }) {
  const comparisonCaptionId = useId();
  const price = priceSchedule(input);
  const sac = sacSchedule(input);
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
