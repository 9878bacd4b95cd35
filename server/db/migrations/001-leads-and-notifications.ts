import { sql, type Kysely } from "kysely";
import type { Dialect } from "../connect";

/**
 * The first schema: the leads as the forms send them, and the outbox of their notifications, each retried on its
 * own until sent or given up ("dead").
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === "postgres" ? "bigserial" : "integer";
  const json = dialect === "postgres" ? "jsonb" : "text";
  await db.schema
    .createTable("leads")
    .addColumn("id", id, (column) =>
      dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("form", "text", (column) => column.notNull())
    .addColumn("submission_id", "text", (column) => column.notNull().unique())
    .addColumn("data", sql.raw(json), (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("leads_email").on("leads").column("email").execute();
  await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();

  await db.schema
    .createTable("notifications")
    .addColumn("id", id, (column) =>
      dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("lead_id", "bigint", (column) => column.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("status", "text", (column) => column.notNull().check(sql`status in ('pending', 'sent', 'dead')`))
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
    .addColumn("failing_since", "bigint")
    .addColumn("last_error", "text")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("sent_at", "bigint")
    .execute();
  await db.schema.createIndex("notifications_lead_id").on("notifications").column("lead_id").execute();
  await db.schema.createIndex("notifications_due").on("notifications").columns(["status", "next_attempt_at"]).execute();
}
