import type { RequestListener, Server } from "node:http";
import type { Logger } from "pino";
import type { Env } from "#app/config/env.server";
import { listen, SERVER_LIMITS, type LimitEvent, type ServerLimits } from "./http/listen";
import type { LeadsModule } from "./leads";

/** At most one warning per this long about connections the limits closed, with how many. */
const LIMIT_REPORT_INTERVAL_MS = 10_000;

/**
 * Counts the connections the limits closed and says so in one warning line
 * per interval: a flood must not turn into a flood of log lines.
 */
export function limitReporter(logger: Logger, intervalMs = LIMIT_REPORT_INTERVAL_MS): (event: LimitEvent) => void {
  const counts: Record<LimitEvent, number> = { "connection-refused": 0, "pipelining-refused": 0 };
  let timer: NodeJS.Timeout | null = null;
  return (event) => {
    counts[event] += 1;
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      logger.warn(
        { connectionsRefused: counts["connection-refused"], pipeliningRefused: counts["pipelining-refused"] },
        "connection limits reached: connections closed",
      );
      counts["connection-refused"] = 0;
      counts["pipelining-refused"] = 0;
    }, intervalMs);
    timer.unref();
  };
}

/**
 * Takes the port, and only then starts the lead pipeline (outbox worker,
 * retention purge). When the port cannot be had, the pipeline is stopped
 * and the ListenError goes up: a process without a socket must not keep
 * sending notifications as if it were serving.
 */
export async function startServer(options: {
  app: RequestListener;
  env: Pick<Env, "PORT" | "HOST" | "SITE_URL" | "MAX_CONNECTIONS">;
  leads: Pick<LeadsModule, "start" | "stop">;
  logger: Logger;
  limits?: ServerLimits;
}): Promise<Server> {
  const { app, env, leads, logger } = options;
  let server: Server;
  try {
    server = await listen(app, {
      port: env.PORT,
      host: env.HOST,
      limits: options.limits ?? { ...SERVER_LIMITS, maxConnections: env.MAX_CONNECTIONS },
      onLimit: limitReporter(logger),
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
