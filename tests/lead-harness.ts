import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import express from "express";
import pino from "pino";
import { inject } from "vitest";
import { parseEnv, type Env } from "#app/config/env.server";
import { openDatabase, type DatabaseHandle } from "#server/db/connect";
import { LeadStore } from "#server/db/lead-store";
import { Outbox } from "#server/db/outbox";
import { createLeadsModule, type LeadsModule, type LeadsModuleOptions } from "#server/leads/index";
import { consultoriaLead } from "./factories";
import type { TestPostgres } from "./postgres";

/** Lead API on a real HTTP port with its own storage, for integration tests on either database. */

export const SITE_URL = "https://www.agencia-teste.com.br";

/** Just the lead API on an Express app: the integration tests and the crash test need no site build. */
export function createStandaloneApp(env: Env, leads: LeadsModule): express.Express {
  const app = express();
  app.set("trust proxy", env.TRUST_PROXY);
  app.disable("x-powered-by");
  app.use("/api/leads", leads.router);
  return app;
}

/** Fast retry timings so a test sees several rounds of deliveries in well under a second. */
export const FAST_OUTBOX: LeadsModuleOptions = {
  outbox: { pollMs: 30, baseBackoffMs: 20, maxBackoffMs: 200, timeoutMs: 5_000, leaseMs: 15_000 },
};

export interface LogRecord {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface Storage {
  env: Record<string, string>;
  dispose(): void;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** A SQLite leads.db at today's schema with no rows (tests/storage-global-setup.ts), which new storage copies. */
    sqliteTemplate: string;
  }
}

/**
 * Fresh storage with no rows: a temp SQLite folder or a new PostgreSQL database, at today's schema (copied from the
 * run's templates) or, `unmigrated`, with no tables (for the migrations' own tests).
 */
export async function freshStorage(
  postgres: TestPostgres | null,
  { unmigrated = false }: { unmigrated?: boolean } = {},
): Promise<Storage> {
  if (postgres) {
    return { env: { DATABASE_URL: await postgres.createDatabase({ unmigrated }) }, dispose() {} };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "leads-sqlite-"));
  if (!unmigrated) copyFileSync(inject("sqliteTemplate"), path.join(dataDir, "leads.db"));
  return { env: { DATA_DIR: dataDir }, dispose: () => rmSync(dataDir, { recursive: true, force: true }) };
}

export interface LeadsServer {
  url: string;
  env: Env;
  module: LeadsModule;
  /** A second connection to the same storage, for assertions. */
  store: LeadStore;
  outbox: Outbox;
  logs: LogRecord[];
  stop(): Promise<void>;
}

export async function startLeadsServer(
  storage: Storage,
  settings: { env?: Record<string, string>; options?: LeadsModuleOptions; start?: boolean } = {},
): Promise<LeadsServer> {
  const env = parseEnv({ SITE_URL, NODE_ENV: "test", ...storage.env, ...settings.env });
  const logs: LogRecord[] = [];
  const logger = pino({ level: "debug" }, { write: (line: string) => void logs.push(JSON.parse(line) as LogRecord) });
  const module = await createLeadsModule(env, logger, settings.options);
  const server: Server = await new Promise((resolve) => {
    const listening = createStandaloneApp(env, module).listen(0, "127.0.0.1", () => resolve(listening));
  });
  if (settings.start !== false) module.start();
  const handle: DatabaseHandle = await openDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    poolSize: 2,
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/leads`,
    env,
    module,
    store: new LeadStore(handle),
    outbox: new Outbox(handle),
    logs,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await module.stop();
      await handle.close();
    },
  };
}

export interface PostOptions {
  form?: string;
  submissionId?: string | undefined;
  data?: unknown;
  attribution?: unknown;
  /** More fields of the JSON body (the visitor's `userAgent` and `ip`). */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
  rawBody?: string;
}

export async function postLead(
  url: string,
  options: PostOptions = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const body =
    options.rawBody ??
    JSON.stringify({
      form: options.form ?? "consultoria",
      submissionId: options.submissionId ?? crypto.randomUUID(),
      data: options.data ?? consultoriaLead(),
      ...(options.attribution === undefined ? {} : { attribution: options.attribution }),
      ...options.extra,
    });
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...options.headers },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}
