import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { ConfigError, env as loadEnv } from "~/config/env.server";
import { createApp } from "./app";
import { createLeadsModule } from "./leads";
import { createLogger } from "./logger";

/** How long in-flight requests may take to finish after SIGTERM before connections are cut. */
const shutdownGraceMs = 10_000;

async function main() {
  // An optional .env beside package.json; real environment variables win.
  if (existsSync(".env")) process.loadEnvFile(".env");
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
  const buildDir = resolve(env.BUILD_DIR);
  const build = (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild;
  const leads = await createLeadsModule(env, logger);
  const app = createApp({ env, build, buildDir, leads, logger });

  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info({ url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`, siteUrl: env.SITE_URL }, "server listening");
  });
  leads.start();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => server.closeAllConnections(), shutdownGraceMs);
    force.unref();
    server.close(async () => {
      await leads.stop();
      logger.info("shutdown complete");
      process.exit(0);
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
