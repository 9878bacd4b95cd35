import { sql } from "kysely";

/**
 * The columns a lead's first contact sets, for an update that records a
 * member's work on it (status change, note, contact attempt): kept when a
 * first contact exists already. Both sides read the row as it was before the
 * update (SQL's rule, on SQLite and PostgreSQL alike).
 */
export function firstContactColumns(userId: number | null, now: number) {
  return {
    first_contact_at: sql<number>`coalesce(first_contact_at, ${now})`,
    first_contact_user_id: sql<
      number | null
    >`case when first_contact_at is null then ${userId} else first_contact_user_id end`,
  };
}
