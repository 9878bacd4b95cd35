import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv as parseEnvFile } from "node:util";
import { z } from "zod";
import type { Business } from "./business";
import { initials, onSocialNetwork } from "./business-text";
import { formatCnpj, parseCnpj } from "./cnpj";
import { internationalPhone } from "#app/lib/phone";
import { isPhotoPath } from "./photo";
import { site } from "./site";

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

const cnpj = z.string().transform((value, context) => {
  const characters = parseCnpj(value);
  if (characters) return formatCnpj(characters);
  context.addIssue({
    code: "custom",
    message: "not a valid CNPJ (14 characters, check digits verified), e.g. 11.222.333/0001-81",
  });
  return z.NEVER;
});

const PHONE_HINT = "use the number with its area code, e.g. (11) 98765-4321, or +<country code> <number>";

/** Digits only, with the country code ("5511987654321"): see #app/lib/phone. */
const phoneNumber = z
  .string()
  .trim()
  .transform((value, context) => {
    const digits = internationalPhone(value);
    if (digits) return digits;
    context.addIssue({ code: "custom", message: PHONE_HINT });
    return z.NEVER;
  });

const text = z.string().trim().min(2);

/** A service's scheme and host (and port): "https://olinda.bcb.gov.br". Paths are the client's business. */
const serviceOrigin = z
  .url({ protocol: /^https?$/ })
  .refine((value) => new URL(value).pathname === "/", "use only the scheme and host, e.g. https://olinda.bcb.gov.br")
  .transform((value) => new URL(value).origin);

/**
 * The business identity (see #app/config/business): nothing is required, and
 * what is not set is not shown. A value that is set must be right: a CNPJ
 * with wrong check digits stops the server instead of appearing in the footer.
 */
const identitySchema = {
  BUSINESS_LEGAL_NAME: text.optional(),
  BUSINESS_CNPJ: cnpj.optional(),
  BUSINESS_STREET: text.optional(),
  BUSINESS_DISTRICT: text.optional(),
  BUSINESS_CITY: text.optional(),
  BUSINESS_STATE: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "use the two-letter state (UF), e.g. SP")
    .transform((value) => value.toUpperCase())
    .optional(),
  BUSINESS_POSTAL_CODE: z
    .string()
    .trim()
    .regex(/^\d{5}-?\d{3}$/, "use the CEP's 8 digits, e.g. 01310-100")
    .transform((value) => `${value.slice(0, 5)}-${value.slice(-3)}`)
    .optional(),
  BUSINESS_PHONE: phoneNumber.optional(),
  WHATSAPP_NUMBER: phoneNumber.optional(),
  CONTACT_EMAIL: z.email().optional(),
  PRIVACY_EMAIL: z.email().optional(),
  SUPPORT_EMAIL: z.email().optional(),
  SPECIALIST_NAME: text.optional(),
  SPECIALIST_PHOTO: z
    .string()
    .refine(
      isPhotoPath,
      "use the path of a .jpg, .png, .webp or .avif file under public/, e.g. /images/equipe/especialista.jpg",
    )
    .optional(),
  SPECIALIST_SOCIAL_URL: z.url({ protocol: /^https$/ }).optional(),
  SPECIALIST_SOCIAL_HANDLE: z
    .string()
    .trim()
    .regex(/^@?[\w.]{2,30}$/, "use the profile's handle, e.g. @especialista")
    .transform((value) => (value.startsWith("@") ? value : `@${value}`))
    .optional(),
  CHECKOUT_URL: z.url({ protocol: /^https$/ }).optional(),
};

const ADDRESS_PARTS = ["BUSINESS_STREET", "BUSINESS_CITY", "BUSINESS_STATE", "BUSINESS_POSTAL_CODE"] as const;

/** "a@x.com.br, b@x.com.br": one or more addresses, separated by commas or semicolons. */
const emailList = z.string().transform((value, context) => {
  const addresses = value
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter((address) => address !== "");
  if (addresses.length > 0 && addresses.every((address) => z.email().safeParse(address).success)) return addresses;
  context.addIssue({ code: "custom", message: "use one or more e-mail addresses separated by commas" });
  return z.NEVER;
});

/** A sender: "leads@x.com.br" or "Site da agência <leads@x.com.br>". */
export interface Mailbox {
  name?: string;
  address: string;
}

const mailbox = z
  .string()
  .trim()
  .transform((value, context): Mailbox => {
    const named = /^(.*?)\s*<([^<>]+)>$/.exec(value);
    const address = (named ? named[2] : value)?.trim() ?? "";
    const name = named?.[1]?.replace(/^"|"$/g, "").trim();
    if (z.email().safeParse(address).success && !/[\r\n]/.test(value)) return { ...(name ? { name } : {}), address };
    context.addIssue({
      code: "custom",
      message: 'use an e-mail address, e.g. leads@exemplo.com.br or "Site <leads@exemplo.com.br>"',
    });
    return z.NEVER;
  });

/**
 * Where leads go besides the chat webhook (server/leads/destinations) and
 * the Google Ads conversions feed. Each is optional; a destination's
 * variables are set together or not at all.
 */
const destinationsSchema = {
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: "use smtps://user:password@host:465 or smtp://user:password@host:587 (password URL-encoded)",
    })
    .optional(),
  LEAD_EMAIL_TO: emailList.optional(),
  LEAD_EMAIL_FROM: mailbox.optional(),
  META_PIXEL_ID: z
    .string()
    .trim()
    .regex(/^\d{5,20}$/, "use the pixel's (dataset's) numeric id from Meta's Events Manager")
    .optional(),
  META_CAPI_TOKEN: z
    .string()
    .trim()
    .regex(/^\S{20,}$/, "use the Conversions API access token generated in Events Manager (Settings)")
    .optional(),
  META_TEST_EVENT_CODE: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,64}$/, "use the code Events Manager shows under Test events, e.g. TEST12345")
    .optional(),
  META_API_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://graph.facebook.com")
    .transform((url) => url.replace(/\/+$/, "")),
  GOOGLE_ADS_FEED_USER: z
    .string()
    .trim()
    .regex(/^[^:\s]{3,64}$/, "use 3 to 64 characters without spaces or colons")
    .optional(),
  GOOGLE_ADS_FEED_PASSWORD: z.string().min(16, "use at least 16 characters (e.g. openssl rand -hex 24)").optional(),
  /**
   * Web Push (the panel's lead alerts): the server's VAPID key pair, base64url as web-push writes it;
   * `npm run leads -- push-keys` makes one.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'use the public key "npm run leads -- push-keys" printed (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'use the private key "npm run leads -- push-keys" printed (43 characters)')
    .optional(),
  /** Who runs this server, for the push services to reach: mailto: or https:; unset, SITE_URL when it is https. */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "use mailto:you@example.com.br or an https:// address")
    .optional(),
  /** One more push service origin accepted for subscriptions besides the browsers' own (tests: a local fake). */
  PUSH_SERVICE_EXTRA_ORIGIN: serviceOrigin.optional(),
  GOOGLE_ADS_LEAD_CONVERSION: z.string().trim().min(1).max(100).default("Lead do site"),
  GOOGLE_ADS_WON_CONVERSION: z.string().trim().min(1).max(100).default("Contrato fechado"),
};

/** Variables that only work together: all of a group, or none. */
const TOGETHER = [
  ["SMTP_URL", "LEAD_EMAIL_TO", "LEAD_EMAIL_FROM"],
  ["META_PIXEL_ID", "META_CAPI_TOKEN"],
  ["GOOGLE_ADS_FEED_USER", "GOOGLE_ADS_FEED_PASSWORD"],
  ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"],
] as const;

const envSchema = z
  .object({
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
    /** Open connections at most (server/http/listen.ts); keep it below the process's open-file limit minus 100. */
    MAX_CONNECTIONS: z.coerce.number().int().min(10).max(100_000).default(1000),
    /**
     * Worker threads rendering calculator results (server/http/render-pool.ts, decision 046); 0 renders them in
     * the main thread. Unset, the server chooses from the machine's cores and memory (server/http/render-workers.ts).
     */
    RENDER_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
    TRUST_PROXY: trustProxy.default(false),
    /** Bearer token GET /metrics requires; unset, /metrics does not exist. */
    METRICS_TOKEN: z.string().min(16, "use at least 16 characters (e.g. openssl rand -hex 24)").optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    BUILD_DIR: z.string().min(1).default("build"),
    VITE_VIACEP_URL: z.url().default("https://viacep.com.br"),
    VITE_BRASILAPI_URL: z.url().default("https://brasilapi.com.br"),
    VITE_OVERPASS_URL: z.url().default("https://overpass-api.de"),
    /** Banco Central's Olinda OData services (PTAX quotes): scheme and host, for tests and mirrors. */
    BCB_OLINDA_URL: serviceOrigin.default("https://olinda.bcb.gov.br"),
    /**
     * Banco Central's download host, whose daily closing file (/Download/fechamento/YYYYMMDD.csv) has the rates
     * Olinda lacks (ARS, CLP, MXN, decision 067): scheme and host.
     */
    BCB_DOWNLOAD_URL: serviceOrigin.default("https://www4.bcb.gov.br"),
    /** Banco Central's SGS time series API (poupança, CDI, Selic, IPCA): scheme and host. */
    BCB_SGS_URL: serviceOrigin.default("https://api.bcb.gov.br"),
    ...identitySchema,
    ...destinationsSchema,
  })
  .superRefine((env, context) => {
    // Half an address would print a street with no city (or a city with no street) on the contact page.
    const missing = ADDRESS_PARTS.filter((name) => env[name] === undefined);
    if (missing.length > 0 && missing.length < ADDRESS_PARTS.length) {
      context.addIssue({
        code: "custom",
        path: [missing[0]!],
        message: `set it too, or none of ${ADDRESS_PARTS.join(", ")} (the address is shown whole or not at all)`,
      });
    }
    if (env.BUSINESS_DISTRICT !== undefined && missing.length === ADDRESS_PARTS.length) {
      context.addIssue({
        code: "custom",
        path: ["BUSINESS_DISTRICT"],
        message: `set the rest of the address too (${ADDRESS_PARTS.join(", ")})`,
      });
    }
    if (env.VAPID_PUBLIC_KEY && !env.VAPID_SUBJECT && !env.SITE_URL.startsWith("https://")) {
      context.addIssue({
        code: "custom",
        path: ["VAPID_SUBJECT"],
        message: "set it (mailto:you@example.com.br): push services need a contact, and SITE_URL is not https",
      });
    }
    for (const group of TOGETHER) {
      const unset = group.filter((name) => env[name] === undefined);
      if (unset.length > 0 && unset.length < group.length) {
        context.addIssue({
          code: "custom",
          path: [unset[0]!],
          message: `set it too, or none of ${group.join(", ")} (they work together)`,
        });
      }
    }
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

/**
 * The identity the pages show, from the configuration (the specialist's photo
 * is resolved against the files in public/ by #app/config/business.server).
 */
export function businessFromEnv(env: Env): Omit<Business, "specialist"> & {
  specialist: Omit<Business["specialist"], "photo">;
} {
  const address =
    env.BUSINESS_STREET && env.BUSINESS_CITY && env.BUSINESS_STATE && env.BUSINESS_POSTAL_CODE
      ? {
          street: env.BUSINESS_STREET,
          ...(env.BUSINESS_DISTRICT ? { district: env.BUSINESS_DISTRICT } : {}),
          city: env.BUSINESS_CITY,
          state: env.BUSINESS_STATE,
          postalCode: env.BUSINESS_POSTAL_CODE,
        }
      : undefined;
  const contact = env.CONTACT_EMAIL;
  const privacy = env.PRIVACY_EMAIL ?? contact;
  const support = env.SUPPORT_EMAIL ?? contact;
  return {
    ...(env.BUSINESS_LEGAL_NAME ? { legalName: env.BUSINESS_LEGAL_NAME } : {}),
    ...(env.BUSINESS_CNPJ ? { cnpj: env.BUSINESS_CNPJ } : {}),
    ...(address ? { address } : {}),
    ...(env.BUSINESS_PHONE ? { phone: env.BUSINESS_PHONE } : {}),
    ...(env.WHATSAPP_NUMBER ? { whatsappNumber: env.WHATSAPP_NUMBER } : {}),
    emails: {
      ...(contact ? { contact } : {}),
      ...(privacy ? { privacy } : {}),
      ...(support ? { support } : {}),
    },
    specialist: {
      ...(env.SPECIALIST_NAME ? { name: env.SPECIALIST_NAME } : {}),
      monogram: initials(env.SPECIALIST_NAME ?? site.brand),
      ...(env.SPECIALIST_SOCIAL_URL
        ? {
            social: {
              url: env.SPECIALIST_SOCIAL_URL,
              ...(env.SPECIALIST_SOCIAL_HANDLE ? { handle: env.SPECIALIST_SOCIAL_HANDLE } : {}),
              network: onSocialNetwork(env.SPECIALIST_SOCIAL_URL),
            },
          }
        : {}),
    },
    ...(env.CHECKOUT_URL ? { checkoutUrl: env.CHECKOUT_URL } : {}),
  };
}

/** Where this configuration sends leads and conversions, for the privacy policy and the server's start-up log. */
export interface ConfiguredDestinations {
  chat: boolean;
  email: boolean;
  meta: boolean;
  googleAds: boolean;
  /** The members' lead alerts on their devices (Web Push). */
  push: boolean;
}

export function configuredDestinations(env: Env): ConfiguredDestinations {
  return {
    chat: env.WEBHOOK_URL !== undefined,
    email: env.SMTP_URL !== undefined,
    meta: env.META_PIXEL_ID !== undefined,
    googleAds: env.GOOGLE_ADS_FEED_USER !== undefined,
    push: env.VAPID_PUBLIC_KEY !== undefined,
  };
}

/** The server's Web Push identity (VAPID), or null when lead alerts are not configured. */
export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export function vapidFromEnv(env: Env): Vapid | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  return {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT ?? env.SITE_URL,
  };
}

let cached: Env | undefined;

/** The configuration of this process (server, build, lead CLI), read once. */
export function env(): Env {
  cached ??= loadEnv();
  return cached;
}
