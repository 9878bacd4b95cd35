import { type Kysely } from "kysely";

/**
 * The owner's choices for the sales desk (issue 37): one row per setting, its value as text that the feature
 * owning it parses (server/panel/settings.ts). No row: the feature's default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("panel_settings")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("value", "text", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .addColumn("updated_by", "integer")
    .execute();
}
