import { sql, type Kysely } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./connect";
import { DEADLOCK_ATTEMPTS, transactionRetryingDeadlocks } from "./deadlock-retry";
import type { Database } from "./schema";
import { useDatabase } from "#tests/postgres";

/**
 * A transaction PostgreSQL aborts as a deadlock's victim runs again and commits once (docs/decisions/080); other
 * errors are not retried. Real deadlocks on a real server: the roll-up's triggers make panel writes lock rows in the
 * order they meet leads, which two concurrent writes may meet in opposite orders.
 */

describe("a transaction retried after a deadlock, on PostgreSQL", () => {
  const postgres = useDatabase(true);
  let url: string;
  let handle: DatabaseHandle;
  let other: pg.Client;

  beforeEach(async () => {
    url = await postgres()!.createDatabase();
    handle = await openDatabase({ dataDir: "", databaseUrl: url, poolSize: 3 });
    other = new pg.Client({ connectionString: url });
    await other.connect();
    await handle.db
      .insertInto("panel_settings")
      .values(["x", "y"].map((name) => ({ name, value: "", updated_at: 0, updated_by: null })))
      .execute();
  });
  afterEach(async () => {
    await other?.end();
    await handle?.close();
  });

  const valueOf = async (db: Kysely<Database>, name: string) =>
    (await db.selectFrom("panel_settings").select("value").where("name", "=", name).executeTakeFirstOrThrow()).value;
  const append = (db: Kysely<Database>, name: string, word: string) =>
    sql`update panel_settings set value = value || ${word} where name = ${name}`.execute(db);

  /** Until the other connection waits on a lock (polled on a connection of its own, outside the transaction). */
  const otherBlocked = async (pid: number) => {
    for (;;) {
      const { rows } = await sql<{ waiting: boolean }>`
        select cardinality(pg_blocking_pids(${pid})) > 0 as waiting`.execute(handle.db);
      if (rows[0]?.waiting) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  it("runs the deadlock's victim again once the other transaction commits, and writes its changes once", async () => {
    const { rows } = await other.query<{ pid: number }>("select pg_backend_pid() as pid");
    const otherPid = rows[0]!.pid;
    let attempts = 0;
    let otherDone: Promise<unknown> = Promise.resolve();

    const result = await transactionRetryingDeadlocks(handle.db, async (trx) => {
      attempts += 1;
      // This side checks for a deadlock after 50 ms of waiting, the other after 10 s: this one is the victim.
      await sql`set local deadlock_timeout = '50ms'`.execute(trx);
      await append(trx, "x", "+app");
      if (attempts === 1) {
        // The other locks y, then waits on x (held here)...
        await other.query("begin");
        await other.query("set local deadlock_timeout = '10s'");
        await other.query("update panel_settings set value = value || '+other' where name = 'y'");
        otherDone = other
          .query("update panel_settings set value = value || '+other' where name = 'x'")
          .then(() => other.query("commit"));
        await otherBlocked(otherPid);
      }
      // ...and this one asks for y: each waits on the other.
      await append(trx, "y", "+app");
      return attempts;
    });
    await otherDone;

    expect(result).toBe(2);
    expect(attempts).toBe(2);
    // The other committed first (its wait ended with this side's abort), then the second attempt wrote once.
    expect(await valueOf(handle.db, "x")).toBe("+other+app");
    expect(await valueOf(handle.db, "y")).toBe("+other+app");
  });

  it("does not retry another error, and gives up after the attempts with the last deadlock", async () => {
    let attempts = 0;
    const duplicate = transactionRetryingDeadlocks(handle.db, async (trx) => {
      attempts += 1;
      await append(trx, "x", "+app");
      await trx
        .insertInto("panel_settings")
        .values({ name: "y", value: "", updated_at: 0, updated_by: null })
        .execute();
    });
    await expect(duplicate).rejects.toMatchObject({ code: "23505" });
    expect(attempts).toBe(1);
    expect(await valueOf(handle.db, "x")).toBe("");

    attempts = 0;
    const deadlock = Object.assign(new Error("deadlock detected"), { code: "40P01" });
    const always = transactionRetryingDeadlocks(handle.db, async (trx) => {
      attempts += 1;
      await append(trx, "x", "+app");
      throw deadlock;
    });
    await expect(always).rejects.toBe(deadlock);
    expect(attempts).toBe(DEADLOCK_ATTEMPTS);
    expect(await valueOf(handle.db, "x")).toBe("");
  });
});
