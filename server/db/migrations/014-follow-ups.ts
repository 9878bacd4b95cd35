import { sql, type Kysely } from "kysely";
import type { Dialect } from "../connect";

/**
 * Issue 37, "what needs me now" (docs/decisions/059):
 * - a lead's next follow-up: when, what (the kind or the team's words) and who set it; NULL: none;
 * - its first contact (status change, note or logged contact attempt) and who made it: speed to lead.
 *   Leads worked before get theirs from their oldest status change or note;
 * - each contact attempt and follow-up change, for the lead's timeline.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === "postgres" ? "bigserial" : "integer";
  const additions = [
    db.schema.alterTable("leads").addColumn("follow_up_at", "bigint"),
    db.schema.alterTable("leads").addColumn("follow_up_what", "text"),
    db.schema.alterTable("leads").addColumn("follow_up_user_id", "bigint"),
    db.schema.alterTable("leads").addColumn("first_contact_at", "bigint"),
    db.schema.alterTable("leads").addColumn("first_contact_user_id", "bigint"),
  ];
  for (const addition of additions) await addition.execute();
  await db.schema.createIndex("leads_follow_up").on("leads").column("follow_up_at").execute();
  await db.schema
    .createTable("lead_follow_up_events")
    .addColumn("id", id, (column) =>
      dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("lead_id", "bigint", (column) => column.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("user_id", "bigint", (column) => column.notNull().references("users.id"))
    .addColumn("kind", "text", (column) => column.notNull().check(sql`kind in ('contato', 'acompanhamento')`))
    .addColumn("channel", "text")
    .addColumn("due_at", "bigint")
    .addColumn("what", "text")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("lead_follow_up_events_lead").on("lead_follow_up_events").column("lead_id").execute();
  await sql`
    update leads set first_contact_at = (
      select min(at) from (
        select created_at as at from lead_status_changes where lead_status_changes.lead_id = leads.id
        union all
        select created_at as at from lead_notes where lead_notes.lead_id = leads.id
      ) as worked
    )
  `.execute(db);
  await sql`
    update leads set first_contact_user_id = coalesce(
      (select min(user_id) from lead_status_changes
        where lead_status_changes.lead_id = leads.id and lead_status_changes.created_at = leads.first_contact_at),
      (select min(user_id) from lead_notes
        where lead_notes.lead_id = leads.id and lead_notes.created_at = leads.first_contact_at)
    )
    where first_contact_at is not null
  `.execute(db);
}
