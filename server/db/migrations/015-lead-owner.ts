import { sql, type Kysely } from "kysely";

/**
 * Whose lead it is (issue 37): the responsible member (NULL: nobody yet) and whether a member takes turns
 * when new leads are distributed (docs/decisions/060). No foreign key: members are never deleted, only
 * marked removed, and SQLite cannot add one to an existing table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("assigned_user_id", "bigint").execute();
  await db.schema
    .alterTable("users")
    .addColumn("available", "integer", (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`available in (0, 1)`),
    )
    .execute();
  // "Meus leads" and an attendant limited to theirs page newest first within one member's leads.
  await db.schema.createIndex("leads_assigned").on("leads").columns(["assigned_user_id", "id"]).execute();
}
