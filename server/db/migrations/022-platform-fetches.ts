import { type Kysely } from "kysely";
import type { Dialect } from "../connect";

/**
 * What reached the ad platforms (issue 38, decision 070): each authenticated fetch of a Google Ads file (time,
 * file, rows, the fetcher's user agent: no personal data), and an index for the owners' page that counts the
 * outbox's tries per day.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === "postgres" ? "bigserial" : "integer";
  await db.schema
    .createTable("google_file_fetches")
    .addColumn("id", id, (column) =>
      dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("fetched_at", "bigint", (column) => column.notNull())
    .addColumn("file", "text", (column) => column.notNull())
    .addColumn("row_count", "integer", (column) => column.notNull())
    .addColumn("user_agent", "text")
    .execute();
  await db.schema
    .createIndex("google_file_fetches_file")
    .on("google_file_fetches")
    .columns(["file", "fetched_at"])
    .execute();
  await db.schema.createIndex("google_file_fetches_time").on("google_file_fetches").column("fetched_at").execute();
  await db.schema.createIndex("delivery_attempts_time").on("delivery_attempts").column("attempted_at").execute();
}
