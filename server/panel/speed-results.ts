import { sql, type Expression, type Kysely } from "kysely";
import type { Viewer } from "#app/features/panel/assignment";
import { monthOf, monthStart, monthValue } from "#app/features/panel/results/months";
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
 * worked out again per lead (docs/decisions/080). PostgreSQL takes the
 * medians itself and sends a row per group: a year holds tens of thousands
 * of contacted leads, which cost more to send and parse than to sort. SQLite
 * has no median and runs in this process, where sorting the year's narrow
 * rows costs less than ranking them in SQL (window functions).
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
        databaseMedians(db, since, viewer, sql<string>`coalesce(users.name, ${NOBODY})`),
        databaseMedians(db, since, viewer, arrivalMonth(since, now)),
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

/**
 * A lead's month of arrival in Brasília as its number (#app/features/panel/results/months), on PostgreSQL: the
 * year's months as literal bounds, cheap comparisons; a lead stored after this month (a replica's clock ahead) from
 * its date, which costs more per row.
 */
function arrivalMonth(since: number, now: number): Expression<number> {
  const local = sql`to_timestamp((leads.created_at - 10800000) / 1000.0) at time zone 'UTC'`;
  const later = sql`extract(year from ${local})::int * 12 + extract(month from ${local})::int - 1`;
  const months: number[] = [];
  for (let month = monthOf(now); month > monthOf(since); month -= 1) months.push(month);
  return sql<number>`case when leads.created_at >= ${sql.lit(monthStart(monthOf(now) + 1))} then ${later} ${sql.join(
    months.map((month) => sql`when leads.created_at >= ${sql.lit(monthStart(month))} then ${sql.lit(month)}`),
    sql` `,
  )} else ${sql.lit(monthOf(since))} end`;
}

/**
 * Per group, its count of contacted leads and its median wait, taken by PostgreSQL: `percentile_cont(0.5)` is the
 * middle wait, or the mean of the two middle ones, as #app/features/panel/speed-to-lead's `median`.
 */
async function databaseMedians(
  db: Kysely<Database>,
  since: number,
  viewer: Viewer,
  group: Expression<string | number>,
): Promise<Map<string | number, Summary>> {
  const rows = await db
    .selectFrom("leads")
    .leftJoin("users", "users.id", "leads.first_contact_user_id")
    .select([
      sql<string | number>`${group}`.as("grp"),
      sql<number>`count(*)`.as("contacted"),
      sql<number>`percentile_cont(0.5) within group (order by leads.first_contact_wait_ms)`.as("median"),
    ])
    .where("leads.created_at", ">=", since)
    .where("leads.first_contact_wait_ms", "is not", null)
    .where(visibleLeads(viewer))
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((row) => [row.grp, { contacted: Number(row.contacted), medianMs: Number(row.median) }]));
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
