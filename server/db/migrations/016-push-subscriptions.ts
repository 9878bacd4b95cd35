import { sql, type Kysely } from "kysely";
import type { Dialect } from "../connect";

/**
 * Lead alerts on the members' phones (issue 37, docs/decisions/061): each device a member turned them on, the
 * devices a lead's alert already reached (a retry skips them), and "push" as an outbox destination.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === "postgres" ? "bigserial" : "integer";
  await db.schema
    .createTable("push_subscriptions")
    .addColumn("id", id, (column) =>
      dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("user_id", "bigint", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("endpoint", "text", (column) => column.notNull().unique())
    .addColumn("p256dh", "text", (column) => column.notNull())
    .addColumn("auth", "text", (column) => column.notNull())
    .addColumn("user_agent", "text")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("push_subscriptions_user").on("push_subscriptions").column("user_id").execute();
  await db.schema
    .createTable("push_deliveries")
    .addColumn("lead_id", "bigint", (column) => column.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("subscription_id", "bigint", (column) =>
      column.notNull().references("push_subscriptions.id").onDelete("cascade"),
    )
    .addColumn("sent_at", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("push_deliveries_pk", ["lead_id", "subscription_id"])
    .execute();
  await db.schema.createIndex("push_deliveries_subscription").on("push_deliveries").column("subscription_id").execute();
  await allowDestination(db, dialect, "push");
}

/** The destinations the outbox accepted before migration 016, and the check each migration wrote for them. */
const DESTINATIONS_BEFORE_016 = "destination in ('chat', 'email', 'meta')";

/**
 * Widens the check on notifications.destination (migration 005) by one name. PostgreSQL replaces the constraint;
 * SQLite cannot alter a check, so the table is rebuilt from its own definition with only the check changed
 * (SQLite's documented procedure: foreign keys off so the delivery tries that reference the rows stay, the copy in
 * one transaction, the indexes made again).
 */
async function allowDestination(db: Kysely<unknown>, dialect: Dialect, name: string): Promise<void> {
  const widened = DESTINATIONS_BEFORE_016.replace(")", `, '${name}')`);
  if (dialect === "postgres") {
    await sql`alter table notifications drop constraint notifications_destination_check`.execute(db);
    await sql`alter table notifications add constraint notifications_destination_check check (${sql.raw(widened)})`.execute(
      db,
    );
    return;
  }
  const { rows } = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'notifications'`.execute(db);
  const { rows: indexes } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'index' and tbl_name = 'notifications' and sql is not null`.execute(db);
  const definition = rows[0]?.sql ?? "";
  if (!definition.includes(DESTINATIONS_BEFORE_016)) throw new Error("notifications: destination check not found");
  const rebuilt = definition
    .replace(DESTINATIONS_BEFORE_016, widened)
    .replace(/^create table "notifications"/i, 'create table "notifications_rebuilt"');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(rebuilt).execute(trx);
      await sql`insert into notifications_rebuilt select * from notifications`.execute(trx);
      await sql`drop table notifications`.execute(trx);
      await sql`alter table notifications_rebuilt rename to notifications`.execute(trx);
      for (const index of indexes) await sql.raw(index.sql).execute(trx);
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.length > 0) throw new Error("notifications rebuild broke a foreign key");
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
