import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newsletterLead } from "#tests/factories";
import { freshStorage, type Storage } from "#tests/lead-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { openDatabase, type DatabaseHandle } from "./connect";
import { anonymizeLeads } from "./lead-erasure";
import { LeadStore, type NewLead } from "./lead-store";
import { migrationProvider } from "./migrations/index";
import { Outbox } from "./outbox";
import { outboxStats, totalStats } from "./outbox-stats";

const T0 = Date.parse("2026-11-20T12:00:00Z");
const LEASE = 60_000;

const lead = (createdAt = T0): NewLead => newsletterLead({ createdAt });

describe.each(DATABASES)("outbox rows on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let storage: Storage;
  let handle: DatabaseHandle;
  let store: LeadStore;
  let outbox: Outbox;

  beforeEach(async () => {
    storage = await freshStorage(postgres());
    handle = await openDatabase({
      dataDir: storage.env.DATA_DIR ?? "",
      databaseUrl: storage.env.DATABASE_URL,
      poolSize: 2,
    });
    store = new LeadStore(handle);
    outbox = new Outbox(handle);
  });

  afterEach(async () => {
    await handle?.close();
    storage?.dispose();
  });

  it("turns the notifications stored before migration 005 into the chat's, pending or sent as they were", async () => {
    await handle.close();
    // A database as a release before delivery destinations left it: migrated up to 003, one lead, one sent notification.
    const old = new Kysely<unknown>({
      dialect: usesPostgres
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: storage.env.DATABASE_URL, max: 1 }) })
        : new SqliteDialect({ database: new SqliteDatabase(path.join(storage.env.DATA_DIR ?? "", "leads.db")) }),
    });
    await dropEveryTable(old, usesPostgres);
    const migrator = new Migrator({ db: old, provider: migrationProvider(usesPostgres ? "postgres" : "sqlite") });
    expect((await migrator.migrateTo("003_lead_content_hash")).error).toBeUndefined();
    await sql`insert into leads (form, submission_id, data, email, created_at) values ('newsletter', 'antigo', '{"email":"a@b.co"}', 'a@b.co', ${T0})`.execute(
      old,
    );
    await sql`insert into notifications (lead_id, status, attempts, next_attempt_at, created_at, sent_at) values (1, 'sent', 0, ${T0}, ${T0}, ${T0 + 1})`.execute(
      old,
    );
    await old.destroy();

    handle = await openDatabase({
      dataDir: storage.env.DATA_DIR ?? "",
      databaseUrl: storage.env.DATABASE_URL,
      poolSize: 2,
    });
    store = new LeadStore(handle);
    outbox = new Outbox(handle);
    expect(await outbox.deliveries(1)).toMatchObject([
      { destination: "chat", event: "lead", status: "sent", sentAt: T0 + 1, valueCents: null, log: [] },
    ]);
    expect((await store.getLead(1))?.notification?.status).toBe("sent");
  });

  /** Worker A claims at T0 and stalls; its lease runs out; worker B claims the row at T0 + 2 leases. */
  async function staleAndFreshClaims() {
    const [ref] = await store.insertLeads([lead()]);
    const [stale] = await outbox.claimDueNotifications("chat", T0, T0 + LEASE, 1);
    const [fresh] = await outbox.claimDueNotifications("chat", T0 + 2 * LEASE, T0 + 3 * LEASE, 1);
    if (!ref || !stale || !fresh) throw new Error("claims failed");
    expect(fresh.id).toBe(stale.id);
    return { leadId: ref.id, stale, fresh };
  }

  it("lets only the worker holding the lease record a failure, a 429 or a give-up", async () => {
    const { leadId, stale, fresh } = await staleAndFreshClaims();
    const attempt = { at: T0 + 1, statusCode: null };
    const failure = { attempts: 1, failingSince: T0, nextAttemptAt: T0 + 1_000, error: "timeout", attempt };
    expect(await outbox.markFailed(stale.id, { leaseUntil: stale.leaseUntil, ...failure })).toBe(false);
    expect(
      await outbox.postpone(stale.id, {
        leaseUntil: stale.leaseUntil,
        failingSince: T0,
        nextAttemptAt: T0,
        reason: "429",
        attempt,
      }),
    ).toBe(false);
    expect(await outbox.markDead(stale.id, { leaseUntil: stale.leaseUntil, attempts: 1, error: "404", attempt })).toBe(
      false,
    );
    // Worker B's claim is untouched by A's late results.
    expect((await store.getLead(leadId))?.notification).toMatchObject({
      status: "pending",
      attempts: 0,
      nextAttemptAt: fresh.leaseUntil,
      lastError: null,
    });
    expect(await outbox.markFailed(fresh.id, { leaseUntil: fresh.leaseUntil, ...failure })).toBe(true);
    expect((await store.getLead(leadId))?.notification).toMatchObject({ attempts: 1, lastError: "timeout" });
  });

  it("records a late success (the message did land) but reports the lost lease, and never revives a row", async () => {
    const { leadId, stale, fresh } = await staleAndFreshClaims();
    expect(await outbox.markSent([{ id: stale.id, leaseUntil: stale.leaseUntil }], T0 + 1)).toEqual([stale.id]);
    expect((await store.getLead(leadId))?.notification?.status).toBe("sent");
    // B finishing afterwards changes nothing, and cannot turn the sent row dead.
    const dead = { leaseUntil: fresh.leaseUntil, attempts: 1, error: "500", attempt: { at: T0 + 2, statusCode: 500 } };
    expect(await outbox.markDead(fresh.id, dead)).toBe(false);
    expect((await store.getLead(leadId))?.notification?.status).toBe("sent");
  });

  it("reports pending and dead counts and the oldest pending notification of each destination", async () => {
    const none = { pending: 0, oldestPendingAt: null, dead: 0 };
    expect(await outboxStats(store.db)).toEqual({ chat: none, email: none, meta: none, push: none });
    await store.insertLeads([
      { ...lead(T0 + 5_000), destinations: ["chat", "email"] },
      lead(T0),
      { ...lead(T0 + 9_000), destinations: ["chat", "meta"] },
    ]);
    const [claimed] = await outbox.claimDueNotifications("chat", T0 + 10_000, T0 + 10_000 + LEASE, 1);
    expect(claimed?.lead.createdAt).toBe(T0);
    const dead = {
      leaseUntil: claimed?.leaseUntil ?? 0,
      attempts: 1,
      error: "404",
      attempt: { at: T0, statusCode: 404 },
    };
    await outbox.markDead(claimed?.id ?? 0, dead);
    const stats = await outboxStats(store.db);
    expect(stats).toEqual({
      chat: { pending: 2, oldestPendingAt: T0 + 5_000, dead: 1 },
      email: { pending: 1, oldestPendingAt: T0 + 5_000, dead: 0 },
      meta: { pending: 1, oldestPendingAt: T0 + 9_000, dead: 0 },
      push: none,
    });
    expect(totalStats(stats)).toEqual({ pending: 4, oldestPendingAt: T0 + 5_000, dead: 1 });
  });

  it("claims each destination's rows apart and logs every try on the lead's timeline", async () => {
    const [ref] = await store.insertLeads([{ ...lead(), destinations: ["chat", "email", "meta"] }]);
    const leadId = ref?.id ?? 0;
    const [email] = await outbox.claimDueNotifications("email", T0, T0 + LEASE, 10);
    expect(email).toMatchObject({ destination: "email", event: "lead", valueCents: null, createdAt: T0 });
    // The e-mail claim leaves the chat and Meta rows due.
    expect(await outbox.claimDueNotifications("email", T0, T0 + LEASE, 10)).toEqual([]);
    const [meta] = await outbox.claimDueNotifications("meta", T0, T0 + LEASE, 10);
    if (!email || !meta) throw new Error("claims failed");
    await outbox.markFailed(email.id, {
      leaseUntil: email.leaseUntil,
      attempts: 1,
      failingSince: T0 + 100,
      nextAttemptAt: T0 + 5_000,
      error: "421 try again later",
      attempt: { at: T0 + 100, statusCode: 421 },
    });
    await outbox.postpone(meta.id, {
      leaseUntil: meta.leaseUntil,
      failingSince: T0 + 200,
      nextAttemptAt: T0 + 60_000,
      reason: "429 rate limited: retry after 60000 ms",
      attempt: { at: T0 + 200, statusCode: 429 },
    });
    const [again] = await outbox.claimDueNotifications("email", T0 + 5_000, T0 + 5_000 + LEASE, 10);
    expect(again?.attempts).toBe(1);
    expect(
      await outbox.markSent([{ id: again?.id ?? 0, leaseUntil: again?.leaseUntil ?? 0, statusCode: 250 }], T0 + 5_100),
    ).toEqual([]);

    const deliveries = await outbox.deliveries(leadId);
    expect(deliveries.map((delivery) => [delivery.destination, delivery.status])).toEqual([
      ["chat", "pending"],
      ["email", "sent"],
      ["meta", "pending"],
    ]);
    expect(deliveries[0]?.log).toEqual([]);
    expect(deliveries[1]?.log).toEqual([
      { at: T0 + 100, outcome: "failed", statusCode: 421, error: "421 try again later" },
      { at: T0 + 5_100, outcome: "sent", statusCode: 250, error: null },
    ]);
    expect(deliveries[2]?.log).toEqual([
      { at: T0 + 200, outcome: "rate-limited", statusCode: 429, error: "429 rate limited: retry after 60000 ms" },
    ]);
    // The chat notification of the lead is still the one getLead shows.
    expect((await store.getLead(leadId))?.notification?.status).toBe("pending");
  });

  it("keeps one row per lead, destination and event: the won event is enqueued once", async () => {
    const [ref] = await store.insertLeads([{ ...lead(), destinations: ["chat", "meta"] }]);
    const leadId = ref?.id ?? 0;
    const won = { destination: "meta" as const, event: "won" as const, valueCents: 1_250_000, createdAt: T0 + 1_000 };
    expect(await outbox.enqueueEvent(leadId, won)).toBe(true);
    expect(await outbox.enqueueEvent(leadId, { ...won, valueCents: 1 })).toBe(false);
    const claimed = await outbox.claimDueNotifications("meta", T0 + 1_000, T0 + LEASE, 10);
    expect(claimed.map((row) => [row.event, row.valueCents, row.createdAt])).toEqual([
      ["lead", null, T0],
      ["won", 1_250_000, T0 + 1_000],
    ]);
  });

  it("erasing a lead's personal data deletes its deliveries and their tries", async () => {
    const [ref] = await store.insertLeads([{ ...lead(), destinations: ["chat", "email"] }]);
    const [claimed] = await outbox.claimDueNotifications("email", T0, T0 + LEASE, 1);
    await outbox.markSent([{ id: claimed?.id ?? 0, leaseUntil: claimed?.leaseUntil ?? 0, statusCode: 250 }], T0);
    expect(await anonymizeLeads(handle, [ref?.id ?? 0], T0)).toBe(1);
    expect(await outbox.deliveries(ref?.id ?? 0)).toEqual([]);
    const tries = await handle.db.selectFrom("delivery_attempts").select("id").execute();
    expect(tries).toEqual([]);
  });
});

/** An empty database again, whatever later migrations added (Kysely's own tables too). */
async function dropEveryTable(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  const { rows } = postgres
    ? await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(
        db,
      )
    : await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  if (!postgres) await sql`pragma foreign_keys = off`.execute(db);
  for (const { name } of rows)
    await sql`drop table if exists ${sql.id(name)}${postgres ? sql` cascade` : sql``}`.execute(db);
}
