import express, { type RequestHandler, type Router } from "express";
import type { Logger } from "pino";
import type { LeadsModule } from "../leads";
import { healthCheck } from "./health";
import { createMetrics } from "./metrics";

/**
 * The routes for whoever runs the site: GET /healthz always, GET /metrics
 * only when a METRICS_TOKEN is configured (otherwise the path is an unknown
 * page like any other). `countRequests` goes first in the chain so every
 * answer is counted, errors included.
 */
export function operations(options: {
  leads: Pick<LeadsModule, "health">;
  logger: Logger;
  metricsToken: string | undefined;
}): { countRequests: RequestHandler; routes: Router } {
  const routes = express.Router();
  routes.get("/healthz", healthCheck(options.leads, options.logger));
  if (!options.metricsToken) return { countRequests: (_req, _res, next) => next(), routes };
  const metrics = createMetrics(options.leads, options.metricsToken);
  routes.get("/metrics", metrics.handler);
  return { countRequests: metrics.countRequests, routes };
}
