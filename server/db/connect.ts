import { mkdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { migrationProvider } from "./migrations/index";
import type { Database } from "./schema";
import { withCachedStatements } from "./statement-cache";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for logs (a file path, or the PostgreSQL host and database without password). */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Folder of leads.db when no PostgreSQL URL is given; created if missing. */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL pool size per process. */
  poolSize?: number;
  /**
   * SQLite: how long a write waits for a lock another process holds. The
   * driver waits synchronously, freezing the whole process meanwhile, so the
   * server keeps it short (its lead then answers 503 and the visitor retries);
   * the lead CLI, which serves nobody, can wait longer.
   */
  busyTimeoutMs?: number;
  /**
   * An idle PostgreSQL connection dropped (server restart, network): the pool
   * replaces it on next use. Without a listener Node would crash the process.
   */
  onConnectionError?: (error: Error) => void;
}

const INT8_OID = 20;

/** BIGINT ids and millisecond times fit a JS number; pg returns strings for them by default. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** The server's SQLite lock wait (see DatabaseOptions.busyTimeoutMs). */
export const SERVER_BUSY_TIMEOUT_MS = 200;

function openSqlite(dataDir: string, busyTimeoutMs: number): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, "leads.db");
  const sqlite = new SqliteDatabase(file);
  // WAL lets the CLI read while the server writes; FULL syncs every commit so a
  // lead answered with 201 survives a power cut, not only a process crash.
  // The lock wait first: switching to WAL takes a lock too, which another process (the server, for the CLI) may hold.
  sqlite.pragma(`busy_timeout = ${Math.round(busyTimeoutMs)}`);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  // Deleted and overwritten content is zeroed in the file, so an erased lead (LGPD) cannot be read back from
  // leads.db's free space (see ./lead-erasure and docs/decisions/049).
  sqlite.pragma("secure_delete = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withCachedStatements(sqlite) }) });
  return { db, dialect: "sqlite", location: file, close: () => db.destroy() };
}

function openPostgres(databaseUrl: string, poolSize: number, onError: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, types: pgTypes });
  pool.on("error", onError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const url = new URL(databaseUrl);
  return { db, dialect: "postgres", location: `postgres://${url.host}${url.pathname}`, close: () => db.destroy() };
}

/** Opens the lead database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onConnectionError ?? (() => {}))
    : openSqlite(options.dataDir, options.busyTimeoutMs ?? SERVER_BUSY_TIMEOUT_MS);
  const migrator = new Migrator({ db: handle.db, provider: migrationProvider(handle.dialect) });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await handle.close();
    throw error instanceof Error ? error : new Error(`lead database migration failed: ${String(error)}`);
  }
  return handle;
}
