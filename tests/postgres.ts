import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { freePort } from "./http";

/**
 * A throw-away PostgreSQL server for integration tests: Debian's binaries,
 * a private data directory under /tmp and a free port on 127.0.0.1. initdb
 * refuses to run as root, so as root it runs as the "postgres" user.
 * Vitest starts one for the whole run (tests/postgres-global-setup.ts) and
 * every storage test file makes its own databases on it (useDatabase);
 * benchmarks start their own with startPostgres.
 */

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's PostgreSQL server's admin URL (tests/postgres-global-setup.ts); null without the binaries. */
    postgresAdminUrl: string | null;
  }
}

/** Where a test makes its databases. */
export interface TestPostgres {
  /** A new empty database, named so that no other test file's can clash with it. */
  createDatabase(): Promise<string>;
}

/** A server of startPostgres's own. */
export interface PostgresServer extends TestPostgres {
  /** The server's own "postgres" database, as its superuser. */
  adminUrl: string;
  stop(): void;
}

export function findPostgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

/** Why PostgreSQL tests are skipped, or null when they can run. */
export const postgresSkipReason = findPostgresBin()
  ? null
  : "PostgreSQL binaries not found under /usr/lib/postgresql/*/bin (apt-get install -y postgresql): PostgreSQL tests skipped";

export async function startPostgres(): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(postgresSkipReason ?? "no PostgreSQL");
  const dir = mkdtempSync(path.join(os.tmpdir(), "leads-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const command = asRoot ? "runuser" : path.join(bin, program);
    const commandArgs = asRoot ? ["-u", "postgres", "--", path.join(bin, program), ...args] : args;
    const result = spawnSync(command, commandArgs, { encoding: "utf8", cwd: dir });
    if (result.status !== 0) {
      throw new Error(`${program} failed: ${result.stderr || result.stdout || String(result.error)}`);
    }
  };
  const port = await freePort();
  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  // fsync off: these tests kill app processes, not the database, and must run fast. Connections for every test file
  // that runs at once (one per Vitest worker), each with its servers' pools.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=500`;
  run("pg_ctl", ["-D", dataDir, "-o", serverOptions, "-l", path.join(dir, "server.log"), "-w", "start"]);

  return {
    ...databasesOn(`postgres://postgres@127.0.0.1:${port}/postgres`),
    stop() {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** One statement as the superuser of the server whose admin URL is given. */
async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databasesOn(adminUrl: string) {
  return {
    adminUrl,
    async createDatabase() {
      // Unique across the run: test files in other workers make theirs on the same server.
      const name = `leads_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
      await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
      return new URL(`/${name}`, adminUrl).href;
    },
  };
}

/**
 * The run's shared server (tests/postgres-global-setup.ts) as one test file sees it: its databases are dropped
 * when the file is done, the server itself stays up for the next file.
 */
function sharedPostgres(adminUrl: string): TestPostgres & { dropDatabases(): Promise<void> } {
  const { createDatabase } = databasesOn(adminUrl);
  const made: string[] = [];
  return {
    async createDatabase() {
      const url = await createDatabase();
      made.push(url);
      return url;
    },
    async dropDatabases() {
      for (const url of made.splice(0)) {
        // Not forced: a database a test left a connection open to stays until the run's server stops, where forcing
        // it would end that connection under the test file's feet (an unhandled pool error).
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)}`).catch(() => undefined);
      }
    },
  };
}

/**
 * For a PostgreSQL test's beforeEach or body: marks the test skipped, with
 * the reason in the report, when no PostgreSQL binaries are installed. A
 * skipped test shows as skipped, never as a pass.
 */
export function skipWithoutPostgres(context: { skip: (note?: string) => void }): void {
  if (postgresSkipReason) context.skip(postgresSkipReason);
}

/** The two databases storage tests run on, for describe.each. */
export const DATABASES = [
  { name: "SQLite", postgres: false },
  { name: "PostgreSQL", postgres: true },
] as const;

/**
 * For a describe.each over DATABASES: for the PostgreSQL half, the run's
 * PostgreSQL server (started once by tests/postgres-global-setup.ts, the
 * databases made on it dropped after the half), its tests marked skipped
 * without the binaries; returns the server to give freshStorage (null on SQLite).
 * `ownServer`: a server of the file's own instead, for a test whose outcome
 * other databases on the server can change (what VACUUM FULL may drop waits
 * for the oldest transaction open anywhere on the server).
 */
export function useDatabase(usesPostgres: boolean, { ownServer = false } = {}): () => TestPostgres | null {
  let postgres: TestPostgres | null = null;
  let release: () => Promise<void> | void = () => undefined;
  beforeAll(async () => {
    if (!usesPostgres || postgresSkipReason) return;
    if (ownServer) {
      const server = await startPostgres();
      [postgres, release] = [server, () => server.stop()];
      return;
    }
    const adminUrl = inject("postgresAdminUrl");
    if (!adminUrl) throw new Error("no PostgreSQL server for the run: vitest.config.ts's globalSetup starts it");
    const shared = sharedPostgres(adminUrl);
    [postgres, release] = [shared, () => shared.dropDatabases()];
  });
  afterAll(() => release());
  beforeEach((context) => {
    if (usesPostgres) skipWithoutPostgres(context);
  });
  return () => postgres;
}
