import { formatNumber } from "#app/lib/numbers";
import { formatWait } from "../speed-to-lead";

/** A median wait per row (a person, a month): a plain table that fits a phone's width. */
export function SpeedTable({
  caption,
  firstColumn,
  rows,
}: {
  caption: string;
  firstColumn: string;
  rows: readonly { label: string; contacted: number; medianMs: number }[];
}) {
  return (
    <div className="min-w-0">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">
              {firstColumn}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Leads
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Mediana
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className="py-3 text-muted-foreground">
                Nenhum primeiro contato registrado ainda.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.label} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-medium break-words">
                  {row.label}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(row.contacted, 0)}</td>
                <td className="py-2 text-right tabular-nums">{formatWait(row.medianMs)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
