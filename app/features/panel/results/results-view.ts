import { CHANNELS, type Channel } from "./channel";
import { chartBuckets, changeText, periodBounds, type Bucket, type MonthPeriod } from "./months";
import type { ArrivedRow, DailyPoint, ResultsReport } from "./results-report";
import { spendMetrics, type SpendMetrics } from "./spend-math";
import { DAY } from "../time";

/**
 * The report as the page shows it (pure): per channel, then per source and
 * campaign, the two views side by side (leads that arrived, clients won in
 * the period) with the spend typed for that source and campaign and what it
 * bought; the funnel of the arrived leads; the weekly (or monthly) series of
 * the chart's sources.
 */

export interface Numbers {
  /** New leads (a client's new form is not one). */
  leads: number;
  /**
   * The people among them. A campaign's are distinct; a source's or channel's add up their campaigns' (someone who
   * came through two campaigns counts in each); the totals' are distinct again.
   */
  people: number;
  /** Forms from people who were clients already: counted apart. */
  fromClients: number;
  clients: number;
  valueCents: number;
  spendCents: number;
  metrics: SpendMetrics;
}

export interface CampaignLine extends Numbers {
  campaign: string;
}

export interface SourceLine extends Numbers {
  source: string;
  campaigns: CampaignLine[];
}

export interface ChannelGroup extends Numbers {
  channel: Channel;
  sources: SourceLine[];
  /** Against the previous period: leads and won value. */
  leadsChange: string;
  valueChange: string;
}

export interface FunnelStage {
  label: string;
  count: number;
}

export interface Series {
  buckets: Bucket[];
  /** The sources drawn (the biggest four, then "Outras"), each with one number per bucket. */
  lines: { source: string; values: number[] }[];
}

export interface ResultsView {
  totals: Numbers & { leadsChange: string; clientsChange: string; valueChange: string; spendChange: string };
  channels: ChannelGroup[];
  funnel: FunnelStage[];
  leadsSeries: Series;
  valueSeries: Series;
}

type Counts = Omit<Numbers, "metrics">;

const numbers = (counts: Counts): Numbers => ({
  ...counts,
  metrics: spendMetrics({
    leads: counts.leads,
    clients: counts.clients,
    wonValueCents: counts.valueCents,
    spendCents: counts.spendCents,
  }),
});

/** Ad spend is paid by definition: it joins the paid channel's rows of the same source and campaign. */
const PAID: Channel = "pago";
const key = (...parts: string[]) => parts.join("\u0000");

export const SERIES_SOURCES = 4;
export const OTHER_SOURCES = "Outras";

export function resultsView(report: ResultsReport, period: MonthPeriod): ResultsView {
  const lines = new Map<string, { channel: Channel; source: string; campaign: string } & Counts>();
  const line = (channel: Channel, source: string, campaign: string) => {
    const id = key(channel, source, campaign);
    let found = lines.get(id);
    if (!found) {
      found = {
        channel,
        source,
        campaign,
        leads: 0,
        people: 0,
        fromClients: 0,
        clients: 0,
        valueCents: 0,
        spendCents: 0,
      };
      lines.set(id, found);
    }
    return found;
  };
  for (const row of report.arrived) {
    const target = line(row.channel, row.source, row.campaign);
    target.leads += row.leads;
    target.people += row.people;
    target.fromClients += row.fromClients;
  }
  for (const row of report.won) {
    const target = line(row.channel, row.source, row.campaign);
    target.clients += row.clients;
    target.valueCents += row.valueCents;
  }
  for (const row of report.spend) line(PAID, row.source, row.campaign).spendCents += row.amountCents;

  const channels: ChannelGroup[] = [];
  for (const { value: channel } of CHANNELS) {
    const bySource = new Map<string, CampaignLine[]>();
    for (const item of lines.values()) {
      if (item.channel !== channel) continue;
      const campaigns = bySource.get(item.source) ?? [];
      const { leads, people, fromClients, clients, valueCents, spendCents } = item;
      campaigns.push({
        campaign: item.campaign,
        ...numbers({ leads, people, fromClients, clients, valueCents, spendCents }),
      });
      bySource.set(item.source, campaigns);
    }
    if (bySource.size === 0) continue;
    const sources = [...bySource].map(([source, campaigns]): SourceLine => {
      const total = sumOf(campaigns);
      return {
        source,
        campaigns: campaigns.sort(byValue),
        ...numbers(total),
      };
    });
    const total = sumOf(sources);
    const before = report.previous.byChannel[channel] ?? { leads: 0, clients: 0, valueCents: 0 };
    channels.push({
      channel,
      sources: sources.sort(byValue),
      ...numbers(total),
      leadsChange: changeText(total.leads, before.leads),
      valueChange: changeText(total.valueCents, before.valueCents),
    });
  }
  const all = sumOf(channels);
  const { previous } = report;
  return {
    totals: {
      ...numbers({ ...all, people: report.people }),
      leadsChange: changeText(all.leads, previous.leads),
      clientsChange: changeText(all.clients, previous.clients),
      valueChange: changeText(all.valueCents, previous.valueCents),
      spendChange: changeText(all.spendCents, previous.spendCents),
    },
    channels,
    funnel: funnel(report.arrived),
    leadsSeries: series(report.daily, period, (point) => point.leads),
    valueSeries: series(report.daily, period, (point) => point.valueCents),
  };
}

function sumOf(items: readonly Numbers[]): Counts {
  return items.reduce(
    (sum, item) => ({
      leads: sum.leads + item.leads,
      people: sum.people + item.people,
      fromClients: sum.fromClients + item.fromClients,
      clients: sum.clients + item.clients,
      valueCents: sum.valueCents + item.valueCents,
      spendCents: sum.spendCents + item.spendCents,
    }),
    { leads: 0, people: 0, fromClients: 0, clients: 0, valueCents: 0, spendCents: 0 },
  );
}

/** Most won value first, then most leads, then most spend. */
function byValue(a: Numbers, b: Numbers): number {
  return b.valueCents - a.valueCents || b.leads - a.leads || b.spendCents - a.spendCents;
}

/** Arrived → contacted → proposal → won, of the leads that arrived in the period. */
export function funnel(rows: readonly ArrivedRow[]): FunnelStage[] {
  const total = (pick: (row: ArrivedRow) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  return [
    { label: "Chegaram", count: total((row) => row.leads) },
    { label: "Contatados", count: total((row) => row.contacted) },
    { label: "Com proposta", count: total((row) => row.proposals) },
    { label: "Ganhos", count: total((row) => row.won) },
  ];
}

/** "45%": the share of the previous stage that reached this one; "—" after an empty stage. */
export function stageConversion(count: number, previous: number): string {
  return previous === 0 ? "—" : `${Math.round((count / previous) * 100)}%`;
}

export function series(
  points: readonly DailyPoint[],
  period: MonthPeriod,
  pick: (point: DailyPoint) => number,
): Series {
  const buckets = chartBuckets(period);
  const { since } = periodBounds(period);
  const totals = new Map<string, number>();
  for (const point of points) totals.set(point.source, (totals.get(point.source) ?? 0) + pick(point));
  const ranked = [...totals].filter(([, total]) => total > 0).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const shown = ranked.slice(0, SERIES_SOURCES).map(([source]) => source);
  const names = ranked.length > SERIES_SOURCES ? [...shown, OTHER_SOURCES] : shown;
  const values = names.map(() => buckets.map(() => 0));
  for (const point of points) {
    const amount = pick(point);
    if (amount === 0) continue;
    const at = since + point.day * DAY;
    const bucket = buckets.findIndex((item) => at >= item.start && at < item.end);
    const index = shown.indexOf(point.source);
    const row = values[index >= 0 ? index : names.length - 1];
    if (bucket >= 0 && row) row[bucket]! += amount;
  }
  return { buckets, lines: names.map((source, index) => ({ source, values: values[index]! })) };
}
