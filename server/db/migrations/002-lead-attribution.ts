import { sql, type Kysely } from "kysely";
import type { Dialect } from "../connect";

/**
 * Which campaign or site brought the lead; leads stored before have none (NULL).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const json = dialect === "postgres" ? "jsonb" : "text";
  await db.schema.alterTable("leads").addColumn("attribution", sql.raw(json)).execute();
}
