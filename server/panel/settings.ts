import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * The owner's choices for the sales desk (migration 013_panel_settings), one
 * row per name. Each feature owns its names and parses its own values, with
 * its own default when no row exists, so adding a setting needs no
 * migration and no shared list.
 */

/** The stored text of each of the given names that has a row. */
export async function readSettings(db: Kysely<Database>, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db.selectFrom("panel_settings").select(["name", "value"]).where("name", "in", names).execute();
  return new Map(rows.map((row) => [row.name, row.value]));
}

/** Stores (or replaces) settings in one transaction; `userId` null when the CLI or the server sets them. */
export async function writeSettings(
  db: Kysely<Database>,
  values: Readonly<Record<string, string>>,
  userId: number | null,
  now = Date.now(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [name, value] of Object.entries(values)) {
      await trx
        .insertInto("panel_settings")
        .values({ name, value, updated_at: now, updated_by: userId })
        .onConflict((conflict) => conflict.column("name").doUpdateSet({ value, updated_at: now, updated_by: userId }))
        .execute();
    }
  });
}
