import { formatNumber } from "#app/lib/numbers";
import { channelLabel } from "./channel";
import type { WhatsappLine, WhatsappView } from "./whatsapp-view";

/**
 * The period's WhatsApp clicks and the leads made from their codes, per source (with its channel) and campaign.
 * Three numbers only: the table fits a phone, and its first column stays put like the page's other tables if a
 * long campaign name widens it.
 */

const COLUMNS = ["Cliques", "Leads", "Conversão"];

function Cells({ row }: { row: WhatsappLine }) {
  const cells = [formatNumber(row.clicks, 0), formatNumber(row.leads, 0), row.share];
  return (
    <>
      {cells.map((cell, index) => (
        <td key={COLUMNS[index]} className="px-2 py-2 sm:px-3 text-right whitespace-nowrap tabular-nums">
          {cell}
        </td>
      ))}
    </>
  );
}

const sticky = "sticky left-0 z-10 bg-card px-3 py-2 text-left shadow-[1px_0_0_var(--color-border)]";

export function WhatsappTable({ view }: { view: WhatsappView }) {
  if (view.sources.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        Nenhum clique no WhatsApp neste período.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border" role="region" aria-labelledby="whatsapp-legenda" tabIndex={0}>
      <table className="w-full text-sm">
        <caption id="whatsapp-legenda" className="sr-only">
          Cliques no WhatsApp e leads feitos a partir deles, por origem e campanha
        </caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className={`${sticky} bg-muted font-semibold`}>
              Origem · campanha
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {view.sources.map((source) => (
            <SourceRows key={`${source.channel}-${source.source}`} source={source} />
          ))}
        </tbody>
        <tfoot className="border-t bg-muted/40 font-semibold">
          <tr>
            <th scope="row" className={`${sticky} bg-muted`}>
              Total
            </th>
            <Cells row={view.totals} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function SourceRows({ source }: { source: WhatsappView["sources"][number] }) {
  const showCampaigns = source.campaigns.length > 1 || source.campaigns.some((row) => row.campaign !== "");
  return (
    <>
      <tr>
        <th scope="row" className={`${sticky} font-semibold [overflow-wrap:anywhere]`}>
          {source.source}{" "}
          <span className="text-xs font-normal text-muted-foreground">({channelLabel(source.channel)})</span>
        </th>
        <Cells row={source} />
      </tr>
      {showCampaigns
        ? source.campaigns.map((row) => (
            <tr key={row.campaign} className="text-muted-foreground">
              <th scope="row" className={`${sticky} pl-6 font-normal [overflow-wrap:anywhere]`}>
                {row.campaign || "sem campanha"}
              </th>
              <Cells row={row} />
            </tr>
          ))
        : null}
    </>
  );
}
