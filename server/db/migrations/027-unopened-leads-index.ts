/**
 * Migration 027 (issue 36): an index that finds the leads nobody has opened yet, for "what needs me now" (/painel),
 * which lists the newest ten and counts them all on every visit. Without it the count read the whole table, and
 * PostgreSQL walked the newest leads until ten unopened ones turned up: the costliest request of the panel at 100,000
 * leads (p95 89 ms on PostgreSQL). Opened and erased first, then the id: the two "is null" are one range of the
 * index, read newest first. A partial index of the unopened leads alone was smaller, but SQLite's planner passed it
 * over for a worse plan (200 ms). Frozen, like every migration.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("leads_unopened").on("leads").columns(["opened_at", "anonymized_at", "id"]).execute();
}
