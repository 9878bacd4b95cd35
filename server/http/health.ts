import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { LeadsHealth, LeadsModule } from "../leads";
import { setCache } from "./cache";

/** How long /healthz waits for the database before calling it down. */
export const HEALTH_TIMEOUT_MS = 2_000;

export interface HealthBody {
  status: "ok" | "error";
  database: "up" | "down";
  webhook?: "configured" | "unset";
  outbox?: { pending: number; oldestPendingSeconds: number | null; dead: number };
  /** The daily erasure of leads idle for 24 months in this process: when it last ran and how many it erased. */
  retention?: { lastRunAt: string | null; erased: number };
}

export function healthBody(health: LeadsHealth, now: number): HealthBody {
  if (health.database === "down") return { status: "error", database: "down" };
  const { pending, oldestPendingAt, dead } = health.outbox;
  return {
    status: "ok",
    database: "up",
    webhook: health.webhook,
    outbox: {
      pending,
      oldestPendingSeconds: oldestPendingAt === null ? null : Math.max(0, Math.round((now - oldestPendingAt) / 1000)),
      dead,
    },
    retention: {
      lastRunAt: health.retention === null ? null : new Date(health.retention.at).toISOString(),
      erased: health.retention?.erased ?? 0,
    },
  };
}

/**
 * GET /healthz: 200 when the lead database answered a cheap read in time,
 * with the outbox's state (pending, age of the oldest pending, dead); 503
 * when it did not. The reason goes to the log, not to the public answer.
 */
export function healthCheck(
  leads: Pick<LeadsModule, "health">,
  logger: Logger,
  timeoutMs = HEALTH_TIMEOUT_MS,
): RequestHandler {
  return async (_req, res) => {
    const health = await leads.health(timeoutMs);
    if (health.database === "down") logger.warn({ reason: health.error }, "health check: lead database down");
    setCache(res, "noStore");
    res.status(health.database === "up" ? 200 : 503).json(healthBody(health, Date.now()));
  };
}
