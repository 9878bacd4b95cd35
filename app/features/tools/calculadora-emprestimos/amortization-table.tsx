import { useId } from "react";
import { formatBRL } from "#app/lib/numbers";
import { summarizeSchedule, type AmortizationRow } from "./loan";

/** Month-by-month schedule; long loans scroll inside a keyboard-focusable region named by the caption. */
export function AmortizationTable({ rows, caption }: { rows: readonly AmortizationRow[]; caption: string }) {
  const captionId = useId();
  const totals = summarizeSchedule(rows);
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="max-h-[28rem] overflow-auto rounded-lg border focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className="w-full min-w-[34rem] text-sm tabular-nums">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="sticky top-0 bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium sm:px-4">
              Mês
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Parcela
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Juros
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Amortização
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium sm:px-4">
              Saldo devedor
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.month}>
              <th scope="row" className="px-3 py-2 text-left font-medium sm:px-4">
                {row.month}
              </th>
              <td className="px-3 py-2 text-right">{formatBRL(row.parcela)}</td>
              <td className="px-3 py-2 text-right">{formatBRL(row.juros)}</td>
              <td className="px-3 py-2 text-right">{formatBRL(row.amortizacao)}</td>
              <td className="px-3 py-2 text-right sm:px-4">{formatBRL(row.saldoDevedor)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 bg-muted/60 font-semibold">
          <tr>
            <th scope="row" className="px-3 py-2 text-left sm:px-4">
              Total
            </th>
            <td className="px-3 py-2 text-right">{formatBRL(totals.custoTotal)}</td>
            <td className="px-3 py-2 text-right">{formatBRL(totals.totalJuros)}</td>
            <td className="px-3 py-2 text-right">{formatBRL(totals.custoTotal - totals.totalJuros)}</td>
            <td className="px-3 py-2 sm:px-4" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
