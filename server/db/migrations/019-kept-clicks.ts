import { sql, type Kysely } from "kysely";
import type { Dialect } from "../connect";

/**
 * Clicks on the site's WhatsApp buttons (issue 38, decision 066): the page, the campaign and click ids the
 * visit carried, under the short code the chat opens with; no personal data. A lead made from the code in
 * the panel links it (once: a used code cannot make a second lead).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === "postgres" ? "bigserial" : "integer";
  const json = dialect === "postgres" ? "jsonb" : "text";
  await db.schema
    .createTable("whatsapp_clicks")
    .addColumn("id", id, (column) =>
      dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("code", "text", (column) => column.notNull().unique())
    .addColumn("page_path", "text")
    .addColumn("attribution", sql.raw(json))
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("lead_id", "bigint", (column) => column.references("leads.id").onDelete("set null"))
    .addColumn("used_at", "bigint")
    .execute();
  await db.schema.createIndex("whatsapp_clicks_created").on("whatsapp_clicks").column("created_at").execute();
}
