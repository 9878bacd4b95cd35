import pino from "pino";
import { parseEnv } from "#app/config/env.server";
import { createLeadsModule } from "#server/leads/index";
import { createStandaloneApp } from "./lead-harness";

/**
 * The lead API alone as a real process (node --import tsx tests/lead-server-process.ts), for the crash test,
 * configured by the usual environment plus test-only outbox timings:
 * LEADS_OUTBOX_POLL_MS, LEADS_OUTBOX_LEASE_MS, LEADS_OUTBOX_BACKOFF_MS.
 * Prints "listening on <port>" when ready.
 */
function optionalNumber(name: string): number | undefined {
  const value = process.env[name];
  return value ? Number(value) : undefined;
}

const env = parseEnv();
const logger = pino({ level: env.LOG_LEVEL });
const pollMs = optionalNumber("LEADS_OUTBOX_POLL_MS");
const leaseMs = optionalNumber("LEADS_OUTBOX_LEASE_MS");
const baseBackoffMs = optionalNumber("LEADS_OUTBOX_BACKOFF_MS");
const leads = await createLeadsModule(env, logger, {
  outbox: {
    ...(pollMs === undefined ? {} : { pollMs }),
    ...(leaseMs === undefined ? {} : { leaseMs }),
    ...(baseBackoffMs === undefined ? {} : { baseBackoffMs, maxBackoffMs: baseBackoffMs * 8 }),
  },
});
const server = createStandaloneApp(env, leads).listen(env.PORT, env.HOST, () => {
  leads.start();
  process.stdout.write(`listening on ${env.PORT}\n`);
});

process.once("SIGTERM", () => {
  server.close();
  leads.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error({ err: error }, "the lead pipeline did not stop cleanly");
      process.exit(1);
    },
  );
});
