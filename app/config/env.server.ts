import { z } from "~/lib/zod";

/**
 * The server's configuration, validated once at start. Nothing else reads
 * process.env; a bad value stops the server with one line naming it.
 */
const booleanString = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

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
  TRUST_PROXY: booleanString.default(false),
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
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(withoutEmpty(source));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.join(".") ?? "environment";
  throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? "invalid value"}`);
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
