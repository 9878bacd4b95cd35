import { Link } from "react-router";
import { formatBRL, formatNumber } from "~/lib/numbers";
import type { CampaignRow, Results } from "../../../../server/panel/results";
import { inboxQuery, type InboxFilter } from "../filters";
import { counted } from "../plural";
import { originLabel } from "../origin";
import { panelPaths } from "../paths";

function share(part: number, whole: number): string {
  return whole === 0 ? "—" : `${formatNumber((part / whole) * 100, 0, 1)}%`;
}

function Cells({ row }: { row: Omit<CampaignRow, "source" | "campaign"> }) {
  return (
    <>
      <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.leads, 0)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.people, 0)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.inContact, 0)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.proposals, 0)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.won, 0)}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatBRL(row.wonValueCents / 100)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{share(row.won, row.leads)}</td>
    </>
  );
}

/**
 * What each campaign brought: new leads and the people they are, how many
 * are being worked, won, the monthly value won and the share that became
 * clients; a client's new form is counted apart. Each origin links to its
 * leads.
 */
export function CampaignTable({ results, filter }: { results: Results; filter: InboxFilter }) {
  const { campaigns, totals, campaignCount, fromClients } = results;
  return (
    <div className="grid gap-2">
      <div className="overflow-x-auto rounded-lg border" role="region" aria-labelledby="campanhas-legenda" tabIndex={0}>
        <table className="w-full min-w-[44rem] text-sm">
          <caption id="campanhas-legenda" className="sr-only">
            Resultados por campanha, pela situação atual dos leads
          </caption>
          <thead className="bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Origem · campanha
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Leads
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Pessoas
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Em contato
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Propostas
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Ganhos
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Valor ganho/mês
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Viraram clientes
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {campaigns.length === 0 ? (
              <tr>
                <td colSpan={8} className="px-3 py-6 text-center text-muted-foreground">
                  Nenhum lead neste período.
                </td>
              </tr>
            ) : (
              campaigns.map((row) => (
                <tr key={`${row.source}\u0000${row.campaign}`}>
                  <th scope="row" className="px-3 py-2 text-left font-medium break-words">
                    <Link
                      to={`${panelPaths.inbox}${inboxQuery(filter, {
                        source: row.source,
                        campaign: row.campaign || null,
                        before: null,
                        after: null,
                      })}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {originLabel(row)}
                    </Link>
                  </th>
                  <Cells row={row} />
                </tr>
              ))
            )}
          </tbody>
          {campaigns.length > 0 ? (
            <tfoot className="border-t-2 font-semibold">
              <tr>
                <th scope="row" className="px-3 py-2 text-left">
                  Total{campaignCount > campaigns.length ? ` (${campaignCount} origens)` : ""}
                </th>
                <Cells row={totals} />
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      <p className="text-xs text-muted-foreground">
        Pela situação atual de cada lead. Leads do mesmo e-mail ou telefone são a mesma pessoa.{" "}
        {fromClients > 0
          ? `${counted(fromClients, "formulário enviado por quem já era cliente fica fora", "formulários enviados por quem já era cliente ficam fora")} dos leads. `
          : ""}
        {campaignCount > campaigns.length ? `Mostrando as ${campaigns.length} origens de maior valor.` : ""}
      </p>
    </div>
  );
}
