import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { openDatabase } from "#server/db/connect";
import { freePort } from "./http";

/**
 * A throw-away PostgreSQL server for integration tests: Debian's binaries,
 * a private data directory under /tmp and a free port on 127.0.0.1. initdb
 * refuses to run as root, so as root it runs as the "postgres" user.
 * Vitest starts one for the whole run (tests/storage-global-setup.ts) and
 * every storage test file makes its own databases on it (useDatabase), copies
 * of a template at today's schema; benchmarks start their own with startPostgres.
 */

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's PostgreSQL server's admin URL (tests/storage-global-setup.ts); null without the binaries. */
    postgresAdminUrl: string | null;
    /** The database on it that new databases copy: today's schema, no rows; null without the binaries. */
    postgresTemplate: string | null;
  }
}

/** Where a test makes its databases. */
export interface TestPostgres {
  /**
   * A new database with no rows, named so that no other test file's can clash with it: a copy of the server's
   * template, at today's schema, when it has one (the run's server); otherwise, or `unmigrated`, with no tables at all
   * (openDatabase migrates it, as production does the first time).
   */
  createDatabase(options?: { unmigrated?: boolean }): Promise<string>;
}

/** A server of startPostgres's own. */
export interface PostgresServer extends TestPostgres {
  /** The server's own "postgres" database, as its superuser. */
  adminUrl: string;
  /** Makes a database at today's schema for databases to copy, and returns its name; none may connect to it after. */
  createTemplate(): Promise<string>;
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

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    ...databasesOn(adminUrl, null),
    adminUrl,
    async createTemplate() {
      const name = "leads_template";
      await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
      const handle = await openDatabase({ dataDir: "", databaseUrl: new URL(`/${name}`, adminUrl).href, poolSize: 1 });
      await handle.close();
      return name;
    },
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

function databasesOn(adminUrl: string, template: string | null): TestPostgres {
  return {
    async createDatabase({ unmigrated = false } = {}) {
      // Unique across the run: test files in other workers make theirs on the same server.
      const name = `leads_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
      // A copy of the template's files: about a tenth of the time its migrations take.
      await adminQuery(adminUrl, `CREATE DATABASE ${name}${template && !unmigrated ? ` TEMPLATE ${template}` : ""}`);
      return new URL(`/${name}`, adminUrl).href;
    },
  };
}

/**
 * The run's shared server (tests/storage-global-setup.ts) as one test file sees it: its databases are dropped
 * when the file is done, the server itself stays up for the next file.
 */
function sharedPostgres(adminUrl: string, template: string | null): TestPostgres & { dropDatabases(): Promise<void> } {
  const { createDatabase } = databasesOn(adminUrl, template);
  const made: string[] = [];
  return {
    async createDatabase(options) {
      const url = await createDatabase(options);
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
 * PostgreSQL server (started once by tests/storage-global-setup.ts, the
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
    const shared = sharedPostgres(adminUrl, inject("postgresTemplate"));
    [postgres, release] = [shared, () => shared.dropDatabases()];
  });
  afterAll(() => release());
  beforeEach((context) => {
    if (usesPostgres) skipWithoutPostgres(context);
  });
  return () => postgres;
}
