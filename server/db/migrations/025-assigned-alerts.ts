import { sql, type Kysely } from "kysely";
import type { Dialect } from "../connect";

/**
 * Migration 025 (issue 37, docs/decisions/072): the outbox carries "Lead atribuído a você" alerts.
 *
 * - notifications.event also allows 'assigned'; a lead may have many of those (one per reassignment), so the
 *   one-row-per-lead rule of migration 005 applies to 'lead' and 'won' rows only (a partial unique index).
 * - notifications.audit_id: the "responsavel" audit row an 'assigned' row announces (it names the new member and,
 *   for a bulk change, lists every lead).
 * - push_deliveries is keyed by outbox row instead of by lead, so a lead's reassignment alert is not taken as
 *   already delivered because its new-lead alert reached the device. Rows delivered before are moved to their
 *   lead's push row, so a retry still skips the devices they reached.
 *
 * Everything here is frozen: it must do the same on every database it ever meets, whatever later code becomes.
 */

/** The event check as migration 005 wrote it, and as this migration leaves it. */
const EVENTS_BEFORE_025 = "event in ('lead', 'won')";
const EVENTS_025 = "event in ('lead', 'won', 'assigned')";

/** The events a lead has at most one row of per destination. */
const ONE_PER_LEAD = "event in ('lead', 'won')";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === "postgres") {
    // PostgreSQL runs a migration in a transaction: all of it or nothing.
    await sql`alter table notifications drop constraint notifications_event_check`.execute(db);
    await sql
      .raw(`alter table notifications add constraint notifications_event_check check (${EVENTS_025})`)
      .execute(db);
    await widenOutbox(db);
    await rekeyPushDeliveries(db);
    return;
  }
  await rebuildSqliteOutbox(db);
}

/** The audit row column and the partial uniqueness, the same statements on both databases. */
async function widenOutbox(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications add column audit_id bigint references audit_events (id)`.execute(db);
  await sql`drop index notifications_one_per_event`.execute(db);
  await sql
    .raw(
      `create unique index notifications_one_per_event on notifications (lead_id, destination, event) where ${ONE_PER_LEAD}`,
    )
    .execute(db);
}

async function rekeyPushDeliveries(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table push_deliveries_by_row (
      notification_id bigint not null references notifications (id) on delete cascade,
      subscription_id bigint not null references push_subscriptions (id) on delete cascade,
      sent_at bigint not null,
      constraint push_deliveries_row_pk primary key (notification_id, subscription_id)
    )`.execute(db);
  await sql`
    insert into push_deliveries_by_row (notification_id, subscription_id, sent_at)
    select n.id, d.subscription_id, d.sent_at
    from push_deliveries d
    join notifications n on n.lead_id = d.lead_id and n.destination = 'push' and n.event = 'lead'`.execute(db);
  await sql`drop table push_deliveries`.execute(db);
  await sql`alter table push_deliveries_by_row rename to push_deliveries`.execute(db);
  await sql`create index push_deliveries_subscription on push_deliveries (subscription_id)`.execute(db);
}

/**
 * SQLite cannot alter a check: the outbox table is rebuilt from its own definition with only the event check
 * changed (SQLite's documented procedure, as migration 016 did: foreign keys off so the delivery tries that
 * reference the rows stay, the indexes made again), then changed like PostgreSQL's, all in one transaction.
 */
async function rebuildSqliteOutbox(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'notifications'`.execute(db);
  const { rows: indexes } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'index' and tbl_name = 'notifications' and sql is not null
  `.execute(db);
  const definition = rows[0]?.sql ?? "";
  if (!definition.includes(EVENTS_BEFORE_025)) throw new Error("notifications: event check not found");
  const rebuilt = definition
    .replace(EVENTS_BEFORE_025, EVENTS_025)
    .replace(/^create table "notifications"/i, 'create table "notifications_rebuilt"');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(rebuilt).execute(trx);
      await sql`insert into notifications_rebuilt select * from notifications`.execute(trx);
      await sql`drop table notifications`.execute(trx);
      await sql`alter table notifications_rebuilt rename to notifications`.execute(trx);
      for (const index of indexes) await sql.raw(index.sql).execute(trx);
      await widenOutbox(trx);
      await rekeyPushDeliveries(trx);
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.length > 0) throw new Error("notifications rebuild broke a foreign key");
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
