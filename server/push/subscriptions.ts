import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { PushRecipient } from "./audience";

/**
 * The members' devices with lead alerts on (push_subscriptions), and which
 * of them an outbox row's alert already reached (push_deliveries), for both
 * the panel (turning alerts on and off) and the outbox's push sender.
 */

/** A browser's PushSubscription as its toJSON() gives it, checked. */
export interface SubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface MemberDevice {
  id: number;
  endpoint: string;
  userAgent: string | null;
  createdAt: number;
}

export class PushSubscriptions {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Turns alerts on for this device. The same endpoint again (the browser subscribed anew, or another member
   * signed in on the device) is this member's now, with the new keys: one device, one alert.
   */
  async save(userId: number, input: SubscriptionInput, userAgent: string | null, now: number): Promise<void> {
    await this.db
      .insertInto("push_subscriptions")
      .values({ user_id: userId, ...input, user_agent: userAgent, created_at: now })
      .onConflict((conflict) =>
        conflict.column("endpoint").doUpdateSet({
          user_id: userId,
          p256dh: input.p256dh,
          auth: input.auth,
          user_agent: userAgent,
          created_at: now,
        }),
      )
      .execute();
  }

  async listForMember(userId: number): Promise<MemberDevice[]> {
    return this.db
      .selectFrom("push_subscriptions")
      .where("user_id", "=", userId)
      .select(["id", "endpoint", "user_agent as userAgent", "created_at as createdAt"])
      .orderBy("created_at", "desc")
      .execute();
  }

  /** A member turns a device's alerts off (by id from the list, or by the endpoint the browser holds). */
  async remove(userId: number, device: { id: number } | { endpoint: string }): Promise<boolean> {
    const result = await this.db
      .deleteFrom("push_subscriptions")
      .where("user_id", "=", userId)
      .where((eb) => ("id" in device ? eb("id", "=", device.id) : eb("endpoint", "=", device.endpoint)))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The push service said the device is gone (404/410): it will never take an alert again. */
  async forget(subscriptionId: number): Promise<void> {
    await this.db.deleteFrom("push_subscriptions").where("id", "=", subscriptionId).execute();
  }

  /** The devices among these that this outbox row's alert has not reached yet. */
  async notReached(notificationId: number, recipients: readonly PushRecipient[]): Promise<PushRecipient[]> {
    if (recipients.length === 0) return [];
    const reached = await this.db
      .selectFrom("push_deliveries")
      .where("notification_id", "=", notificationId)
      .select("subscription_id")
      .execute();
    const done = new Set(reached.map((row) => Number(row.subscription_id)));
    return recipients.filter((recipient) => !done.has(Number(recipient.subscriptionId)));
  }

  async markReached(notificationId: number, subscriptionId: number, now: number): Promise<void> {
    await this.db
      .insertInto("push_deliveries")
      .values({ notification_id: notificationId, subscription_id: subscriptionId, sent_at: now })
      .onConflict((conflict) => conflict.columns(["notification_id", "subscription_id"]).doNothing())
      .execute();
  }
}
