import { sql, type Expression, type Kysely } from "kysely";
import type { Viewer } from "#app/features/panel/assignment";
import { monthOf, monthValue } from "#app/features/panel/results/months";
import { median } from "#app/features/panel/speed-to-lead";
import { DAY } from "#app/features/panel/time";
import type { Dialect } from "../db/connect";
import type { Database } from "../db/schema";
import { visibleLeads } from "./lead-filter";

/**
 * Speed to lead on the results page: the median wait (in opening hours)
 * from arrival to first contact, per member who made it and per month of
 * arrival (Brasília), over the last twelve months, of the leads the viewer
 * may see (an attendant limited to theirs: theirs alone, issue 37).
 *
 * Each wait is stored with its first contact (server/panel/first-contact.ts,
 * migration 026) and read from the index leads_first_contact_wait, never
 * worked out again per lead (docs/decisions/080). PostgreSQL ranks the waits
 * itself and sends only each group's middle ones: a year holds tens of
 * thousands of contacted leads, which cost more to send and parse than to
 * rank. SQLite runs in this process, where its window functions cost more
 * than sorting the year's narrow rows here.
 */

export interface SpeedRow {
  label: string;
  /** Leads with a first contact. */
  contacted: number;
  medianMs: number;
}

export interface SpeedResults {
  byPerson: SpeedRow[];
  /** Newest month first: "2026-11". */
  byMonth: (SpeedRow & { month: string })[];
}

const PERIOD_DAYS = 366;
const NOBODY = "Sem registro de quem";

type Summary = { contacted: number; medianMs: number };

export async function speedResults(
  db: Kysely<Database>,
  dialect: Dialect,
  now: number,
  viewer: Viewer,
): Promise<SpeedResults> {
  const since = now - PERIOD_DAYS * DAY;
  const [people, months] = await (dialect === "postgres"
    ? Promise.all([
        rankedMiddles(db, since, viewer, sql<string>`coalesce(users.name, ${NOBODY})`),
        rankedMiddles(db, since, viewer, arrivalMonth),
      ])
    : readWaits(db, since, viewer));
  return {
    byPerson: [...people]
      .map(([name, summary]) => ({ label: String(name), ...summary }))
      .sort((a, b) => a.medianMs - b.medianMs || a.label.localeCompare(b.label, "pt-BR")),
    byMonth: [...months]
      .map(([month, summary]) => ({ label: monthValue(Number(month)), ...summary, month: monthValue(Number(month)) }))
      .sort((a, b) => b.month.localeCompare(a.month)),
  };
}

/** A lead's month of arrival in Brasília as its number (#app/features/panel/results/months), on PostgreSQL. */
const arrivalMonth = sql<number>`(
  extract(year from to_timestamp((leads.created_at - 10800000) / 1000.0) at time zone 'UTC')::int * 12
  + extract(month from to_timestamp((leads.created_at - 10800000) / 1000.0) at time zone 'UTC')::int - 1)`;

/**
 * Per group, its count of contacted leads and its middle wait(s), ranked by PostgreSQL: one for an odd count, the
 * two around the middle for an even one (their mean is the median, as #app/features/panel/speed-to-lead's `median`).
 */
async function rankedMiddles(
  db: Kysely<Database>,
  since: number,
  viewer: Viewer,
  group: Expression<string | number>,
): Promise<Map<string | number, Summary>> {
  const ranked = db
    .selectFrom("leads")
    .leftJoin("users", "users.id", "leads.first_contact_user_id")
    .select([
      sql<string | number>`${group}`.as("grp"),
      sql<number>`leads.first_contact_wait_ms`.as("wait"),
      sql<number>`row_number() over (partition by ${group} order by leads.first_contact_wait_ms)`.as("position"),
      sql<number>`count(*) over (partition by ${group})`.as("total"),
    ])
    .where("leads.created_at", ">=", since)
    .where("leads.first_contact_wait_ms", "is not", null)
    .where(visibleLeads(viewer));
  const rows = await db
    .selectFrom(ranked.as("ranked"))
    .select(["grp", "wait", "total"])
    .where(sql<boolean>`position * 2 in (total, total + 1, total + 2)`)
    .execute();
  const groups = new Map<string | number, { contacted: number; waits: number[] }>();
  for (const row of rows) {
    const found = groups.get(row.grp);
    if (found) found.waits.push(Number(row.wait));
    else groups.set(row.grp, { contacted: Number(row.total), waits: [Number(row.wait)] });
  }
  return new Map([...groups].map(([key, { contacted, waits }]) => [key, { contacted, medianMs: median(waits) ?? 0 }]));
}

/** The year's waits read into this process (SQLite), grouped by member's name and by month, and their medians. */
async function readWaits(
  db: Kysely<Database>,
  since: number,
  viewer: Viewer,
): Promise<[Map<string, Summary>, Map<number, Summary>]> {
  const [rows, users] = await Promise.all([
    db
      .selectFrom("leads")
      .select(["first_contact_user_id", "created_at", "first_contact_wait_ms"])
      .where("created_at", ">=", since)
      .where("first_contact_wait_ms", "is not", null)
      .where(visibleLeads(viewer))
      .execute(),
    db.selectFrom("users").select(["id", "name"]).execute(),
  ]);
  const names = new Map(users.map((user) => [user.id, user.name]));
  const people = new Map<string, number[]>();
  const months = new Map<number, number[]>();
  for (const row of rows) {
    const wait = Number(row.first_contact_wait_ms);
    push(people, names.get(row.first_contact_user_id ?? 0) ?? NOBODY, wait);
    push(months, monthOf(row.created_at), wait);
  }
  return [summaries(people), summaries(months)];
}

function push<Key>(groups: Map<Key, number[]>, key: Key, value: number): void {
  const group = groups.get(key);
  if (group) group.push(value);
  else groups.set(key, [value]);
}

function summaries<Key>(groups: Map<Key, number[]>): Map<Key, Summary> {
  return new Map([...groups].map(([key, waits]) => [key, { contacted: waits.length, medianMs: median(waits) ?? 0 }]));
}
