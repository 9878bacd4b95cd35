import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { DayCount } from "~/features/panel/chart";
import type { Viewer } from "~/features/panel/assignment";
import type { InboxFilter } from "~/features/panel/filters";
import { DAY, startOfDay } from "~/features/panel/time";
import type { Database } from "../db/schema";
import { leadFilter } from "./lead-filter";

/**
 * The inbox's results: leads per day for the last 30 days, and what each
 * campaign brought: leads, the people they are, how many are in contact,
 * with a proposal, won, the monthly value won and the share that became
 * clients (by the leads' current status), for the inbox's period, form and
 * origin. A form sent by someone who was already a client then is not a
 * new lead of its campaign: the table leaves it out and counts it apart
 * (docs/decisions/062).
 */

export const CHART_DAYS = 30;
export const CAMPAIGN_ROWS = 20;

export interface CampaignRow {
  source: string;
  campaign: string;
  /** New leads: forms from people who were not clients yet. */
  leads: number;
  /** The different people among them (leads of the same e-mail or phone are one person). */
  people: number;
  inContact: number;
  proposals: number;
  won: number;
  wonValueCents: number;
}

export interface Results {
  days: DayCount[];
  campaigns: CampaignRow[];
  /** All campaigns together (those past the first 20 included). */
  totals: Omit<CampaignRow, "source" | "campaign">;
  /** Forms from people who were clients already when they sent them: in none of the rows. */
  fromClients: number;
  /** How many campaigns there are in all. */
  campaignCount: number;
  /** Which leads the table counts: the last 30 days (the default), the inbox's period, or all of them. */
  scope: "30-dias" | "periodo" | "tudo";
}

export async function leadsPerDay(db: Kysely<Database>, now: number): Promise<DayCount[]> {
  const start = startOfDay(now) - (CHART_DAYS - 1) * DAY;
  // Whole days since the chart's first midnight; the numbers are ours, written into the SQL as literals.
  const dayIndex = sql<number>`(${sql.ref("created_at")} - ${sql.lit(start)}) / ${sql.lit(DAY)}`;
  const rows = await db
    .selectFrom("leads")
    .select([dayIndex.as("day"), (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("created_at", ">=", start)
    .groupBy(dayIndex)
    .execute();
  const counts = new Map(rows.map((row) => [Number(row.day), Number(row.count)]));
  return Array.from({ length: CHART_DAYS }, (_, index) => ({
    day: start + index * DAY,
    count: counts.get(index) ?? 0,
  }));
}

export async function campaignResults(
  db: Kysely<Database>,
  filter: InboxFilter,
  now: number,
  viewer: Viewer,
): Promise<Results> {
  // Without a period of its own, the table covers the chart's 30 days (or, when asked, everything).
  const scopeName = filter.period !== "tudo" ? "periodo" : filter.allTimeResults ? "tudo" : "30-dias";
  const scope = {
    ...filter,
    status: null,
    search: "",
    period: scopeName === "30-dias" ? ("30-dias" as const) : filter.period,
  };
  const counted = (status: string) =>
    sql<number | string>`sum(case when ${sql.ref("status")} = ${status} then 1 else 0 end)`;
  // An erased lead has no person key: it is a person of its own (its id is nobody's key any more).
  const person = sql`coalesce(${sql.ref("person_key")}, ${sql.ref("id")})`;
  const newLeads = (eb: ExpressionBuilder<Database, "leads">) =>
    eb.and([leadFilter(scope, now, { viewer })(eb), eb("arrived_as_client", "=", 0)]);
  const [rows, days, [everyone]] = await Promise.all([
    db
      .selectFrom("leads")
      .select([
        "origin_source",
        "origin_campaign",
        (eb) => eb.fn.countAll<number | string>().as("leads"),
        sql<number | string>`count(distinct ${person})`.as("people"),
        counted("em_contato").as("in_contact"),
        counted("proposta").as("proposals"),
        counted("ganho").as("won"),
        sql<
          number | string | null
        >`sum(case when ${sql.ref("status")} = 'ganho' then ${sql.ref("won_value_cents")} else 0 end)`.as("won_value"),
      ])
      .where(newLeads)
      .groupBy(["origin_source", "origin_campaign"])
      .execute(),
    leadsPerDay(db, now),
    // The people of every campaign together (a person who came through two campaigns is one) and the clients' forms.
    db
      .selectFrom("leads")
      .select([
        sql<number | string>`count(distinct case when ${sql.ref("arrived_as_client")} = 0 then ${person} end)`.as(
          "people",
        ),
        sql<number | string | null>`sum(${sql.ref("arrived_as_client")})`.as("from_clients"),
      ])
      .where(leadFilter(scope, now, { viewer }))
      .execute(),
  ]);
  const campaigns = rows
    .map((row): CampaignRow => ({
      source: row.origin_source,
      campaign: row.origin_campaign,
      leads: Number(row.leads),
      people: Number(row.people),
      inContact: Number(row.in_contact),
      proposals: Number(row.proposals),
      won: Number(row.won),
      wonValueCents: Number(row.won_value ?? 0),
    }))
    .sort((a, b) => b.wonValueCents - a.wonValueCents || b.leads - a.leads || a.source.localeCompare(b.source));
  const summed = campaigns.reduce(
    (sum, row) => ({
      leads: sum.leads + row.leads,
      inContact: sum.inContact + row.inContact,
      proposals: sum.proposals + row.proposals,
      won: sum.won + row.won,
      wonValueCents: sum.wonValueCents + row.wonValueCents,
    }),
    { leads: 0, inContact: 0, proposals: 0, won: 0, wonValueCents: 0 },
  );
  const totals = { ...summed, people: Number(everyone?.people ?? 0) };
  return {
    days,
    campaigns: campaigns.slice(0, CAMPAIGN_ROWS),
    totals,
    fromClients: Number(everyone?.from_clients ?? 0),
    campaignCount: campaigns.length,
    scope: scopeName,
  };
}
