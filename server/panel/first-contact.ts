import { sql, type Kysely } from "kysely";
import { waitMillis } from "#app/features/panel/speed-to-lead";
import type { Database } from "../db/schema";

/**
 * The columns a lead's first contact sets, for an update that records a
 * member's work on it (status change, note, contact attempt): kept when a
 * first contact exists already. Both sides read the row as it was before the
 * update (SQL's rule, on SQLite and PostgreSQL alike). The wait in opening
 * hours is written with it (migration 026), so speed to lead's medians are
 * the database's work rather than every contact read into the server; it
 * needs the lead's arrival, which never changes once stored.
 */
export async function firstContactColumns(db: Kysely<Database>, leadId: number, userId: number | null, now: number) {
  const lead = await db.selectFrom("leads").select("created_at").where("id", "=", leadId).executeTakeFirst();
  const wait = lead ? waitMillis(lead.created_at, now, now) : null;
  return {
    first_contact_at: sql<number>`coalesce(first_contact_at, ${now})`,
    first_contact_user_id: sql<
      number | null
    >`case when first_contact_at is null then ${userId} else first_contact_user_id end`,
    first_contact_wait_ms: sql<
      number | null
    >`case when first_contact_at is null then ${wait} else first_contact_wait_ms end`,
  };
}
