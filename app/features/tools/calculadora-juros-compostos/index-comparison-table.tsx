import { useEffect, useId, useState } from "react";
import { MARKET_DATA_ENDPOINT, type IndexYear, type MarketData } from "#app/features/tools/market-data";
import { formatBRL, formatNumber } from "#app/lib/numbers";
import type { CompoundInterestInput } from "./compound-interest";
import { compareWithIndices, monthLabel, type ComparisonId } from "./index-comparison";

let requested: Promise<IndexYear | null> | null = null;

/**
 * The indices the page came with (a result the server rendered), or, on a page
 * prerendered without them, the ones the server stores, asked for once (again
 * on a later result if the answer had none: the endpoint is cached for an hour).
 * Null while unknown or when the server has none: the comparison is then absent.
 */
function useIndexYear(fromPage: IndexYear | null): IndexYear | null {
  const [fetched, setFetched] = useState<IndexYear | null>(null);
  useEffect(() => {
    if (fromPage) return;
    let current = true;
    requested ??= fetch(MARKET_DATA_ENDPOINT)
      .then((response) => (response.ok ? (response.json() as Promise<MarketData>) : null))
      .then(
        (data) => data?.indices ?? null,
        () => null,
      )
      .then((year) => {
        if (!year) requested = null;
        return year;
      });
    void requested.then((year) => {
      if (current) setFetched(year);
    });
    return () => {
      current = false;
    };
  }, [fromPage]);
  return fromPage ?? fetched;
}

function formatPercent(value: number): string {
  return `${value > 0 ? "+" : ""}${formatNumber(value, 2)}%`;
}

function label(id: ComparisonId, annualRatePercent: number): string {
  if (id === "simulacao") return `Sua simulação (${formatNumber(annualRatePercent, 0, 2)}% ao ano)`;
  return { poupanca: "Poupança", cdi: "100% do CDI", selic: "Taxa Selic" }[id];
}

/**
 * "E nos últimos 12 meses?": the visitor's money in poupança, CDI and Selic
 * over the last twelve months the Banco Central published, beside the
 * simulation's own first year, and each one's gain above the IPCA.
 */
export function IndexComparisonTable({ input, indices }: { input: CompoundInterestInput; indices: IndexYear | null }) {
  const headingId = useId();
  const year = useIndexYear(indices);
  const comparison = year ? compareWithIndices(input, year) : null;
  if (!comparison) return null;
  return (
    <section className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="font-heading text-lg font-semibold">
        E nos últimos 12 meses?
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Os mesmos {formatBRL(input.initial)} iniciais e {formatBRL(input.monthlyContribution)} por mês, de{" "}
        {monthLabel(comparison.from)} a {monthLabel(comparison.to)}, pelas taxas que o Banco Central publicou:{" "}
        {formatBRL(comparison.invested)} investidos no total.
      </p>
      <p className="mt-1 text-sm text-muted-foreground sm:hidden">Deslize a tabela para ver todas as colunas.</p>
      <div
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-lg border focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
      >
        <table className="w-full min-w-[34rem] text-sm tabular-nums">
          <caption className="sr-only">
            Rendimento em 12 meses, valor ao fim e ganho acima da inflação de cada aplicação
          </caption>
          <thead className="bg-muted text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Aplicação
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Rendimento em 12 meses
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Valor ao fim
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Ganho real (acima do IPCA)
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {comparison.rows.map((row) => (
              <tr key={row.id} className={row.id === "simulacao" ? "bg-accent/40" : undefined}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {label(row.id, input.annualRatePercent)}
                </th>
                <td className="px-3 py-2 text-right">{formatPercent(row.periodPercent)}</td>
                <td className="px-3 py-2 text-right font-semibold">{formatBRL(row.finalValue)}</td>
                <td className={`px-3 py-2 text-right ${row.realGain < 0 ? "text-destructive" : "text-success"}`}>
                  {formatPercent(row.realPercent)} ({formatBRL(row.realGain)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-muted-foreground">
        Inflação (IPCA) no período: {formatPercent(comparison.ipcaPercent)}. Ganho real é o que sobra acima da inflação,
        corrigindo cada real investido pelo IPCA até o fim. Valores brutos, antes do imposto de renda. Fonte: Banco
        Central do Brasil, séries do SGS: poupança (195), CDI (4391), Selic (4390) e IPCA (433).
      </p>
    </section>
  );
}
