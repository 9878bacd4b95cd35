import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * Who a lead alert goes to: the one place that decides it (issue 37). A new lead's: the lead's responsible person
 * when it has one (the distribution in turn gives it one as it is stored); an unassigned lead alerts the members marked
 * available, and when nobody is (the team never set it up), every active member, so a lead never arrives in
 * silence. Each gets it on every device they turned alerts on before the lead was stored: a device added later
 * does not get older leads' alerts when a retry comes round.
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
  const stored = await db.selectFrom("leads").select("assigned_user_id").where("id", "=", lead.id).executeTakeFirst();
  const assigned = stored?.assigned_user_id ?? null;
  const anyoneAvailable =
    assigned === null &&
    (await db
      .selectFrom("users")
      .select("id")
      .where("removed_at", "is", null)
      .where("available", "=", 1)
      .executeTakeFirst()) !== undefined;
  let query = db
    .selectFrom("push_subscriptions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .where("u.removed_at", "is", null)
    .where("s.created_at", "<=", lead.createdAt);
  if (assigned !== null) query = query.where("u.id", "=", assigned);
  else if (anyoneAvailable) query = query.where("u.available", "=", 1);
  return query
    .select(["s.id as subscriptionId", "s.user_id as userId", "s.endpoint", "s.p256dh", "s.auth"])
    .orderBy("s.id")
    .execute();
}

/**
 * Who a "Lead atribuído a você" alert goes to (docs/decisions/072): the member the leads were given to, unless
 * removed since, on every device they turned alerts on before the change.
 */
export async function memberAlertRecipients(
  db: Kysely<Database>,
  memberId: number,
  since: number,
): Promise<PushRecipient[]> {
  return db
    .selectFrom("push_subscriptions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .where("u.removed_at", "is", null)
    .where("u.id", "=", memberId)
    .where("s.created_at", "<=", since)
    .select(["s.id as subscriptionId", "s.user_id as userId", "s.endpoint", "s.p256dh", "s.auth"])
    .orderBy("s.id")
    .execute();
}
