import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { consultoriaLead } from "#tests/factories";
import { freshStorage, postLead, startLeadsServer, type LeadsServer, type Storage } from "#tests/lead-harness";
import { openDatabase } from "../db/connect";

/**
 * Another process (the lead CLI, a backup, sqlite3 by hand) holding the
 * SQLite write lock: better-sqlite3 waits for it synchronously, freezing the
 * whole server meanwhile, so the server waits briefly and the lead answers
 * 503 (the visitor retries) instead of the site hanging.
 */

describe("SQLite locked by another process", () => {
  let storage: Storage | null = null;
  let server: LeadsServer | null = null;
  let other: SqliteDatabase.Database | null = null;

  afterEach(async () => {
    if (other?.inTransaction) other.exec("ROLLBACK");
    other?.close();
    await server?.stop();
    storage?.dispose();
  });

  it("answers the lead 503 in pt-BR while the lock is held, keeps reads working, and stores once it is free", async () => {
    storage = await freshStorage(null);
    server = await startLeadsServer(storage, { env: { LEADS_RATE_LIMIT: "1000" } });
    other = new SqliteDatabase(path.join(storage.env.DATA_DIR ?? "", "leads.db"));
    other.exec("BEGIN IMMEDIATE");

    const locked = await postLead(server.url, { data: consultoriaLead() });
    expect(other.inTransaction).toBe(true);
    expect(locked.status).toBe(503);
    expect(locked.body.message).toBe(
      "Não conseguimos registrar seu contato agora. Tente novamente em alguns instantes.",
    );
    // Readers are not blocked by a writer (WAL): the health check still answers.
    expect(await server.module.health(2_000)).toMatchObject({ database: "up" });

    other.exec("ROLLBACK");
    expect((await postLead(server.url, { data: consultoriaLead() })).status).toBe(201);
  });

  it("waits at most a moment for a lock in the server, longer in the lead CLI", async () => {
    storage = await freshStorage(null);
    const dataDir = storage.env.DATA_DIR ?? "";
    const busyTimeout = async (options: { busyTimeoutMs?: number }) => {
      const handle = await openDatabase({ dataDir, ...options });
      try {
        const { rows } = await sql<{ timeout: number }>`PRAGMA busy_timeout`.execute(handle.db);
        return rows[0]?.timeout;
      } finally {
        await handle.close();
      }
    };
    expect(await busyTimeout({})).toBeLessThanOrEqual(250);
    expect(await busyTimeout({ busyTimeoutMs: 5_000 })).toBe(5_000);
  });
});
