import type { DatabaseHandle } from "../db/connect";
import { anonymizeLeads, erasedLeadsWithLeftovers } from "../db/lead-erasure";
import { recordAudit, SERVER_ACTOR } from "../panel/audit";

/**
 * The privacy policy's promise: a lead's personal data is kept up to 2
 * years after the last time the team worked it (a status change or a note;
 * the day it arrived when nobody did), then erased daily by the server.
 * Erased, not deleted: the row stays, without anything that identifies the
 * person, so the campaign figures keep their counts and values.
 */
export function retentionCutoff(now: number): number {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - 2);
  return cutoff.getTime();
}

/**
 * Erases the personal data of every lead idle since before `cutoff`, and cleans again any lead erased before
 * that holds something about the person since; returns how many leads were erased for the first time.
 */
export async function eraseInactiveLeads(
  database: Pick<DatabaseHandle, "db" | "dialect">,
  cutoff: number,
  now: number,
): Promise<number> {
  const { db } = database;
  const idle = await db
    .selectFrom("leads")
    .select("id")
    .where("anonymized_at", "is", null)
    .where((eb) =>
      eb.or([
        eb("last_activity_at", "<", cutoff),
        eb.and([eb("last_activity_at", "is", null), eb("created_at", "<", cutoff)]),
      ]),
    )
    .execute();
  const ids = [...idle.map((row) => row.id), ...(await erasedLeadsWithLeftovers(db))];
  if (ids.length === 0) return 0;
  const erased = await anonymizeLeads(database, ids, now);
  await recordAudit(
    db,
    { action: "retencao_apagamento", actor: SERVER_ACTOR, leadIds: ids, detail: { leads: erased } },
    now,
  );
  return erased;
}
