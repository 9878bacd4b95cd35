import type { Kysely } from "kysely";
import type { ContactChannel } from "#app/features/panel/contact-channel";
import type { Database } from "../db/schema";
import { recordAudit, type Actor } from "./audit";
import { firstContactColumns } from "./first-contact";
import { statusMessages } from "./lead-status";

/**
 * The team's next step on a lead: its next follow-up, set, changed or
 * cleared on the lead's page, and the contact attempts logged with one tap.
 * Both are the lead's timeline (lead_follow_up_events) and the audit trail
 * (which records the fact, never the team's words).
 */

export type FollowUpWriteResult = { ok: true } | { ok: false; error: string } | { ok: false; notFound: true };

/** Sets (or, with null, clears) the lead's next follow-up. */
export async function setFollowUp(
  db: Kysely<Database>,
  leadId: number,
  followUp: { dueAt: number; what: string } | null,
  actor: Actor & { id: number },
  now: number,
): Promise<FollowUpWriteResult> {
  return writeOnLead(db, leadId, now, async (trx) => {
    await trx
      .updateTable("leads")
      .set({
        follow_up_at: followUp?.dueAt ?? null,
        follow_up_what: followUp?.what ?? null,
        follow_up_user_id: followUp ? actor.id : null,
      })
      .where("id", "=", leadId)
      .execute();
    await trx
      .insertInto("lead_follow_up_events")
      .values({
        lead_id: leadId,
        user_id: actor.id,
        kind: "acompanhamento",
        channel: null,
        due_at: followUp?.dueAt ?? null,
        what: followUp?.what ?? null,
        created_at: now,
      })
      .execute();
  }).then(async (result) => {
    if (result.ok) {
      await recordAudit(
        db,
        { action: "acompanhamento", actor, leadId, detail: followUp ? { em: followUp.dueAt } : { removido: true } },
        now,
      );
    }
    return result;
  });
}

/** A contact attempt (a tap on Ligar, WhatsApp or E-mail): the lead's first contact when it had none. */
export async function logContact(
  db: Kysely<Database>,
  leadId: number,
  channel: ContactChannel,
  actor: Actor & { id: number },
  now: number,
): Promise<FollowUpWriteResult> {
  const result = await writeOnLead(db, leadId, now, async (trx) => {
    await trx.updateTable("leads").set(await firstContactColumns(trx, leadId, actor.id, now)).where("id", "=", leadId).execute();
    await trx
      .insertInto("lead_follow_up_events")
      .values({
        lead_id: leadId,
        user_id: actor.id,
        kind: "contato",
        channel,
        due_at: null,
        what: null,
        created_at: now,
      })
      .execute();
  });
  if (result.ok) await recordAudit(db, { action: "contato", actor, leadId, detail: { canal: channel } }, now);
  return result;
}

/**
 * Writes on a lead that is not erased, in one transaction that starts with
 * its write (SQLite takes its lock at once): an erasure meanwhile either
 * waits for it (and cleans what it wrote) or has erased the lead first.
 */
async function writeOnLead(
  db: Kysely<Database>,
  leadId: number,
  now: number,
  write: (trx: Kysely<Database>) => Promise<void>,
): Promise<FollowUpWriteResult> {
  const written = await db.transaction().execute(async (trx) => {
    const touched = await trx
      .updateTable("leads")
      .set({ last_activity_at: now })
      .where("id", "=", leadId)
      .where("anonymized_at", "is", null)
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) !== 1) return false;
    await write(trx);
    return true;
  });
  if (written) return { ok: true };
  const exists = await db.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst();
  return exists ? { ok: false, error: statusMessages.erased } : { ok: false, notFound: true };
}
