import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { Viewer } from "#app/features/panel/assignment";
import type { Channel } from "#app/features/panel/results/channel";
import { periodBounds, previousPeriod, type MonthPeriod } from "#app/features/panel/results/months";
import type {
  ArrivedRow,
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
 * Read from a roll-up per day, origin and responsible member kept by triggers
 * (migration 026, docs/decisions/080): 24 months add up a few rows per day
 * instead of reading every lead.
 *
 * One person, one record (docs/decisions/062): a form sent by someone who was
 * already a client is not a new lead of its campaign; it is counted apart
 * (`fromClients`), and the new leads are also counted as the people they are
 * (leads of the same e-mail or phone are one person).
 *
 * Every number is of the leads the viewer may see, as in the inbox (issue 37): an attendant whom the owner limited
 * to theirs gets the figures of their own leads, and no ad spend (the owner's money, not theirs: the page then
 * shows no spend, cost or ROAS). They read their own rows of the roll-up.
 */

type Bounds = { since: number; until: number; viewer: Viewer };

/** A Brasília midnight's day number, as the roll-up (migration 026) numbers its days. */
const dayNumber = (midnight: number) => Math.round((midnight - 3 * 3_600_000) / DAY);

const total = (column: keyof Database["results_days"]) => sql<number | string>`sum(${sql.ref(column)})`;

/** A lead arrived, or a client was first won, in the rows added up (the roll-up keeps rows that went back to 0). */
const anything = sql<boolean>`sum(arrived_new) + sum(arrived_from_clients) + sum(won_clients) > 0`;

/**
 * Leads that arrived and clients first won per origin in the period, from the daily roll-up (migration 026, kept by
 * triggers): the tables' rows of both views. An attendant limited to theirs reads their own rows of it.
 */
function originsOf(db: Kysely<Database>, { since, until, viewer }: Bounds) {
  return db
    .selectFrom("results_days")
    .select([
      "origin_channel",
      "origin_source",
      "origin_campaign",
      total("arrived_new").as("leads"),
      total("arrived_from_clients").as("from_clients"),
      total("contacted").as("contacted"),
      total("proposals").as("proposals"),
      total("won").as("won"),
      total("won_clients").as("clients"),
      total("won_value_cents").as("value"),
    ])
    .where("day", ">=", dayNumber(since))
    .where("day", "<", dayNumber(until))
    .where(visibleDays(viewer))
    .groupBy(["origin_channel", "origin_source", "origin_campaign"])
    .having(anything)
    .execute();
}

/**
 * The chart's points: per day of the period and source, the new leads that arrived and the value first won. Apart
 * from the origins' read so that each sends only what it needs (24 months are thousands of days and sources, which
 * PostgreSQL's client spent most of its time reading with every counter).
 */
function pointsOf(db: Kysely<Database>, { since, until, viewer }: Bounds) {
  const first = dayNumber(since);
  return db
    .selectFrom("results_days")
    .select([
      sql<number | string>`day - ${sql.lit(first)}`.as("day"),
      "origin_source",
      total("arrived_new").as("leads"),
      total("won_value_cents").as("value"),
    ])
    .where("day", ">=", first)
    .where("day", "<", dayNumber(until))
    .where(visibleDays(viewer))
    .groupBy(["day", "origin_source"])
    .having(anything)
    .execute();
}

/** The roll-up's rows of the leads this viewer may see (server/panel/lead-filter.ts's visibleLeads). */
function visibleDays(viewer: Viewer) {
  return (eb: ExpressionBuilder<Database, "results_days">) =>
    viewer.onlyOwn ? eb("owner_id", "=", viewer.userId) : eb.and([]);
}

/** Person keys looked up at a time: within both databases' limit of bound parameters. */
const KEYS_PER_READ = 500;

/**
 * The repeated people among the period's new leads: per origin, the leads whose person already had a new lead of
 * that origin in the period, and in all, those whose person had any (the people are then the new leads less these:
 * distinct people do not add up across days, so the roll-up cannot hold them). A person's key is the id of their
 * first lead (server/db/person-links.ts), so only a lead holding another's key can be a repeat: those come from the
 * partial index leads_repeated_people (migration 026), usually a handful, then every new lead of their people in
 * the period from leads_person_key. Two reads whose size the planners can bound, where one query with a subquery
 * per lead had PostgreSQL guess every lead a repeat (it cannot tell how often two columns differ) and compile it.
 */
async function repeatedPeople(db: Kysely<Database>, { since, until, viewer }: Bounds) {
  const periodLeads = () =>
    db
      .selectFrom("leads")
      .select(["id", "person_key", "origin_channel", "origin_source", "origin_campaign"])
      .where("created_at", ">=", since)
      .where("created_at", "<", until)
      .where("arrived_as_client", "=", 0)
      .where(visibleLeads(viewer));
  const repeats = await periodLeads()
    .where(sql<boolean>`person_key <> id`)
    .execute();
  const keys = [...new Set(repeats.map((lead) => Number(lead.person_key)))];
  const people = new Map<number, string[]>();
  for (let start = 0; start < keys.length; start += KEYS_PER_READ) {
    const leads = await periodLeads()
      .where("person_key", "in", keys.slice(start, start + KEYS_PER_READ))
      .execute();
    for (const lead of leads) {
      const origin = originKey({
        channel: lead.origin_channel,
        source: lead.origin_source,
        campaign: lead.origin_campaign,
      });
      const origins = people.get(Number(lead.person_key));
      if (origins) origins.push(origin);
      else people.set(Number(lead.person_key), [origin]);
    }
  }
  const byOrigin = new Map<string, number>();
  let inAll = 0;
  for (const origins of people.values()) {
    // Each person counts once in all and once per origin: their other leads are the repeats.
    inAll += origins.length - 1;
    const perOrigin = new Map<string, number>();
    for (const origin of origins) perOrigin.set(origin, (perOrigin.get(origin) ?? 0) + 1);
    for (const [origin, count] of perOrigin) byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + count - 1);
  }
  return { byOrigin, total: inAll };
}

type Origin = Awaited<ReturnType<typeof originsOf>>[number];

const originKey = (row: { channel: Channel; source: string; campaign: string }) =>
  `${row.channel}\u0000${row.source}\u0000${row.campaign}`;

function arrivedRows(origins: readonly Origin[], repeated: ReadonlyMap<string, number>): ArrivedRow[] {
  return origins.map((row) => {
    const origin = { channel: row.origin_channel, source: row.origin_source, campaign: row.origin_campaign };
    const leads = Number(row.leads);
    return {
      ...origin,
      leads,
      people: leads - (repeated.get(originKey(origin)) ?? 0),
      fromClients: Number(row.from_clients),
      contacted: Number(row.contacted),
      proposals: Number(row.proposals),
      won: Number(row.won),
    };
  });
}

function wonRows(origins: readonly Origin[]): WonRow[] {
  return origins.map((row) => ({
    channel: row.origin_channel,
    source: row.origin_source,
    campaign: row.origin_campaign,
    clients: Number(row.clients),
    valueCents: Number(row.value),
  }));
}

/**
 * The previous period's totals, per channel only: the comparison needs no source, campaign or day. Channels with
 * neither an arrival nor a client in the period are left out (the roll-up may hold rows that went back to zero).
 */
async function previousTotals(db: Kysely<Database>, period: MonthPeriod, viewer: Viewer): Promise<PeriodTotals> {
  const { since, until } = periodBounds(period);
  const [rows, spend] = await Promise.all([
    db
      .selectFrom("results_days")
      .select([
        "origin_channel",
        total("arrived_new").as("leads"),
        total("won_clients").as("clients"),
        total("won_value_cents").as("value"),
      ])
      .where("day", ">=", dayNumber(since))
      .where("day", "<", dayNumber(until))
      .where(visibleDays(viewer))
      .groupBy("origin_channel")
      .having(anything)
      .execute(),
    spendFor(db, period, viewer),
  ]);
  const result: PeriodTotals = { leads: 0, clients: 0, valueCents: 0, spendCents: 0, byChannel: {} };
  for (const row of rows) {
    const [leads, clients, value] = [Number(row.leads), Number(row.clients), Number(row.value)];
    result.leads += leads;
    result.clients += clients;
    result.valueCents += value;
    result.byChannel[row.origin_channel] = { leads, clients, valueCents: value };
  }
  result.spendCents = spend.reduce((sum, row) => sum + row.amountCents, 0);
  return result;
}

/** The owner's ad spend of the period; none for an attendant limited to theirs (it is no figure of their leads). */
function spendFor(db: Kysely<Database>, period: MonthPeriod, viewer: Viewer): Promise<StoredSpend[]> {
  return viewer.onlyOwn ? Promise.resolve([]) : spendOf(db, period.first, period.last);
}

export async function resultsReport(db: Kysely<Database>, period: MonthPeriod, viewer: Viewer): Promise<ResultsReport> {
  const bounds = { ...periodBounds(period), viewer };
  const [origins, points, repeated, spend, previous] = await Promise.all([
    originsOf(db, bounds),
    pointsOf(db, bounds),
    repeatedPeople(db, bounds),
    spendFor(db, period, viewer),
    previousTotals(db, previousPeriod(period), viewer),
  ]);
  const arrived = origins.filter((row) => Number(row.leads) + Number(row.from_clients) > 0);
  return {
    arrived: arrivedRows(arrived, repeated.byOrigin),
    people: arrived.reduce((sum, row) => sum + Number(row.leads), 0) - repeated.total,
    won: wonRows(origins.filter((row) => Number(row.clients) > 0)),
    spend,
    daily: points.map((row) => ({
      day: Number(row.day),
      source: row.origin_source,
      leads: Number(row.leads),
      valueCents: Number(row.value),
    })),
    previous,
  };
}
