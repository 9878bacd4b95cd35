import { sql, type Kysely } from "kysely";
import type { Database } from "#server/db/schema";

/**
 * The results' roll-up (migration 026) as stored, and the same figures counted from every lead as the results page
 * did before it: tests hold the one to the other.
 */

export const COUNTERS = [
  "arrived_new",
  "arrived_from_clients",
  "contacted",
  "proposals",
  "won",
  "won_clients",
  "won_value_cents",
] as const;

export type Row = Record<string, number | string>;

const rowKey = (row: Row) =>
  `${row.day}|${row.origin_channel}|${row.origin_source}|${row.origin_campaign}|${row.owner_id}`;

export const numbers = (row: object): Row =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => [column, column.startsWith("origin_") ? value : Number(value)]),
  );

const sorted = (rows: Row[]) => rows.sort((a, b) => rowKey(a).localeCompare(rowKey(b)));

/** What the roll-up holds, rows back at zero left out. */
export async function rolledUp(db: Kysely<Database>): Promise<Row[]> {
  const rows = await db.selectFrom("results_days").selectAll().execute();
  return sorted(rows.map(numbers).filter((row) => COUNTERS.some((column) => row[column] !== 0)));
}

/** The same figures counted from every lead, as the results page did before migration 026. */
export async function countedFromLeads(db: Kysely<Database>): Promise<Row[]> {
  const day = (column: string) => sql.raw(`(${column} - 10800000) / 86400000`);
  const key = sql.raw("origin_channel, origin_source, origin_campaign, coalesce(assigned_user_id, 0)");
  const { rows: arrived } = await sql<Row>`
    select ${day("created_at")} as day, ${key} as owner_id,
      sum(case when arrived_as_client = 0 then 1 else 0 end) as arrived_new,
      sum(case when arrived_as_client <> 0 then 1 else 0 end) as arrived_from_clients,
      sum(case when arrived_as_client = 0 and (status <> 'novo' or first_won_at is not null) then 1 else 0 end)
        as contacted,
      sum(case when arrived_as_client = 0 and (status in ('proposta', 'ganho') or first_won_at is not null)
        then 1 else 0 end) as proposals,
      sum(case when arrived_as_client = 0 and first_won_at is not null then 1 else 0 end) as won
    from leads group by ${day("created_at")}, ${key}`.execute(db);
  const { rows: won } = await sql<Row>`
    select ${day("first_won_at")} as day, ${key} as owner_id, count(*) as won_clients,
      coalesce(sum(first_won_value_cents), 0) as won_value_cents
    from leads where first_won_at is not null group by ${day("first_won_at")}, ${key}`.execute(db);
  const byKey = new Map<string, Row>();
  const zero = Object.fromEntries(COUNTERS.map((column) => [column, 0]));
  for (const row of [...arrived.map(numbers), ...won.map(numbers)])
    byKey.set(rowKey(row), { ...zero, ...byKey.get(rowKey(row)), ...row });
  return sorted([...byKey.values()]);
}
