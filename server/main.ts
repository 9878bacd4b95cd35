import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { ConfigError, env as loadEnv } from "#app/config/env.server";
import { createApp } from "./app";
import { createMarketDataModule } from "./bcb";
import { ListenError } from "./http/listen";
import { createRenderPool } from "./http/render-pool";
import { renderWorkers, thisMachine } from "./http/render-workers";
import { createLeadsModule } from "./leads";
import { createLogger } from "./logger";
import { createPanelModule } from "./panel";
import { sendWonConversions } from "./panel/won-conversions";
import { startServer } from "./start";

/** How long in-flight requests may take to finish after SIGTERM before connections are cut. */
const shutdownGraceMs = 10_000;

async function main() {
  let env;
  try {
    // The environment, with an optional .env in the working directory; real environment variables win.
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env);
  const buildDir = resolve(env.BUILD_DIR);
  const buildUrl = pathToFileURL(resolve(buildDir, "server/index.js")).href;
  const build = (await import(buildUrl)) as ServerBuild;
  const leads = await createLeadsModule(env, logger);
  const marketData = await createMarketDataModule(env, logger);
  const panel = createPanelModule(env, leads.database, logger, {
    afterStatusChange: sendWonConversions(leads, logger),
    writeLead: leads.writeLead,
    wakeDeliveries: leads.wakeDeliveries,
  });
  const workers = renderWorkers(env.RENDER_WORKERS, thisMachine());
  logger.info({ renderWorkers: workers.count }, `render workers: ${workers.count}, ${workers.reason}`);
  const renderPool =
    workers.count > 0
      ? createRenderPool({
          size: workers.count,
          // Beside this file in BUILD_DIR/node (scripts/build-server.mjs).
          entry: new URL("./render-worker.js", import.meta.url),
          workerData: {
            buildUrl,
            siteUrl: env.SITE_URL,
            mode: env.NODE_ENV === "development" ? "development" : "production",
          },
          onWorkerLost: (error) => logger.error({ err: error }, "a render worker stopped; starting another"),
        })
      : undefined;
  const app = createApp({ env, build, buildDir, leads, marketData, panel: panel.service, logger, renderPool });

  let server;
  try {
    server = await startServer({ app, env, leads, logger });
    marketData.start();
  } catch (error) {
    if (error instanceof ListenError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  panel.start();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => server.closeAllConnections(), shutdownGraceMs);
    force.unref();
    server.close(() => {
      panel.stop();
      Promise.all([marketData.stop(), renderPool?.close()])
        .then(() => leads.stop())
        .then(
          () => {
            logger.info("shutdown complete");
            process.exit(0);
          },
          (error: unknown) => {
            logger.error({ err: error }, "shutdown: the lead pipeline did not stop cleanly");
            process.exit(1);
          },
        );
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
