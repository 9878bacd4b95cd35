/**
 * The production server as server/main.ts starts it, with either the site's
 * connection limits ("site") or Node's defaults ("node"), so
 * `npm run bench:limits` can measure the same attack against both.
 * Configured by the usual environment; bundled and run by the benchmark.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { parseEnv } from "#app/config/env.server";
import { createApp } from "#server/app";
import { createMarketDataModule } from "#server/bcb";
import type { ServerLimits } from "#server/http/listen";
import { createLeadsModule } from "#server/leads";
import { createPanelModule } from "#server/panel";
import { sendWonConversions } from "#server/panel/won-conversions";
import { createLogger } from "#server/logger";
import { startServer } from "#server/start";

/** What a Node 20 http.Server does unless told otherwise. */
const NODE_DEFAULTS: ServerLimits = {
  headersTimeoutMs: 60_000,
  requestTimeoutMs: 300_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 30_000,
  socketIdleTimeoutMs: 0,
  maxConnections: Number.POSITIVE_INFINITY,
  maxPipelinedRequests: Number.POSITIVE_INFINITY,
};

const mode = process.argv[2];
if (mode !== "site" && mode !== "node") throw new Error("usage: bench-limits-server.js site|node");

const env = parseEnv();
const logger = createLogger(env);
const buildDir = resolve(env.BUILD_DIR);
const build = (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild;
const leads = await createLeadsModule(env, logger);
// Never started: the benchmark fetches nothing from the Banco Central and renders whatever is stored.
const marketData = await createMarketDataModule(env, logger);
const panel = createPanelModule(env, leads.database, logger, {
  afterStatusChange: sendWonConversions(leads, logger),
});
const app = createApp({ env, build, buildDir, leads, marketData, panel: panel.service, logger });
await startServer({ app, env, leads, logger, ...(mode === "node" ? { limits: NODE_DEFAULTS } : {}) });
