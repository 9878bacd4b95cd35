import { type Kysely } from "kysely";

/**
 * The daily summary e-mail of follow-ups (issue 37, docs/decisions/059): one row per Brasília day, inserted by
 * the replica that sends that day's summary; the primary key lets only one of them win.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("follow_up_summaries")
    .addColumn("day", "text", (column) => column.primaryKey())
    .addColumn("claimed_at", "bigint", (column) => column.notNull())
    .execute();
}
