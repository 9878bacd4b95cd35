import { sql, type Kysely } from "kysely";
import type { Dialect } from "../connect";

/**
 * One outbox row per lead, destination and event, each with its own retries; every try logged.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === "postgres" ? "bigserial" : "integer";
  await db.schema
    .alterTable("notifications")
    .addColumn("destination", "text", (column) =>
      column
        .notNull()
        .defaultTo("chat")
        .check(sql`destination in ('chat', 'email', 'meta')`),
    )
    .execute();
  await db.schema
    .alterTable("notifications")
    .addColumn("event", "text", (column) =>
      column
        .notNull()
        .defaultTo("lead")
        .check(sql`event in ('lead', 'won')`),
    )
    .execute();
  await db.schema.alterTable("notifications").addColumn("value_cents", "bigint").execute();
  await db.schema
    .createIndex("notifications_one_per_event")
    .on("notifications")
    .columns(["lead_id", "destination", "event"])
    .unique()
    .execute();
  // Each destination's worker claims its own due rows; health counts by destination and status.
  await db.schema.dropIndex("notifications_due").execute();
  await db.schema
    .createIndex("notifications_destination_due")
    .on("notifications")
    .columns(["destination", "status", "next_attempt_at"])
    .execute();

  await db.schema
    .createTable("delivery_attempts")
    .addColumn("id", id, (column) =>
      dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("notification_id", "bigint", (column) =>
      column.notNull().references("notifications.id").onDelete("cascade"),
    )
    .addColumn("attempted_at", "bigint", (column) => column.notNull())
    .addColumn("outcome", "text", (column) =>
      column.notNull().check(sql`outcome in ('sent', 'failed', 'rate-limited', 'dead')`),
    )
    .addColumn("status_code", "integer")
    .addColumn("error", "text")
    .execute();
  await db.schema
    .createIndex("delivery_attempts_notification")
    .on("delivery_attempts")
    .columns(["notification_id", "attempted_at"])
    .execute();
}
