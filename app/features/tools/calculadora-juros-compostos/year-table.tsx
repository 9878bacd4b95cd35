import { useId } from "react";
import { formatBRL, formatNumber } from "#app/lib/numbers";
import type { CompoundInterestYear } from "./compound-interest";

/** Year-by-year balances; long periods scroll inside a keyboard-focusable region. */
export function YearTable({ rows }: { rows: readonly CompoundInterestYear[] }) {
  const headingId = useId();
  return (
    <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="font-heading text-lg font-semibold">
        Evolução ano a ano
      </h2>
      <p className="mt-1 text-sm text-muted-foreground sm:hidden">
        Deslize a tabela para o lado para ver todas as colunas.
      </p>
      <div
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        className="mt-4 max-h-[28rem] overflow-auto rounded-lg border focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
      >
        <table className="w-full min-w-[34rem] text-sm tabular-nums">
          <caption className="sr-only">Total investido, juros acumulados e valor acumulado ao fim de cada ano</caption>
          <thead className="sticky top-0 bg-muted text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium sm:px-4">
                Ano
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Total investido
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Juros acumulados
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium sm:px-4">
                Valor acumulado
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr key={row.year}>
                <th scope="row" className="px-3 py-2 text-left font-medium sm:px-4">
                  {row.months % 12 === 0 ? row.year : `${formatNumber(row.months / 12, 0, 1)} (${row.months} meses)`}
                </th>
                <td className="px-3 py-2 text-right">{formatBRL(row.totalInvestido)}</td>
                <td className="px-3 py-2 text-right">{formatBRL(row.totalJuros)}</td>
                <td className="px-3 py-2 text-right font-semibold sm:px-4">{formatBRL(row.valorTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
