import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv as parseEnvFile } from "node:util";
import { z } from "zod";

/**
 * The server's configuration, validated once at start. Nothing else reads
 * process.env; a bad value stops the server (and the lead CLI) with one line
 * naming it. An optional `.env` in the working directory fills in what the
 * real environment does not set.
 */

/**
 * Which proxies to believe about the client's address (X-Forwarded-For) and
 * protocol: none ("false"/"0"), the nearest N hops ("1" for one reverse
 * proxy), or the proxies' own addresses (IPs, CIDR ranges or Express's names
 * loopback, linklocal, uniquelocal). "true" is refused: it believes the
 * leftmost address, which any visitor can write.
 */
export type TrustProxy = false | number | string[];

const PROXY_ADDRESS = /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i;

const trustProxy = z.string().transform((value, context): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (text === "false" || text === "0") return false;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text.split(",").map((address) => address.trim());
  if (text !== "true" && addresses.every((address) => PROXY_ADDRESS.test(address))) return addresses;
  context.addIssue({
    code: "custom",
    message:
      'use the number of proxies in front of the server (e.g. 1) or their addresses (e.g. "10.0.0.0/8,loopback"); ' +
      '"true" would believe any X-Forwarded-For a visitor sends',
  });
  return z.NEVER;
});

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  LEADS_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  TRUST_PROXY: trustProxy.default(false),
  /** Bearer token GET /metrics requires; unset, /metrics does not exist. */
  METRICS_TOKEN: z.string().min(16, "use at least 16 characters (e.g. openssl rand -hex 24)").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BUILD_DIR: z.string().min(1).default("build"),
  VITE_VIACEP_URL: z.url().default("https://viacep.com.br"),
  VITE_BRASILAPI_URL: z.url().default("https://brasilapi.com.br"),
  VITE_OVERPASS_URL: z.url().default("https://overpass-api.de"),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Empty strings count as unset, as in most .env files. */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(withoutEmpty(source));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.join(".") ?? "environment";
  throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? "invalid value"}`);
}

/** The variables of `<cwd>/.env`, or none when there is no such file. */
export function readDotEnv(cwd: string): Record<string, string> {
  const file = path.join(cwd, ".env");
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    Object.entries(parseEnvFile(readFileSync(file, "utf8"))).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
}

/**
 * The configuration of a process started in `cwd`: its environment, with
 * `.env` filling in what the environment leaves unset (real variables win).
 */
export function loadEnv(options: { cwd?: string; source?: NodeJS.ProcessEnv } = {}): Env {
  const source = options.source ?? process.env;
  return parseEnv({ ...readDotEnv(options.cwd ?? process.cwd()), ...source });
}

let cached: Env | undefined;

/** The configuration of this process (server, build, lead CLI), read once. */
export function env(): Env {
  cached ??= loadEnv();
  return cached;
}
