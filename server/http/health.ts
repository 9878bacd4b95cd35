import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { MarketDataHealth, MarketDataModule } from "../bcb";
import type { OutboxStats } from "../db/outbox-stats";
import { DESTINATIONS, type Destination } from "#app/features/leads/destinations";
import type { LeadsHealth, LeadsModule } from "../leads";
import { setCache } from "./cache";

/** How long /healthz waits for the database before calling it down. */
export const HEALTH_TIMEOUT_MS = 2_000;

export interface OutboxBody {
  pending: number;
  oldestPendingSeconds: number | null;
  dead: number;
}

export interface HealthBody {
  status: "ok" | "error";
  database: "up" | "down";
  webhook?: "configured" | "unset";
  /** The whole outbox. */
  outbox?: OutboxBody;
  /** Each destination's deliveries, and whether this process delivers to it. */
  destinations?: Record<Destination, OutboxBody & { configured: boolean }>;
  /** The Banco Central data stored: the newest PTAX bulletin and its age, the last month of the indices. */
  marketData?: MarketDataHealth;
  /** The daily erasure of leads idle for 24 months in this process: when it last ran and how many it erased. */
  retention?: { lastRunAt: string | null; erased: number };
}

function outboxBody({ pending, oldestPendingAt, dead }: OutboxStats, now: number): OutboxBody {
  return {
    pending,
    oldestPendingSeconds: oldestPendingAt === null ? null : Math.max(0, Math.round((now - oldestPendingAt) / 1000)),
    dead,
  };
}

export function healthBody(health: LeadsHealth, now: number): HealthBody {
  if (health.database === "down") return { status: "error", database: "down" };
  return {
    status: "ok",
    database: "up",
    webhook: health.webhook,
    outbox: outboxBody(health.outbox, now),
    destinations: Object.fromEntries(
      DESTINATIONS.map((destination) => {
        const { configured, ...stats } = health.destinations[destination];
        return [destination, { configured, ...outboxBody(stats, now) }];
      }),
    ) as Record<Destination, OutboxBody & { configured: boolean }>,
    retention: {
      lastRunAt: health.retention === null ? null : new Date(health.retention.at).toISOString(),
      erased: health.retention?.erased ?? 0,
    },
  };
}

/**
 * GET /healthz: 200 when the lead database answered a cheap read in time,
 * with the outbox's state (pending, age of the oldest pending, dead), as a
 * whole and per destination (chat, e-mail, Meta); 503
 * when it did not. The reason goes to the log, not to the public answer.
 */
export function healthCheck(
  leads: Pick<LeadsModule, "health">,
  logger: Logger,
  timeoutMs = HEALTH_TIMEOUT_MS,
  marketData?: Pick<MarketDataModule, "health">,
): RequestHandler {
  return async (_req, res) => {
    const health = await leads.health(timeoutMs);
    if (health.database === "down") logger.warn({ reason: health.error }, "health check: lead database down");
    setCache(res, "noStore");
    const body = healthBody(health, Date.now());
    res
      .status(health.database === "up" ? 200 : 503)
      .json(marketData && body.status === "ok" ? { ...body, marketData: marketData.health() } : body);
  };
}
