import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * Who a new lead's alert goes to: the one place that decides it (issue 37).
 * For now every active member (not removed) gets it on each device they
 * turned alerts on before the lead was stored; a device added later does not
 * get older leads' alerts when a retry comes round. When leads get a
 * responsible person, this is where the alert narrows to them (or to the
 * members available, while a lead is unassigned).
 */

export interface PushRecipient {
  subscriptionId: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export async function leadAlertRecipients(
  db: Kysely<Database>,
  lead: { id: number; createdAt: number },
): Promise<PushRecipient[]> {
  return db
    .selectFrom("push_subscriptions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .where("u.removed_at", "is", null)
    .where("s.created_at", "<=", lead.createdAt)
    .select(["s.id as subscriptionId", "s.user_id as userId", "s.endpoint", "s.p256dh", "s.auth"])
    .orderBy("s.id")
    .execute();
}
