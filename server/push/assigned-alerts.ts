import type { Kysely } from "kysely";
import { assignedPushMessage, type PushMessage } from "#app/features/panel/push-message";
import type { Database } from "../db/schema";
import { assignedChange } from "../panel/assigned-leads";
import { memberAlertRecipients, type PushRecipient } from "./audience";

/**
 * "Lead atribuído a você" on the member's devices (issue 37, docs/decisions/072): the push row of a hand-made
 * change, written with it (server/panel/assigned-leads.ts), becomes one alert when it is due.
 */

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
  const change = await assignedChange(db, row.auditId);
  if (change === null) return null;
  const [only] = change.leads;
  const message =
    change.leads.length === 1 && only
      ? assignedPushMessage({ lead: only }, row.alertId)
      : assignedPushMessage({ count: change.leads.length }, row.alertId);
  return { message, recipients: await memberAlertRecipients(db, change.member.id, row.createdAt) };
}
