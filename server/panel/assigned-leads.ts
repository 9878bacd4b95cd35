import type { Kysely } from "kysely";
import type { AssignedLead } from "#app/features/panel/assigned-email";
import type { Database } from "../db/schema";
import { parseData } from "./inbox";

/**
 * Telling a member of leads given to them by hand (issue 37, docs/decisions/072 and 081). `assignLeads` writes, in
 * the same transaction as the change and its "responsavel" audit event, one outbox row of event 'assigned' per
 * channel configured (the phone alert, the e-mail), pointing at that event, which names the member and every lead
 * of the change. Each channel's sender reads the change back from it here when its row is due: one message per
 * change and channel, however many leads, on whichever replica.
 */

/** The outbox destinations that tell a member of leads given to them. */
export type AssignedChannel = "push" | "email";

/** The rows of one change, one per channel. Their lead is the change's first: that lead's page lists them. */
export async function enqueueAssignedNotices(
  trx: Kysely<Database>,
  change: { leadIds: readonly number[]; auditId: number; at: number },
  channels: readonly AssignedChannel[],
): Promise<void> {
  if (channels.length === 0) return;
  await trx
    .insertInto("notifications")
    .values(
      channels.map((destination) => ({
        lead_id: Math.min(...change.leadIds),
        destination,
        event: "assigned" as const,
        audit_id: change.auditId,
        status: "pending" as const,
        next_attempt_at: change.at,
        created_at: change.at,
      })),
    )
    .execute();
}

/** A change as its messages tell it. */
export interface AssignedChange {
  /** The member given the leads, still on the team. */
  member: { id: number; name: string; email: string };
  /** Who made the change: their name now, else the e-mail the trail kept; null when neither is known. */
  by: string | null;
  /** The change's leads still the member's, oldest first; never empty. */
  leads: AssignedLead[];
}

/**
 * The change of the audit event `auditId`; null when there is no one to tell: the member was removed, or none of
 * the leads is theirs any more (given to someone else, taken back or erased before the message went out).
 */
export async function assignedChange(db: Kysely<Database>, auditId: number): Promise<AssignedChange | null> {
  const audit = await db
    .selectFrom("audit_events as a")
    .leftJoin("users as u", "u.id", "a.actor_id")
    .select(["a.lead_id", "a.detail", "a.actor_label", "u.name as actor_name"])
    .where("a.id", "=", auditId)
    .executeTakeFirst();
  const memberId = audit ? memberOf(audit.detail) : null;
  if (!audit || memberId === null) return null;
  const member = await db
    .selectFrom("users")
    .select(["id", "name", "email"])
    .where("id", "=", memberId)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  if (!member) return null;
  const leadIds =
    audit.lead_id !== null
      ? [audit.lead_id]
      : (await db.selectFrom("audit_event_leads").select("lead_id").where("audit_id", "=", auditId).execute()).map(
          (link) => link.lead_id,
        );
  if (leadIds.length === 0) return null;
  const theirs = await db
    .selectFrom("leads")
    .select(["id", "form", "data", "created_at"])
    .where("id", "in", leadIds)
    .where("assigned_user_id", "=", memberId)
    .where("anonymized_at", "is", null)
    .orderBy("id")
    .execute();
  if (theirs.length === 0) return null;
  return {
    member,
    by: audit.actor_name || audit.actor_label || null,
    leads: theirs.map((lead) => ({
      id: lead.id,
      form: lead.form,
      data: parseData(lead.data),
      createdAt: lead.created_at,
    })),
  };
}

/** The member the audit event names (assignLeads writes `paraId`); null for an event without one. */
function memberOf(detail: string | null): number | null {
  if (detail === null) return null;
  try {
    const parsed: unknown = JSON.parse(detail);
    const id = parsed !== null && typeof parsed === "object" ? (parsed as { paraId?: unknown }).paraId : undefined;
    return typeof id === "number" && Number.isSafeInteger(id) ? id : null;
  } catch {
    return null;
  }
}
