import type { Kysely } from "kysely";
import { assignedPushMessage, type PushMessage } from "#app/features/panel/push-message";
import type { Database } from "../db/schema";
import { parseData } from "../panel/inbox";
import { memberAlertRecipients, type PushRecipient } from "./audience";

/**
 * "Lead atribuído a você" (issue 37, docs/decisions/072). A member who gives leads to another member by hand
 * writes, in the same transaction as the change and its "responsavel" audit event, one push row of event
 * 'assigned' pointing at that event, which names the member and every lead of the change. The push sender reads
 * the alert from it when the row is due: one alert per change, however many leads, on whichever replica.
 */

/** The outbox row of one change. Its lead is the change's first: that lead's page lists the delivery. */
export async function enqueueAssignedAlert(
  trx: Kysely<Database>,
  change: { leadIds: readonly number[]; auditId: number; at: number },
): Promise<void> {
  await trx
    .insertInto("notifications")
    .values({
      lead_id: Math.min(...change.leadIds),
      destination: "push",
      event: "assigned",
      audit_id: change.auditId,
      status: "pending",
      next_attempt_at: change.at,
      created_at: change.at,
    })
    .execute();
}

/** What the member is told and on which devices; null when none of the leads is theirs any more. */
export interface AssignedAlert {
  message: PushMessage;
  recipients: PushRecipient[];
}

/**
 * The alert of the row `alertId`, from its audit event. Only the leads still the member's count: a lead given
 * to someone else (or taken back) before the alert went out is not announced.
 */
export async function assignedAlert(
  db: Kysely<Database>,
  row: { alertId: number; auditId: number; createdAt: number },
): Promise<AssignedAlert | null> {
  const audit = await db
    .selectFrom("audit_events")
    .select(["lead_id", "detail"])
    .where("id", "=", row.auditId)
    .executeTakeFirst();
  const memberId = audit ? memberOf(audit.detail) : null;
  if (!audit || memberId === null) return null;
  const leadIds =
    audit.lead_id !== null
      ? [audit.lead_id]
      : (await db.selectFrom("audit_event_leads").select("lead_id").where("audit_id", "=", row.auditId).execute()).map(
          (link) => link.lead_id,
        );
  if (leadIds.length === 0) return null;
  const theirs = await db
    .selectFrom("leads")
    .select(["id", "form", "data"])
    .where("id", "in", leadIds)
    .where("assigned_user_id", "=", memberId)
    .where("anonymized_at", "is", null)
    .orderBy("id")
    .execute();
  const [only] = theirs;
  if (!only) return null;
  const message =
    theirs.length === 1
      ? assignedPushMessage({ lead: { id: only.id, form: only.form, data: parseData(only.data) } }, row.alertId)
      : assignedPushMessage({ count: theirs.length }, row.alertId);
  return { message, recipients: await memberAlertRecipients(db, memberId, row.createdAt) };
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
