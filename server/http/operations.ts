import type { ServerResponse } from "node:http";
import express, { type Router } from "express";
import type { Logger } from "pino";
import type { MarketDataModule } from "../bcb";
import type { LeadsModule } from "../leads";
import { healthCheck } from "./health";
import { createMetrics } from "./metrics";

/**
 * The routes for whoever runs the site: GET /healthz always, GET /metrics
 * only when a METRICS_TOKEN is configured (otherwise the path is an unknown
 * page like any other). `countResponse` is called for every request, first,
 * so every answer is counted, errors and prerendered pages included.
 */
export function operations(options: {
  leads: Pick<LeadsModule, "health">;
  marketData?: Pick<MarketDataModule, "health">;
  logger: Logger;
  metricsToken: string | undefined;
}): { countResponse: (res: ServerResponse) => void; routes: Router } {
  const routes = express.Router();
  routes.get("/healthz", healthCheck(options.leads, options.logger, undefined, options.marketData));
  if (!options.metricsToken) return { countResponse: () => undefined, routes };
  const metrics = createMetrics(options.leads, options.metricsToken);
  routes.get("/metrics", metrics.handler);
  return { countResponse: metrics.countResponse, routes };
}
