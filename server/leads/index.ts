import type { Router } from "express";
import type { Logger } from "pino";
import type { Env } from "#app/config/env.server";
import { openDatabase, type DatabaseHandle } from "../db/connect";
import { createOriginCheck } from "../http/origin-check";
import { listConsentingLeads } from "../db/ads-consent";
import { LeadStore, type NewLead, type StoredLeadRef } from "../db/lead-store";
import { Outbox } from "../db/outbox";
import { outboxStats, totalStats, type OutboxStats } from "../db/outbox-stats";
import { DESTINATIONS, type Destination } from "#app/features/leads/destinations";
import { createSenders, destinationsFor, destinationTiming } from "./destinations";
import { LeadWriter } from "./lead-writer";
import { OutboxWorker, type OutboxTiming } from "./outbox-worker";
import { RateLimiter } from "./rate-limiter";
import { eraseInactiveLeads, retentionCutoff } from "./retention";
import { createLeadsRouter } from "./router";
import { createLeadService, type LeadService } from "./service";
import { enqueueWonEvent, type WonEventResult } from "./won-event";
import {
  FEED_WINDOW_MS,
  leadConversionRows,
  wonConversionRows,
  type ConversionRow,
} from "../conversions/google-ads-feed";
import { clientRows, leadRows, type DataManagerEvent, type DataManagerRow } from "../conversions/data-manager-file";
import { listFirstWonConsentingLeads } from "../db/conversion-queries";

export type { LeadService, LeadSubmission, SubmitResult } from "./service";
export type { WonEventResult } from "./won-event";

/** The daily erasure of leads idle for 24 months: when it last ran and how many it erased then. */
export interface RetentionRun {
  at: number;
  erased: number;
}

/** One destination's outbox: whether this process delivers to it, and its rows waiting or given up. */
export interface DestinationHealth extends OutboxStats {
  configured: boolean;
}

/** What /healthz and /metrics report about lead storage: the whole outbox and each destination's. */
export type LeadsHealth =
  | {
      database: "up";
      webhook: "configured" | "unset";
      outbox: OutboxStats;
      destinations: Record<Destination, DestinationHealth>;
      retention: RetentionRun | null;
    }
  | { database: "down"; error: string };

export interface LeadsModule {
  /** Mount at "/api/leads": reads its own JSON (16 KB) and answers with the service (docs/api-leads.md). */
  router: Router;
  /** Every check and the answer of a submission: the route actions get it as `context.leads`. */
  service: LeadService;
  /** The lead database, which the team's panel (server/panel) shares. Closed by stop(). */
  database: DatabaseHandle;
  /** Starts the outbox worker and the daily erasure of leads idle for 24 months. */
  start(): void;
  /** Stops claiming notifications, lets calls in flight and pending writes finish, closes the database. */
  stop(): Promise<void>;
  /** Proves the database answers (one cheap read, given up after `timeoutMs`) and reads the outbox's state. */
  health(timeoutMs: number): Promise<LeadsHealth>;
  /**
   * The lead became a client ("Ganho" in the panel): enqueues Meta's won event with the contract's value
   * (once per lead, consenting leads only, when Meta is configured) and wakes the Meta worker.
   */
  recordWon(leadId: number, valueCents: number, at?: number): Promise<WonEventResult>;
  /**
   * The Google Ads conversions of the last 90 days: consenting leads whose visit carried a Google click id, and
   * those of them the team won (their value).
   */
  googleAdsConversions(now?: number): Promise<ConversionRow[]>;
  /** The rows of one Data Manager file (docs/decisions/063): the consenting leads, or the clients won from them. */
  dataManagerRows(event: DataManagerEvent, now?: number): Promise<DataManagerRow[]>;
  /** Stores a lead made elsewhere than the site's forms (the panel's WhatsApp codes) with its deliveries. */
  writeLead(lead: NewLead): Promise<StoredLeadRef>;
  /** Looks for due outbox rows now: the panel committed one (a "Lead atribuído a você" alert). */
  wakeDeliveries(): void;
}

/** Knobs tests and benchmarks turn; production uses the defaults. */
export interface LeadsModuleOptions {
  /** Timings of every destination's worker. */
  outbox?: Partial<OutboxTiming>;
  /** One destination's timings, over `outbox`. */
  destinations?: Partial<Record<Destination, Partial<OutboxTiming>>>;
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
  const store = new LeadStore(database);
  const outbox = new Outbox(database);
  const senders = createSenders(env, database);
  const workers = Object.values(senders).map(
    (sender) =>
      new OutboxWorker(outbox, {
        ...destinationTiming[sender.destination],
        ...options.outbox,
        ...options.destinations?.[sender.destination],
        sender,
        logger: log,
      }),
  );
  const wakeWorkers = () => {
    for (const worker of workers) worker.wake();
  };
  const writer = new LeadWriter(store, wakeWorkers, (lead) => destinationsFor(senders, lead));
  const service = createLeadService({
    writer,
    rateLimiter: new RateLimiter(env.LEADS_RATE_LIMIT),
    isAllowedOrigin: createOriginCheck(env.SITE_URL),
    logger: log,
  });
  let purgeTimer: NodeJS.Timeout | null = null;
  let stopping: Promise<void> | null = null;

  let lastRetention: RetentionRun | null = null;
  async function purge(): Promise<void> {
    const now = Date.now();
    const erased = await eraseInactiveLeads(database, retentionCutoff(now), now);
    lastRetention = { at: now, erased };
    log.info({ erased }, "retention: personal data of leads idle for 2 years erased");
  }
  /** The purge runs on its own (at start, then daily): a failure is logged and the next run tries again. */
  function purgeInBackground(): void {
    purge().catch((error: unknown) => log.error({ err: error }, "retention purge failed"));
  }

  async function announce(): Promise<void> {
    const stats = await outboxStats(database.db);
    const delivering = workers.map((worker) => worker.destination);
    const waiting = Object.fromEntries(DESTINATIONS.map((destination) => [destination, stats[destination].pending]));
    if (senders.chat) {
      log.info(
        { storage: database.location, destinations: delivering, waiting },
        `lead pipeline ready: deliveries go to ${delivering.join(", ")}`,
      );
    } else {
      log.warn(
        { storage: database.location, destinations: delivering, waiting },
        `WEBHOOK_URL is not set: leads are stored and ${stats.chat.pending} notification(s) are waiting; ` +
          "they are sent once WEBHOOK_URL is set and the server restarts",
      );
    }
    for (const destination of DESTINATIONS) {
      if (destination === "chat" || senders[destination] || stats[destination].pending === 0) continue;
      log.warn(
        { destination, waiting: stats[destination].pending },
        `${destination} is no longer configured: ${stats[destination].pending} delivery(ies) wait until it is again`,
      );
    }
  }

  async function health(timeoutMs: number): Promise<LeadsHealth> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const byDestination = await Promise.race([outboxStats(database.db), timeout]);
      const destinations = Object.fromEntries(
        DESTINATIONS.map((destination) => [
          destination,
          { configured: senders[destination] !== undefined, ...byDestination[destination] },
        ]),
      ) as Record<Destination, DestinationHealth>;
      return {
        database: "up",
        webhook: senders.chat ? "configured" : "unset",
        outbox: totalStats(byDestination),
        destinations,
        retention: lastRetention,
      };
    } catch (error) {
      return { database: "down", error: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  async function recordWon(leadId: number, valueCents: number, at = Date.now()): Promise<WonEventResult> {
    const result = await enqueueWonEvent(store, outbox, senders, { leadId, valueCents, at });
    log.info({ leadId, result }, "won event for Meta");
    if (result === "enqueued") wakeWorkers();
    return result;
  }

  async function googleAdsConversions(now = Date.now()): Promise<ConversionRow[]> {
    const since = now - FEED_WINDOW_MS;
    const [leads, won] = await Promise.all([
      listConsentingLeads(database.db, since),
      listFirstWonConsentingLeads(database.db, since),
    ]);
    return [...leadConversionRows(leads), ...wonConversionRows(won)];
  }

  async function dataManagerRows(event: DataManagerEvent, now = Date.now()): Promise<DataManagerRow[]> {
    const since = now - FEED_WINDOW_MS;
    return event === "lead"
      ? leadRows(await listConsentingLeads(database.db, since))
      : clientRows(await listFirstWonConsentingLeads(database.db, since));
  }

  return {
    router: createLeadsRouter(service, log),
    database,
    health,
    recordWon,
    googleAdsConversions,
    dataManagerRows,
    writeLead: (lead) => writer.write(lead),
    wakeDeliveries: wakeWorkers,
    service,
    start() {
      for (const worker of workers) worker.start();
      announce().catch((error: unknown) => log.error({ err: error }, "lead pipeline status check failed"));
      purgeInBackground();
      purgeTimer = setInterval(purgeInBackground, options.purgeIntervalMs ?? DAY);
      purgeTimer.unref();
    },
    stop() {
      stopping ??= (async () => {
        if (purgeTimer) clearInterval(purgeTimer);
        await Promise.all(workers.map((worker) => worker.stop()));
        await writer.drain();
        await database.close();
      })();
      return stopping;
    },
  };
}
