import type { Transaction } from "kysely";
import { ASSIGNMENT_SETTING_NAMES, nextTurns, parseAssignmentSettings } from "#app/features/panel/assignment";
import type { Dialect } from "./connect";
import type { Database } from "./schema";

/**
 * The distribution in turn of new leads (issue 37, docs/decisions/060), run inside the transaction that stores
 * them, so a lead is stored with its responsible member or not at all, and each lead takes exactly one turn
 * however many replicas store leads at once. The turn is the panel_settings row "responsaveis.vez" (the id of the
 * member who had the last one): PostgreSQL locks that row (SELECT … FOR UPDATE) until the transaction ends;
 * SQLite's transaction already holds the database's write lock, taken by the leads' INSERT before this runs.
 */
export async function distributeInTurn(
  trx: Transaction<Database>,
  dialect: Dialect,
  leadIds: readonly number[],
  now: number,
): Promise<void> {
  if (leadIds.length === 0) return;
  const stored = await trx
    .selectFrom("panel_settings")
    .select(["name", "value"])
    .where("name", "=", ASSIGNMENT_SETTING_NAMES.distribution)
    .execute();
  const settings = parseAssignmentSettings(new Map(stored.map((row) => [row.name, row.value])));
  if (settings.distribution !== "rodizio") return;

  await trx
    .insertInto("panel_settings")
    .values({ name: ASSIGNMENT_SETTING_NAMES.lastTurn, value: "", updated_at: now, updated_by: null })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const turn = await trx
    .selectFrom("panel_settings")
    .select("value")
    .where("name", "=", ASSIGNMENT_SETTING_NAMES.lastTurn)
    .$if(dialect === "postgres", (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  const members = await trx
    .selectFrom("users")
    .select(["id", "name"])
    .where("available", "=", 1)
    .where("removed_at", "is", null)
    .where("password_hash", "is not", null)
    .execute();
  const last = /^\d+$/.test(turn.value) ? Number(turn.value) : null;
  const ordered = [...leadIds].sort((a, b) => a - b);
  const turns = nextTurns(
    members.map((member) => member.id),
    last,
    ordered.length,
  );
  if (turns.length === 0) return;
  const names = new Map(members.map((member) => [member.id, member.name]));
  for (const [index, leadId] of ordered.entries()) {
    const userId = turns[index]!;
    await trx.updateTable("leads").set({ assigned_user_id: userId }).where("id", "=", leadId).execute();
    // The lead's timeline says who got it and how; the trail names the member, never the lead's content.
    await trx
      .insertInto("audit_events")
      .values({
        created_at: now,
        actor_id: null,
        actor_label: null,
        action: "responsavel",
        lead_id: leadId,
        ip: null,
        detail: JSON.stringify({ para: names.get(userId) ?? null, rodizio: true }),
      })
      .execute();
  }
  await trx
    .updateTable("panel_settings")
    .set({ value: String(turns.at(-1)), updated_at: now })
    .where("name", "=", ASSIGNMENT_SETTING_NAMES.lastTurn)
    .execute();
}
