import type { RequestListener, Server } from "node:http";
import type { Logger } from "pino";
import type { Env } from "~/config/env.server";
import { listen, type ServerTimeouts } from "./http/listen";
import type { LeadsModule } from "./leads";

/**
 * Takes the port, and only then starts the lead pipeline (outbox worker,
 * retention purge). When the port cannot be had, the pipeline is stopped
 * and the ListenError goes up: a process without a socket must not keep
 * sending notifications as if it were serving.
 */
export async function startServer(options: {
  app: RequestListener;
  env: Pick<Env, "PORT" | "HOST" | "SITE_URL">;
  leads: Pick<LeadsModule, "start" | "stop">;
  logger: Logger;
  timeouts?: ServerTimeouts;
}): Promise<Server> {
  const { app, env, leads, logger } = options;
  let server: Server;
  try {
    server = await listen(app, {
      port: env.PORT,
      host: env.HOST,
      ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    });
  } catch (error) {
    await leads.stop();
    throw error;
  }
  const address = server.address();
  const port = address !== null && typeof address === "object" ? address.port : env.PORT;
  logger.info(
    { url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`, siteUrl: env.SITE_URL },
    "server listening",
  );
  leads.start();
  return server;
}
