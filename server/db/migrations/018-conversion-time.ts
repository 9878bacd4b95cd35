import { sql, type Kysely } from "kysely";

/**
 * Issue 38 (docs/decisions/063): a won client's conversion is its FIRST "Ganho", time and value, set once and
 * never moved by a later Ganho (Ganho → other → Ganho): Google Ads counts a new time as a second conversion.
 * Backfilled from the status history, the earliest change to "ganho"; a lead marked "ganho" without history
 * (written before the history existed) takes its last change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("first_won_at", "bigint").execute();
  await db.schema.alterTable("leads").addColumn("first_won_value_cents", "bigint").execute();
  await sql`
    update leads set
      first_won_at = (
        select c.created_at from lead_status_changes c
        where c.lead_id = leads.id and c.to_status = 'ganho' order by c.created_at, c.id limit 1),
      first_won_value_cents = (
        select c.won_value_cents from lead_status_changes c
        where c.lead_id = leads.id and c.to_status = 'ganho' order by c.created_at, c.id limit 1)
    where exists (select 1 from lead_status_changes c where c.lead_id = leads.id and c.to_status = 'ganho')
  `.execute(db);
  await sql`
    update leads set first_won_at = coalesce(status_changed_at, created_at), first_won_value_cents = won_value_cents
    where first_won_at is null and status = 'ganho'
  `.execute(db);
}
