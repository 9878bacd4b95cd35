import { sql, type Kysely } from "kysely";
import type { Channel } from "~/features/panel/results/channel";
import { periodBounds, previousPeriod, type MonthPeriod } from "~/features/panel/results/months";
import { DAY } from "~/features/panel/time";
import type { Database } from "../../db/schema";
import { spendOf, type StoredSpend } from "./ad-spend";

/**
 * The results page's numbers for a period of whole months, in two honest
 * views: leads that ARRIVED in the period (by their arrival, with how far
 * they have gone since) and clients WON in the period (by their first
 * "Ganho", whenever the lead arrived), each by channel, source and
 * campaign; the same totals for the previous period; leads and won value
 * per day and source for the charts; and the ad spend of those months.
 * Read from two narrow indexes (migration 020), never the wide rows.
 */

export interface ArrivedRow {
  channel: Channel;
  source: string;
  campaign: string;
  leads: number;
  /** Leads someone has worked: any status but "novo" (a lost lead was contacted first), or ever won. */
  contacted: number;
  /** Leads with a proposal now, or ever won. */
  proposals: number;
  /** Leads won since (at any time). */
  won: number;
}

export interface WonRow {
  channel: Channel;
  source: string;
  campaign: string;
  clients: number;
  /** Monthly value typed at each client's first "Ganho", in centavos. */
  valueCents: number;
}

export interface DailyPoint {
  /** Whole days since the period's first midnight. */
  day: number;
  source: string;
  leads: number;
  valueCents: number;
}

export interface PeriodTotals {
  leads: number;
  clients: number;
  valueCents: number;
  spendCents: number;
  byChannel: Partial<Record<Channel, { leads: number; clients: number; valueCents: number }>>;
}

export interface ResultsReport {
  arrived: ArrivedRow[];
  won: WonRow[];
  spend: StoredSpend[];
  daily: DailyPoint[];
  previous: PeriodTotals;
}

type Bounds = { since: number; until: number };

const sum = (condition: ReturnType<typeof sql<unknown>>) =>
  sql<number | string>`sum(case when ${condition} then 1 else 0 end)`;

function arrived(db: Kysely<Database>, { since, until }: Bounds) {
  return db
    .selectFrom("leads")
    .select([
      "origin_channel",
      "origin_source",
      "origin_campaign",
      (eb) => eb.fn.countAll<number | string>().as("leads"),
      sum(sql`status <> 'novo' or first_won_at is not null`).as("contacted"),
      sum(sql`status in ('proposta', 'ganho') or first_won_at is not null`).as("proposals"),
      sum(sql`first_won_at is not null`).as("won"),
    ])
    .where("created_at", ">=", since)
    .where("created_at", "<", until)
    .groupBy(["origin_channel", "origin_source", "origin_campaign"])
    .execute();
}

function won(db: Kysely<Database>, { since, until }: Bounds) {
  return db
    .selectFrom("leads")
    .select([
      "origin_channel",
      "origin_source",
      "origin_campaign",
      (eb) => eb.fn.countAll<number | string>().as("clients"),
      (eb) => eb.fn.sum<number | string | null>("first_won_value_cents").as("value"),
    ])
    .where("first_won_at", ">=", since)
    .where("first_won_at", "<", until)
    .groupBy(["origin_channel", "origin_source", "origin_campaign"])
    .execute();
}

/** Per day and source: the numbers are ours, written into the SQL as literals (as server/panel/results.ts does). */
function daily(db: Kysely<Database>, column: "created_at" | "first_won_at", { since, until }: Bounds) {
  const day = sql<number | string>`(${sql.ref(column)} - ${sql.lit(since)}) / ${sql.lit(DAY)}`;
  return db
    .selectFrom("leads")
    .select([
      day.as("day"),
      "origin_source",
      (eb) => eb.fn.countAll<number | string>().as("count"),
      (eb) => eb.fn.sum<number | string | null>("first_won_value_cents").as("value"),
    ])
    .where(column, ">=", since)
    .where(column, "<", until)
    .groupBy([day, "origin_source"])
    .execute();
}

function totals(
  arrivedRows: Awaited<ReturnType<typeof arrived>>,
  wonRows: Awaited<ReturnType<typeof won>>,
  spend: readonly StoredSpend[],
): PeriodTotals {
  const result: PeriodTotals = { leads: 0, clients: 0, valueCents: 0, spendCents: 0, byChannel: {} };
  const channel = (name: Channel) => (result.byChannel[name] ??= { leads: 0, clients: 0, valueCents: 0 });
  for (const row of arrivedRows) {
    result.leads += Number(row.leads);
    channel(row.origin_channel).leads += Number(row.leads);
  }
  for (const row of wonRows) {
    result.clients += Number(row.clients);
    result.valueCents += Number(row.value ?? 0);
    channel(row.origin_channel).clients += Number(row.clients);
    channel(row.origin_channel).valueCents += Number(row.value ?? 0);
  }
  result.spendCents = spend.reduce((total, row) => total + row.amountCents, 0);
  return result;
}

export async function resultsReport(db: Kysely<Database>, period: MonthPeriod): Promise<ResultsReport> {
  const bounds = periodBounds(period);
  const before = previousPeriod(period);
  const previousBounds = periodBounds(before);
  const [arrivedRows, wonRows, spend, arrivedDaily, wonDaily, previousArrived, previousWon, previousSpend] =
    await Promise.all([
      arrived(db, bounds),
      won(db, bounds),
      spendOf(db, period.first, period.last),
      daily(db, "created_at", bounds),
      daily(db, "first_won_at", bounds),
      arrived(db, previousBounds),
      won(db, previousBounds),
      spendOf(db, before.first, before.last),
    ]);
  return {
    arrived: arrivedRows.map((row) => ({
      channel: row.origin_channel,
      source: row.origin_source,
      campaign: row.origin_campaign,
      leads: Number(row.leads),
      contacted: Number(row.contacted),
      proposals: Number(row.proposals),
      won: Number(row.won),
    })),
    won: wonRows.map((row) => ({
      channel: row.origin_channel,
      source: row.origin_source,
      campaign: row.origin_campaign,
      clients: Number(row.clients),
      valueCents: Number(row.value ?? 0),
    })),
    spend,
    daily: [
      ...arrivedDaily.map((row) => ({
        day: Number(row.day),
        source: row.origin_source,
        leads: Number(row.count),
        valueCents: 0,
      })),
      ...wonDaily.map((row) => ({
        day: Number(row.day),
        source: row.origin_source,
        leads: 0,
        valueCents: Number(row.value ?? 0),
      })),
    ],
    previous: totals(previousArrived, previousWon, previousSpend),
  };
}
