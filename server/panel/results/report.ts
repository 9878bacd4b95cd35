import { sql, type Kysely } from "kysely";
import type { Viewer } from "#app/features/panel/assignment";
import type { Channel } from "#app/features/panel/results/channel";
import { periodBounds, previousPeriod, type MonthPeriod } from "#app/features/panel/results/months";
import type {
  ArrivedRow,
  DailyPoint,
  PeriodTotals,
  ResultsReport,
  StoredSpend,
  WonRow,
} from "#app/features/panel/results/results-report";
import { DAY } from "#app/features/panel/time";
import type { Database } from "../../db/schema";
import { visibleLeads } from "../lead-filter";
import { spendOf } from "./ad-spend";

/**
 * The results page's numbers for a period of whole months, in two honest
 * views: leads that ARRIVED in the period (by their arrival, with how far
 * they have gone since) and clients WON in the period (by their first
 * "Ganho", whenever the lead arrived), each by channel, source and
 * campaign; the same totals for the previous period; leads and won value
 * per day and source for the charts; and the ad spend of those months.
 * Read from two narrow indexes (migration 020), each once per period: per day
 * and origin, added up here.
 *
 * One person, one record (docs/decisions/062): a form sent by someone who was
 * already a client is not a new lead of its campaign; it is counted apart
 * (`fromClients`), and the new leads are also counted as the people they are
 * (leads of the same e-mail or phone are one person).
 *
 * Every number is of the leads the viewer may see, as in the inbox (issue 37): an attendant whom the owner limited
 * to theirs gets the figures of their own leads, and no ad spend (the owner's money, not theirs: the page then
 * shows no spend, cost or ROAS). Their queries add the responsible member to the indexes' reads.
 */

type Bounds = { since: number; until: number; viewer: Viewer };

const sum = (condition: ReturnType<typeof sql<unknown>>) =>
  sql<number | string>`sum(case when ${condition} then 1 else 0 end)`;

/** A new lead: its person was not a client when the form arrived (migration 017). */
const isNew = sql`arrived_as_client = 0`;

/** An erased lead has no person key: it is a person of its own (its id is nobody's key any more). */
const person = sql`coalesce(person_key, id)`;

/** Whole days since the period's first midnight: our numbers, written into the SQL as literals. */
const dayOf = (column: "created_at" | "first_won_at", since: number) =>
  sql<number | string>`(${sql.ref(column)} - ${sql.lit(since)}) / ${sql.lit(DAY)}`;

/**
 * Leads that arrived, per day and origin, with how far they have gone: one pass over the arrival index gives both
 * the table's rows and the chart's days (two queries read it twice, which 24 months of leads felt).
 */
function arrivedByDay(db: Kysely<Database>, { since, until, viewer }: Bounds) {
  const day = dayOf("created_at", since);
  return db
    .selectFrom("leads")
    .select([
      day.as("day"),
      "origin_channel",
      "origin_source",
      "origin_campaign",
      sum(isNew).as("leads"),
      sum(sql`arrived_as_client <> 0`).as("from_clients"),
      sum(sql`${isNew} and (status <> 'novo' or first_won_at is not null)`).as("contacted"),
      sum(sql`${isNew} and (status in ('proposta', 'ganho') or first_won_at is not null)`).as("proposals"),
      sum(sql`${isNew} and first_won_at is not null`).as("won"),
    ])
    .where("created_at", ">=", since)
    .where("created_at", "<", until)
    .where(visibleLeads(viewer))
    .groupBy([day, "origin_channel", "origin_source", "origin_campaign"])
    .execute();
}

/** Clients by the day of their first "Ganho" and origin, with the value typed then: one pass over the won index. */
function wonByDay(db: Kysely<Database>, { since, until, viewer }: Bounds) {
  const day = dayOf("first_won_at", since);
  return db
    .selectFrom("leads")
    .select([
      day.as("day"),
      "origin_channel",
      "origin_source",
      "origin_campaign",
      (eb) => eb.fn.countAll<number | string>().as("clients"),
      (eb) => eb.fn.sum<number | string | null>("first_won_value_cents").as("value"),
    ])
    .where("first_won_at", ">=", since)
    .where("first_won_at", "<", until)
    .where(visibleLeads(viewer))
    .groupBy([day, "origin_channel", "origin_source", "origin_campaign"])
    .execute();
}

/**
 * The people among the new leads, per origin and in all: distinct people do not add up across days or campaigns,
 * so they are counted over the whole period, apart from the per-day pass.
 */
async function arrivedPeople(db: Kysely<Database>, { since, until, viewer }: Bounds) {
  const period = db
    .selectFrom("leads")
    .where("created_at", ">=", since)
    .where("created_at", "<", until)
    .where("arrived_as_client", "=", 0)
    .where(visibleLeads(viewer));
  const [perOrigin, [all]] = await Promise.all([
    period
      .select([
        "origin_channel",
        "origin_source",
        "origin_campaign",
        sql<number | string>`count(distinct ${person})`.as("people"),
      ])
      .groupBy(["origin_channel", "origin_source", "origin_campaign"])
      .execute(),
    period.select(sql<number | string>`count(distinct ${person})`.as("people")).execute(),
  ]);
  const byOrigin = new Map(
    perOrigin.map((row) => [
      originKey({ channel: row.origin_channel, source: row.origin_source, campaign: row.origin_campaign }),
      Number(row.people),
    ]),
  );
  return { byOrigin, total: Number(all?.people ?? 0) };
}

type ArrivedDay = Awaited<ReturnType<typeof arrivedByDay>>[number];
type WonDay = Awaited<ReturnType<typeof wonByDay>>[number];

/** Adds up rows of the same key (one origin's days into its row). */
function merged<T>(rows: readonly T[], key: (row: T) => string, add: (into: T, row: T) => void): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) {
    const found = byKey.get(key(row));
    if (found) add(found, row);
    else byKey.set(key(row), { ...row });
  }
  return [...byKey.values()];
}

const originKey = (row: { channel: Channel; source: string; campaign: string }) =>
  `${row.channel}\u0000${row.source}\u0000${row.campaign}`;

function arrivedRows(days: readonly ArrivedDay[], people: ReadonlyMap<string, number>): ArrivedRow[] {
  const rows = days.map((row) => ({
    channel: row.origin_channel,
    source: row.origin_source,
    campaign: row.origin_campaign,
    leads: Number(row.leads),
    people: 0,
    fromClients: Number(row.from_clients),
    contacted: Number(row.contacted),
    proposals: Number(row.proposals),
    won: Number(row.won),
  }));
  const origins = merged(rows, originKey, (into, row) => {
    into.leads += row.leads;
    into.fromClients += row.fromClients;
    into.contacted += row.contacted;
    into.proposals += row.proposals;
    into.won += row.won;
  });
  return origins.map((row) => ({ ...row, people: people.get(originKey(row)) ?? 0 }));
}

function wonRows(days: readonly WonDay[]): WonRow[] {
  const rows = days.map((row) => ({
    channel: row.origin_channel,
    source: row.origin_source,
    campaign: row.origin_campaign,
    clients: Number(row.clients),
    valueCents: Number(row.value ?? 0),
  }));
  return merged(rows, originKey, (into, row) => {
    into.clients += row.clients;
    into.valueCents += row.valueCents;
  });
}

function dailyPoints(arrivedDays: readonly ArrivedDay[], wonDays: readonly WonDay[]): DailyPoint[] {
  const points = [
    ...arrivedDays.map((row) => ({
      day: Number(row.day),
      source: row.origin_source,
      leads: Number(row.leads),
      valueCents: 0,
    })),
    ...wonDays.map((row) => ({
      day: Number(row.day),
      source: row.origin_source,
      leads: 0,
      valueCents: Number(row.value ?? 0),
    })),
  ];
  return merged(
    points,
    (point) => `${point.day}\u0000${point.source}`,
    (into, point) => {
      into.leads += point.leads;
      into.valueCents += point.valueCents;
    },
  );
}

/**
 * The previous period's totals, per channel only: the comparison needs no source, campaign or day, and grouping by
 * fewer keys keeps a year or two of leads quick.
 */
async function previousTotals(db: Kysely<Database>, period: MonthPeriod, viewer: Viewer): Promise<PeriodTotals> {
  const { since, until } = periodBounds(period);
  const [arrivedRows, wonRows, spend] = await Promise.all([
    db
      .selectFrom("leads")
      .select(["origin_channel", sum(isNew).as("leads")])
      .where("created_at", ">=", since)
      .where("created_at", "<", until)
      .where(visibleLeads(viewer))
      .groupBy("origin_channel")
      .execute(),
    db
      .selectFrom("leads")
      .select([
        "origin_channel",
        (eb) => eb.fn.countAll<number | string>().as("clients"),
        (eb) => eb.fn.sum<number | string | null>("first_won_value_cents").as("value"),
      ])
      .where("first_won_at", ">=", since)
      .where("first_won_at", "<", until)
      .where(visibleLeads(viewer))
      .groupBy("origin_channel")
      .execute(),
    spendFor(db, period, viewer),
  ]);
  const result: PeriodTotals = { leads: 0, clients: 0, valueCents: 0, spendCents: 0, byChannel: {} };
  const channel = (name: Channel) => (result.byChannel[name] ??= { leads: 0, clients: 0, valueCents: 0 });
  for (const row of arrivedRows) {
    result.leads += Number(row.leads);
    channel(row.origin_channel).leads += Number(row.leads);
  }
  for (const row of wonRows) {
    const value = Number(row.value ?? 0);
    result.clients += Number(row.clients);
    result.valueCents += value;
    channel(row.origin_channel).clients += Number(row.clients);
    channel(row.origin_channel).valueCents += value;
  }
  result.spendCents = spend.reduce((total, row) => total + row.amountCents, 0);
  return result;
}

/** The owner's ad spend of the period; none for an attendant limited to theirs (it is no figure of their leads). */
function spendFor(db: Kysely<Database>, period: MonthPeriod, viewer: Viewer): Promise<StoredSpend[]> {
  return viewer.onlyOwn ? Promise.resolve([]) : spendOf(db, period.first, period.last);
}

export async function resultsReport(db: Kysely<Database>, period: MonthPeriod, viewer: Viewer): Promise<ResultsReport> {
  const bounds = { ...periodBounds(period), viewer };
  const [arrivedDays, people, wonDays, spend, previous] = await Promise.all([
    arrivedByDay(db, bounds),
    arrivedPeople(db, bounds),
    wonByDay(db, bounds),
    spendFor(db, period, viewer),
    previousTotals(db, previousPeriod(period), viewer),
  ]);
  return {
    arrived: arrivedRows(arrivedDays, people.byOrigin),
    people: people.total,
    won: wonRows(wonDays),
    spend,
    daily: dailyPoints(arrivedDays, wonDays),
    previous,
  };
}
