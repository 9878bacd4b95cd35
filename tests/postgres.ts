import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { freePort } from "./http";

/**
 * A throw-away PostgreSQL server for integration tests: Debian's binaries,
 * a private data directory under /tmp and a free port on 127.0.0.1. initdb
 * refuses to run as root, so as root it runs as the "postgres" user.
 */

export interface TestPostgres {
  /** A new empty database on this server. */
  createDatabase(): Promise<string>;
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

export async function startPostgres(): Promise<TestPostgres> {
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
  // fsync off: these tests kill app processes, not the database, and must run fast.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  run("pg_ctl", ["-D", dataDir, "-o", serverOptions, "-l", path.join(dir, "server.log"), "-w", "start"]);

  let databases = 0;
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    async createDatabase() {
      databases += 1;
      const name = `leads_test_${databases}`;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
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
 * For a describe.each over DATABASES: starts a throw-away PostgreSQL for the
 * PostgreSQL half (stopped after it), marks its tests skipped without the
 * binaries, and returns the server to give freshStorage (null on SQLite).
 */
export function useDatabase(usesPostgres: boolean): () => TestPostgres | null {
  let postgres: TestPostgres | null = null;
  beforeAll(async () => {
    if (usesPostgres && !postgresSkipReason) postgres = await startPostgres();
  });
  afterAll(() => postgres?.stop());
  beforeEach((context) => {
    if (usesPostgres) skipWithoutPostgres(context);
  });
  return () => postgres;
}
