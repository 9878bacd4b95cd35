import pino, { type Logger } from "pino";
import type { Env } from "~/config/env.server";

/** JSON lines on stdout: one object per event, easy to ship to any log store. */
export function createLogger(env: Pick<Env, "LOG_LEVEL">): Logger {
  return pino({ level: env.LOG_LEVEL, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
