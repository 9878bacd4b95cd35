import pg from "pg";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "#app/config/env.server";
import { freshStorage, type Storage } from "#tests/lead-harness";
import { useDatabase } from "#tests/postgres";
import { createLeadsModule, type LeadsModule } from "./index";

/** The health read gives up in time when PostgreSQL holds it (a long lock, a stuck server), so /healthz answers 503. */
describe("lead storage health on PostgreSQL", () => {
  const postgres = useDatabase(true);
  let storage: Storage;
  let leads: LeadsModule;
  let locker: pg.Client | null = null;

  beforeEach(async () => {
    storage = await freshStorage(postgres());
    leads = await createLeadsModule(parseEnv({ NODE_ENV: "test", ...storage.env }), pino({ level: "silent" }));
  });

  afterEach(async () => {
    await locker?.query("ROLLBACK").catch(() => undefined);
    await locker?.end();
    locker = null;
    await leads?.stop();
    storage?.dispose();
  });

  it("reports the database up with the outbox, then down while a lock keeps the read from answering", async () => {
    const none = { pending: 0, oldestPendingAt: null, dead: 0 };
    expect(await leads.health(2_000)).toEqual({
      database: "up",
      webhook: "unset",
      outbox: none,
      destinations: {
        chat: { configured: false, ...none },
        email: { configured: false, ...none },
        meta: { configured: false, ...none },
        push: { configured: false, ...none },
      },
      // The daily erasure of idle leads has not run in this module yet.
      retention: null,
    });
    locker = new pg.Client({ connectionString: storage.env.DATABASE_URL });
    await locker.connect();
    await locker.query("BEGIN");
    await locker.query("LOCK TABLE notifications IN ACCESS EXCLUSIVE MODE");
    expect(await leads.health(300)).toEqual({ database: "down", error: "no answer within 300 ms" });
    await locker.query("ROLLBACK");
    await expect.poll(() => leads.health(2_000)).toMatchObject({ database: "up" });
  });
});
