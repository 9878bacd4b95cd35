import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { freshStorage, type Storage } from "#tests/lead-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { openDatabase, type DatabaseHandle } from "../connect";
import { Outbox } from "../outbox";
import { migrationProvider } from "./index";

const T0 = Date.parse("2026-11-25T12:00:00Z");

describe.each(DATABASES)("the outbox before migration 025 on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let storage: Storage | null = null;
  let handle: DatabaseHandle | null = null;

  afterEach(async () => {
    await handle?.close();
    storage?.dispose();
    [handle, storage] = [null, null];
  });

  it("keeps every delivery, its tries and the devices it reached; takes many reassignment alerts per lead", async () => {
    storage = await freshStorage(postgres(), { unmigrated: true });
    const sqlite = usesPostgres ? null : new SqliteDatabase(path.join(storage.env.DATA_DIR ?? "", "leads.db"));
    sqlite?.pragma("foreign_keys = ON");
    const old = new Kysely<unknown>({
      dialect: usesPostgres
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: storage.env.DATABASE_URL, max: 1 }) })
        : new SqliteDialect({ database: sqlite! }),
    });
    const migrator = new Migrator({ db: old, provider: migrationProvider(usesPostgres ? "postgres" : "sqlite") });
    expect((await migrator.migrateTo("023_follow_up_summaries")).error).toBeUndefined();
    await sql`insert into leads (form, submission_id, data, email, created_at)
      values ('consultoria', 's-1', '{"nome":"Maria"}', 'maria@loja.com.br', ${T0})`.execute(old);
    await sql`insert into users (email, name, role, created_at) values ('bia@agencia.com.br', 'Bia', 'atendente', ${T0})`.execute(
      old,
    );
    await sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
      values (1, 'https://fcm.googleapis.com/fcm/send/a', 'k', 'a', ${T0})`.execute(old);
    await sql`insert into notifications (lead_id, status, next_attempt_at, created_at, destination)
      values (1, 'sent', ${T0}, ${T0}, 'chat')`.execute(old);
    // The lead's alert reached the device, then failed on another one: a retry must skip the first.
    await sql`insert into notifications (lead_id, status, next_attempt_at, created_at, destination, attempts)
      values (1, 'pending', ${T0}, ${T0}, 'push', 1)`.execute(old);
    await sql`insert into delivery_attempts (notification_id, attempted_at, outcome, status_code, error)
      values (2, ${T0}, 'failed', 503, 'push service answered 503')`.execute(old);
    await sql`insert into push_deliveries (lead_id, subscription_id, sent_at) values (1, 1, ${T0})`.execute(old);
    await old.destroy();

    handle = await openDatabase({ dataDir: storage.env.DATA_DIR ?? "", databaseUrl: storage.env.DATABASE_URL });
    const { db } = handle;
    const outbox = new Outbox(handle);
    const deliveries = await outbox.deliveries(1);
    expect(deliveries.map((delivery) => [delivery.destination, delivery.event, delivery.status])).toEqual([
      ["chat", "lead", "sent"],
      ["push", "lead", "pending"],
    ]);
    expect(deliveries[1]?.log).toEqual([
      { at: T0, outcome: "failed", statusCode: 503, error: "push service answered 503" },
    ]);
    expect(await db.selectFrom("push_deliveries").selectAll().execute()).toEqual([
      { notification_id: 2, subscription_id: 1, sent_at: T0 },
    ]);

    // Still one row per lead for its arrival and its "Ganho"; as many reassignment alerts as reassignments.
    expect(await outbox.enqueueEvent(1, { destination: "push", event: "lead", valueCents: null, createdAt: T0 })).toBe(
      false,
    );
    await expect(
      sql`insert into notifications (lead_id, status, next_attempt_at, created_at, destination)
        values (1, 'pending', ${T0}, ${T0}, 'push')`.execute(db),
    ).rejects.toThrow(/unique|duplicate/i);
    const audit = await db
      .insertInto("audit_events")
      .values({ created_at: T0, action: "responsavel", lead_id: 1, detail: '{"para":"Bia","paraId":1}' })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 2; i += 1) {
      await db
        .insertInto("notifications")
        .values({
          lead_id: 1,
          destination: "push",
          event: "assigned",
          audit_id: audit.id,
          status: "pending",
          next_attempt_at: T0,
          created_at: T0,
        })
        .execute();
    }
    expect((await outbox.deliveries(1)).filter((delivery) => delivery.event === "assigned")).toHaveLength(2);
    await expect(
      sql`insert into notifications (lead_id, status, next_attempt_at, created_at, destination, event)
        values (1, 'pending', ${T0}, ${T0}, 'push', 'moved')`.execute(db),
    ).rejects.toThrow(/check/i);
    // A device's deliveries go with the outbox row (an erased lead's rows are deleted).
    await db.deleteFrom("delivery_attempts").where("notification_id", "=", 2).execute();
    await db.deleteFrom("notifications").where("id", "=", 2).execute();
    expect(await db.selectFrom("push_deliveries").selectAll().execute()).toEqual([]);
  });
});
