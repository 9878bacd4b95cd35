import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freshStorage, type Storage } from "../../tests/lead-harness";
import { postgresSkipReason, skipWithoutPostgres, startPostgres, type TestPostgres } from "../../tests/postgres";
import { openDatabase, type DatabaseHandle } from "./connect";
import { LeadRepository, type NewLead } from "./lead-repository";

const T0 = Date.parse("2026-11-20T12:00:00Z");
const LEASE = 60_000;

function lead(createdAt = T0): NewLead {
  return {
    form: "newsletter",
    submissionId: crypto.randomUUID(),
    data: { email: "leitor@x.com" },
    email: "leitor@x.com",
    ip: null,
    userAgent: null,
    createdAt,
  };
}

describe.each([
  { name: "SQLite", postgres: false },
  { name: "PostgreSQL", postgres: true },
])("outbox rows on $name", ({ postgres: usesPostgres }) => {
  let postgres: TestPostgres | null = null;
  let storage: Storage;
  let handle: DatabaseHandle;
  let repository: LeadRepository;

  beforeAll(async () => {
    if (usesPostgres && !postgresSkipReason) postgres = await startPostgres();
  });

  afterAll(() => postgres?.stop());

  beforeEach(async (context) => {
    if (usesPostgres) skipWithoutPostgres(context);
    storage = await freshStorage(postgres);
    handle = await openDatabase({
      dataDir: storage.env.DATA_DIR ?? "",
      databaseUrl: storage.env.DATABASE_URL,
      poolSize: 2,
    });
    repository = new LeadRepository(handle);
  });

  afterEach(async () => {
    await handle?.close();
    storage?.dispose();
  });

  /** Worker A claims at T0 and stalls; its lease runs out; worker B claims the row at T0 + 2 leases. */
  async function staleAndFreshClaims() {
    const [ref] = await repository.insertLeads([lead()]);
    const [stale] = await repository.claimDueNotifications(T0, T0 + LEASE, 1);
    const [fresh] = await repository.claimDueNotifications(T0 + 2 * LEASE, T0 + 3 * LEASE, 1);
    if (!ref || !stale || !fresh) throw new Error("claims failed");
    expect(fresh.id).toBe(stale.id);
    return { leadId: ref.id, stale, fresh };
  }

  it("lets only the worker holding the lease record a failure, a 429 or a give-up", async () => {
    const { leadId, stale, fresh } = await staleAndFreshClaims();
    const failure = { attempts: 1, failingSince: T0, nextAttemptAt: T0 + 1_000, error: "timeout" };
    expect(await repository.markFailed(stale.id, { leaseUntil: stale.leaseUntil, ...failure })).toBe(false);
    expect(
      await repository.postpone(stale.id, {
        leaseUntil: stale.leaseUntil,
        failingSince: T0,
        nextAttemptAt: T0,
        reason: "429",
      }),
    ).toBe(false);
    expect(await repository.markDead(stale.id, { leaseUntil: stale.leaseUntil, attempts: 1, error: "404" })).toBe(
      false,
    );
    // Worker B's claim is untouched by A's late results.
    expect((await repository.getLead(leadId))?.notification).toMatchObject({
      status: "pending",
      attempts: 0,
      nextAttemptAt: fresh.leaseUntil,
      lastError: null,
    });
    expect(await repository.markFailed(fresh.id, { leaseUntil: fresh.leaseUntil, ...failure })).toBe(true);
    expect((await repository.getLead(leadId))?.notification).toMatchObject({ attempts: 1, lastError: "timeout" });
  });

  it("records a late success (the message did land) but reports the lost lease, and never revives a row", async () => {
    const { leadId, stale, fresh } = await staleAndFreshClaims();
    expect(await repository.markSent([{ id: stale.id, leaseUntil: stale.leaseUntil }], T0 + 1)).toEqual([stale.id]);
    expect((await repository.getLead(leadId))?.notification?.status).toBe("sent");
    // B finishing afterwards changes nothing, and cannot turn the sent row dead.
    expect(await repository.markDead(fresh.id, { leaseUntil: fresh.leaseUntil, attempts: 1, error: "500" })).toBe(
      false,
    );
    expect((await repository.getLead(leadId))?.notification?.status).toBe("sent");
  });

  it("reports pending and dead counts and the oldest pending notification", async () => {
    expect(await repository.outboxStats()).toEqual({ pending: 0, oldestPendingAt: null, dead: 0 });
    await repository.insertLeads([lead(T0 + 5_000), lead(T0), lead(T0 + 9_000)]);
    const [claimed] = await repository.claimDueNotifications(T0 + 10_000, T0 + 10_000 + LEASE, 1);
    expect(claimed?.lead.createdAt).toBe(T0);
    await repository.markDead(claimed?.id ?? 0, { leaseUntil: claimed?.leaseUntil ?? 0, attempts: 1, error: "404" });
    expect(await repository.outboxStats()).toEqual({ pending: 2, oldestPendingAt: T0 + 5_000, dead: 1 });
  });
});
