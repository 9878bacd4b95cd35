import type { Kysely } from "kysely";
import type { ChatState } from "#app/features/panel/chat-state";
import type { Database, NotificationStatus } from "../db/schema";

/**
 * The chat message's state per lead, for the inbox and the exports: each lead
 * has one chat row for its arrival in the outbox (the e-mail's and Meta's
 * rows are the lead page's timeline, from Outbox.deliveries).
 */

export function chatState(status: NotificationStatus | undefined): ChatState {
  switch (status) {
    case "sent":
      return "enviada";
    case "pending":
      return "pendente";
    case "dead":
      return "falhou";
    default:
      return null;
  }
}

export async function chatStates(db: Kysely<Database>, leadIds: readonly number[]): Promise<Map<number, ChatState>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("notifications")
    .select(["lead_id", "status"])
    .where("lead_id", "in", [...leadIds])
    .where("destination", "=", "chat")
    .where("event", "=", "lead")
    .execute();
  return new Map(rows.map((row) => [row.lead_id, chatState(row.status)]));
}

/**
 * "Reenviar notificação": the lead's chat message again (the team asked for
 * it, even if it was delivered), and every delivery that was given up, back
 * in the queue, due now, with a fresh give-up window; the workers (of any
 * replica) pick them up at their next look. An e-mail or a Meta event already
 * delivered is not sent twice. Returns how many deliveries.
 */
export async function requeueDeliveries(db: Kysely<Database>, leadId: number, now: number): Promise<number> {
  const result = await db
    .updateTable("notifications")
    .set({ status: "pending", next_attempt_at: now, attempts: 0, failing_since: null, last_error: null, sent_at: null })
    .where("lead_id", "=", leadId)
    .where((eb) =>
      eb.or([eb.and([eb("destination", "=", "chat"), eb("event", "=", "lead")]), eb("status", "=", "dead")]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
