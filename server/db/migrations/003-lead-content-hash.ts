import { type Kysely } from "kysely";

/**
 * Fingerprint of form + cleaned data: finds a form posted twice without JavaScript. NULL on older leads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("content_hash", "text").execute();
  await db.schema.createIndex("leads_content_hash").on("leads").columns(["content_hash", "created_at"]).execute();
}
