import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "./schema";
import { toLead, type StoredLead } from "./stored-lead";

/** The leads' ads-measurement consent: who gave it, and withdrawing it. */

/** Leads whose visitor consented to sharing with Google and Meta, stored since `since`, oldest first. */
export async function listConsentingLeads(db: Kysely<Database>, since: number): Promise<StoredLead[]> {
  const rows = await db
    .selectFrom("leads")
    .selectAll()
    .where("ads_consent", "=", 1)
    .where("created_at", ">=", since)
    .orderBy("created_at")
    .execute();
  return rows.map(toLead);
}

/**
 * The person withdrew the ads-measurement consent (LGPD art. 8º, § 5º):
 * their leads stop counting as consenting from `now` on (no Google Ads
 * feed line), and their Meta deliveries not yet sent are cancelled. What
 * was sent stays recorded.
 */
export async function withdrawAdsConsent(
  db: Kysely<Database>,
  email: string,
  now: number,
): Promise<{ leads: number; cancelled: number }> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("leads")
      .select("id")
      .where("email", "=", email.trim().toLowerCase())
      .where("ads_consent", "=", 1)
      .execute();
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return { leads: 0, cancelled: 0 };
    await trx.updateTable("leads").set({ ads_consent: 0, ads_consent_at: now }).where("id", "in", ids).execute();
    const unsent = (eb: ExpressionBuilder<Database, "notifications">) =>
      eb.and([eb("lead_id", "in", ids), eb("destination", "=", "meta"), eb("status", "!=", "sent")]);
    await trx
      .deleteFrom("delivery_attempts")
      .where("notification_id", "in", (eb) => eb.selectFrom("notifications").select("id").where(unsent))
      .execute();
    const cancelled = await trx.deleteFrom("notifications").where(unsent).executeTakeFirst();
    return { leads: ids.length, cancelled: Number(cancelled.numDeletedRows) };
  });
}
