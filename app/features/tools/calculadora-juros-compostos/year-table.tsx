import { useId } from "react";
import { formatBRL } from "~/lib/numbers";
import type { CompoundInterestYear } from "./compound-interest";

const yearsFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** Year-by-year balances; long periods scroll inside a keyboard-focusable region. */
export function YearTable({ rows }: { rows: readonly CompoundInterestYear[] }) {
  const captionId = useId();
  return (
    <section className="rounded-xl border bg-card shadow-sm">
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="max-h-[28rem] overflow-auto rounded-xl focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <table className="w-full min-w-[36rem] text-sm tabular-nums">
          <caption id={captionId} className="px-4 pt-4 pb-3 text-left font-heading text-base font-semibold sm:px-6">
            Evolução ano a ano
          </caption>
          <thead className="sticky top-0 bg-muted text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2 text-left font-medium sm:px-6">
                Ano
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Total investido
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Juros acumulados
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium sm:px-6">
                Valor acumulado
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr key={row.year}>
                <th scope="row" className="px-4 py-2 text-left font-medium sm:px-6">
                  {row.months % 12 === 0 ? row.year : `${yearsFormat.format(row.months / 12)} (${row.months} meses)`}
                </th>
                <td className="px-4 py-2 text-right">{formatBRL(row.totalInvestido)}</td>
                <td className="px-4 py-2 text-right">{formatBRL(row.totalJuros)}</td>
                <td className="px-4 py-2 text-right font-semibold sm:px-6">{formatBRL(row.valorTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
