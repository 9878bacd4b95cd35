import { Link } from "react-router";
import { formatBRL, formatNumber } from "#app/lib/numbers";
import { EMPTY_FILTER, inboxQuery } from "../filters";
import { panelPaths } from "../paths";
import { dateInputValue, DAY } from "../time";
import { channelLabel } from "./channel";
import { periodBounds, type MonthPeriod } from "./months";
import type { ChannelGroup, Numbers } from "./results-view";
import { fromClientsText, peopleText } from "./people-text";
import { moneyOrNone, NONE, paybackText, roasText } from "./spend-math";

/**
 * One channel's sources and campaigns: leads that arrived, clients won in
 * the period with their monthly value, the spend and what it bought. The
 * first column stays put while the numbers scroll sideways on a phone. A
 * source (and a named campaign) links to exactly the leads it counts in the
 * inbox: the channel, the source, the campaign and the period's dates.
 * Without `spend` (an attendant limited to theirs) the spend's columns are
 * left out.
 */

/** What arrived and what was won: every member who may see these leads sees them. */
const LEAD_COLUMNS = ["Leads que chegaram", "Clientes ganhos", "Valor ganho/mês"];
/** What the spend bought: the owner's money, left out for an attendant limited to their own leads (issue 37). */
const SPEND_COLUMNS = [
  "Investimento",
  "Custo por lead",
  "Custo por cliente",
  "ROAS (1º mês)",
  "Retorno do investimento",
];

const columnsOf = (spend: boolean) => (spend ? [...LEAD_COLUMNS, ...SPEND_COLUMNS] : LEAD_COLUMNS);

function Cells({ row, spend }: { row: Numbers; spend: boolean }) {
  const cells = [
    <ArrivedCell key="leads" row={row} />,
    formatNumber(row.clients, 0),
    row.valueCents === 0 ? NONE : formatBRL(row.valueCents / 100),
    ...(spend
      ? [
          row.spendCents === 0 ? NONE : formatBRL(row.spendCents / 100),
          moneyOrNone(row.metrics.costPerLeadCents),
          moneyOrNone(row.metrics.costPerClientCents),
          roasText(row.metrics.roas),
          paybackText(row.metrics.paybackMonths),
        ]
      : []),
  ];
  const columns = columnsOf(spend);
  return (
    <>
      {cells.map((cell, index) => (
        <td key={columns[index]} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
          {cell}
        </td>
      ))}
    </>
  );
}

/** New leads, the people they are and, apart, the forms from clients (which are not new leads). */
function ArrivedCell({ row }: { row: Numbers }) {
  return (
    <>
      {formatNumber(row.leads, 0)}
      <span className="block text-xs font-normal text-muted-foreground">{peopleText(row.people)}</span>
      {row.fromClients > 0 ? (
        <span className="block text-xs font-normal text-muted-foreground">{fromClientsText(row.fromClients)}</span>
      ) : null}
    </>
  );
}

const sticky = "sticky left-0 z-10 bg-card px-3 py-2 text-left shadow-[1px_0_0_var(--color-border)]";

export function ChannelTable({
  group,
  period,
  spend = true,
}: {
  group: ChannelGroup;
  period: MonthPeriod;
  spend?: boolean;
}) {
  const { since, until } = periodBounds(period);
  const dates = { period: "intervalo" as const, from: dateInputValue(since), to: dateInputValue(until - DAY) };
  const label = channelLabel(group.channel);
  const captionId = `canal-${group.channel}`;
  return (
    <div className="overflow-x-auto rounded-lg border" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={`w-full text-sm ${spend ? "min-w-[56rem]" : "min-w-[22rem]"}`}>
        <caption id={captionId} className="sr-only">
          Canal {label}: origens e campanhas
        </caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className={`${sticky} w-40 bg-muted font-semibold`}>
              Origem · campanha
            </th>
            {columnsOf(spend).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-right font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {group.sources.map((source) => (
            <SourceRows key={source.source} source={source} channel={group.channel} dates={dates} spend={spend} />
          ))}
        </tbody>
        <tfoot className="border-t bg-muted/40 font-semibold">
          <tr>
            <th scope="row" className={`${sticky} bg-muted`}>
              Total {label.toLowerCase()}
            </th>
            <Cells row={group} spend={spend} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function SourceRows({
  source,
  channel,
  dates,
  spend,
}: {
  source: ChannelGroup["sources"][number];
  channel: ChannelGroup["channel"];
  dates: { period: "intervalo"; from: string; to: string };
  spend: boolean;
}) {
  const link = (campaign: string | null) =>
    `${panelPaths.inbox}${inboxQuery(EMPTY_FILTER, { ...dates, channel, source: source.source, campaign })}`;
  const named = source.campaigns.filter((row) => row.campaign !== "");
  const showCampaigns = source.campaigns.length > 1 || named.length > 0;
  return (
    <>
      <tr>
        <th scope="row" className={`${sticky} font-semibold break-words`}>
          {source.leads > 0 ? (
            <Link to={link(null)} className="text-primary underline-offset-4 hover:underline">
              {source.source}
            </Link>
          ) : (
            source.source
          )}
        </th>
        <Cells row={source} spend={spend} />
      </tr>
      {showCampaigns
        ? source.campaigns.map((row) => (
            <tr key={row.campaign} className="text-muted-foreground">
              <th scope="row" className={`${sticky} pl-6 font-normal break-words`}>
                {row.campaign !== "" && row.leads > 0 ? (
                  <Link to={link(row.campaign)} className="underline-offset-4 hover:underline">
                    {row.campaign}
                  </Link>
                ) : (
                  row.campaign || "sem campanha"
                )}
              </th>
              <Cells row={row} spend={spend} />
            </tr>
          ))
        : null}
    </>
  );
}
