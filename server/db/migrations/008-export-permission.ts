import { sql, type Kysely } from "kysely";

/**
 * Exporting the leads is an owner's permission that an owner may grant to an attendant (issue 35): 1 granted,
 * 0 not (every existing member). Owners export whatever it holds. An integer on both databases, like
 * ads_consent, so the same queries compare it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("can_export", "integer", (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`can_export in (0, 1)`),
    )
    .execute();
}
