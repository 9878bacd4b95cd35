import type { Router } from "express";
import type { Logger } from "pino";
import type { Env } from "~/config/env.server";
import { openDatabase, type DatabaseHandle } from "../db/connect";
import { LeadRepository, type OutboxStats } from "../db/lead-repository";
import { LeadWriter } from "./lead-writer";
import { originOf } from "./origin";
import { OutboxWorker, type OutboxOptions } from "./outbox-worker";
import { RateLimiter } from "./rate-limiter";
import { eraseInactiveLeads, retentionCutoff } from "./retention";
import { createLeadsRouter } from "./router";
import { createLeadService, type LeadService } from "./service";

export type { LeadService, LeadSubmission, SubmitResult } from "./service";

/** The daily erasure of leads idle for 24 months: when it last ran and how many it erased then. */
export interface RetentionRun {
  at: number;
  erased: number;
}

/** What /healthz and /metrics report about lead storage. */
export type LeadsHealth =
  | { database: "up"; webhook: "configured" | "unset"; outbox: OutboxStats; retention: RetentionRun | null }
  | { database: "down"; error: string };

export interface LeadsModule {
  /** Mount at "/api/leads": parses its own JSON (16 KB), checks Origin and content type, rate-limits, answers errors. */
  router: Router;
  /** For React Router actions (forms posted without JavaScript), as `context.leads`. */
  service: LeadService;
  /** The lead database, which the team's panel (server/panel) shares. Closed by stop(). */
  database: DatabaseHandle;
  /** Starts the outbox worker and the daily erasure of leads idle for 24 months. */
  start(): void;
  /** Stops claiming notifications, lets calls in flight and pending writes finish, closes the database. */
  stop(): Promise<void>;
  /** Proves the database answers (one cheap read, given up after `timeoutMs`) and reads the outbox's state. */
  health(timeoutMs: number): Promise<LeadsHealth>;
}

/** Knobs tests and benchmarks turn; production uses the defaults. */
export interface LeadsModuleOptions {
  outbox?: Partial<Omit<OutboxOptions, "webhookUrl" | "logger">>;
  /** Interval of the retention purge. */
  purgeIntervalMs?: number;
  /** PostgreSQL connections per process. */
  poolSize?: number;
}

const DAY = 86_400_000;

export async function createLeadsModule(
  env: Env,
  logger: Logger,
  options: LeadsModuleOptions = {},
): Promise<LeadsModule> {
  const log = logger.child({ module: "leads" });
  const database = await openDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }),
    onConnectionError: (error) => log.warn({ err: error }, "database connection dropped; it will be replaced"),
  });
  const repository = new LeadRepository(database);
  const worker = env.WEBHOOK_URL
    ? new OutboxWorker(repository, { ...options.outbox, webhookUrl: env.WEBHOOK_URL, logger: log })
    : null;
  const writer = new LeadWriter(repository, () => worker?.wake());
  // Only the public address: a Host header is the client's to write, so it proves nothing about the page.
  const allowedOrigins = [originOf(env.SITE_URL)].filter((origin): origin is string => origin !== null);
  const service = createLeadService({
    writer,
    rateLimiter: new RateLimiter(env.LEADS_RATE_LIMIT),
    allowedOrigins,
    logger: log,
  });
  let purgeTimer: NodeJS.Timeout | null = null;
  let stopping: Promise<void> | null = null;

  let lastRetention: RetentionRun | null = null;
  async function purge(): Promise<void> {
    const now = Date.now();
    const erased = await eraseInactiveLeads(database.db, retentionCutoff(now), now);
    lastRetention = { at: now, erased };
    log.info({ erased }, "retention: personal data of leads idle for 2 years erased");
  }
  /** The purge runs on its own (at start, then daily): a failure is logged and the next run tries again. */
  function purgeInBackground(): void {
    purge().catch((error: unknown) => log.error({ err: error }, "retention purge failed"));
  }

  async function announce(): Promise<void> {
    const counts = await repository.countByStatus();
    if (worker) {
      log.info({ storage: database.location, ...counts }, "lead pipeline ready: notifications go to the webhook");
    } else {
      log.warn(
        { storage: database.location, waiting: counts.pending },
        `WEBHOOK_URL is not set: leads are stored and ${counts.pending} notification(s) are waiting; ` +
          "they are sent once WEBHOOK_URL is set and the server restarts",
      );
    }
  }

  async function health(timeoutMs: number): Promise<LeadsHealth> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const outbox = await Promise.race([repository.outboxStats(), timeout]);
      return { database: "up", webhook: worker ? "configured" : "unset", outbox, retention: lastRetention };
    } catch (error) {
      return { database: "down", error: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    router: createLeadsRouter(service, log),
    database,
    health,
    service,
    start() {
      worker?.start();
      announce().catch((error: unknown) => log.error({ err: error }, "lead pipeline status check failed"));
      purgeInBackground();
      purgeTimer = setInterval(purgeInBackground, options.purgeIntervalMs ?? DAY);
      purgeTimer.unref();
    },
    stop() {
      stopping ??= (async () => {
        if (purgeTimer) clearInterval(purgeTimer);
        await worker?.stop();
        await writer.drain();
        await database.close();
      })();
      return stopping;
    },
  };
}
