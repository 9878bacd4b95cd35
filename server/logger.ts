import pino, { type Logger } from "pino";
import type { Env } from "#app/config/env.server";
import { redact, secretsOf } from "./secrets";

/**
 * JSON lines on stdout: one object per event, easy to ship to any log store.
 * Every line is scrubbed of the configuration's secrets before it is
 * written, whoever logged it and however (an error's message, a URL).
 */
export function createLogger(env: Env, destination?: pino.DestinationStream): Logger {
  const secrets = secretsOf(env);
  const options: pino.LoggerOptions = {
    level: env.LOG_LEVEL,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    ...(secrets.length > 0 ? { hooks: { streamWrite: (line: string) => redact(line, secrets) } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
