import type { RequestListener } from "node:http";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { ConfigError, env as loadEnv } from "#app/config/env.server";
import { createApp } from "./app";
import { createMarketDataModule } from "./bcb";
import { ListenError } from "./http/listen";
import { createLeadsModule } from "./leads";
import { createLogger } from "./logger";
import { createPanelModule } from "./panel";
import { sendWonConversions } from "./panel/won-conversions";
import { startServer } from "./start";

/**
 * The whole app in development (`npm run dev`, through ./dev.ts): the
 * Express app production runs (./app.ts, with the same leads, panel, Banco
 * Central data and destinations as ./main.ts), behind Vite in middleware
 * mode, which serves the source modules and public/ and pushes hot updates
 * over this server's own socket. The server build is asked of Vite on every
 * request, so an edited route answers the next request; the app is rebuilt
 * only when the build changed. There is no prerendering and no render pool:
 * every page is rendered per request.
 */
async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env);
  const leads = await createLeadsModule(env, logger);
  const marketData = await createMarketDataModule(env, logger);
  const panel = createPanelModule(env, leads.database, logger, {
    afterStatusChange: sendWonConversions(leads, logger),
    writeLead: leads.writeLead,
    wakeDeliveries: leads.wakeDeliveries,
  });

  // Vite needs the HTTP server for its hot-update socket, and the server needs a listener first.
  let listener: RequestListener = (_req, res) => {
    res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "1" });
    res.end("O servidor de desenvolvimento está iniciando.");
  };
  let server;
  try {
    server = await startServer({ app: (req, res) => listener(req, res), env, leads, logger });
  } catch (error) {
    if (error instanceof ListenError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const vite = await createViteServer({
    server: { middlewareMode: true, hmr: { server } },
    appType: "custom",
  });

  let current: { build: ServerBuild; app: RequestListener } | undefined;
  const appForLatestBuild = async (): Promise<RequestListener> => {
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    if (current?.build !== build) {
      current = { build, app: createApp({ env, build, leads, marketData, panel: panel.service, logger }) };
    }
    return current.app;
  };
  listener = (req, res) =>
    vite.middlewares(req, res, () => {
      appForLatestBuild().then(
        (app) => app(req, res),
        (error: unknown) => {
          // A route that does not compile: its error on the page and in the log, with source positions.
          if (error instanceof Error) vite.ssrFixStacktrace(error);
          logger.error({ err: error }, "dev: the server build failed to load");
          res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
          res.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
        },
      );
    });
  marketData.start();
  panel.start();

  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    server.closeAllConnections();
    server.close();
    panel.stop();
    Promise.all([vite.close(), marketData.stop()])
      .then(() => leads.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "dev: shutdown failed");
          process.exit(1);
        },
      );
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
