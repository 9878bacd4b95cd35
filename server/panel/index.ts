import type { Logger } from "pino";
import type { Env } from "~/config/env.server";
import type { DatabaseHandle } from "../db/connect";
import { Accounts } from "./accounts";
import { listAudit } from "./audit";
import { isPanelOriginAllowed } from "./origin";
import { PasswordHasher, type ScryptCost } from "./passwords";
import { sessionCookie, type SessionCookie } from "./session-cookie";

export type { SessionUser } from "./accounts";

/**
 * The team's panel on the server: what its loaders and actions reach as
 * `context.panel` (app/load-context.ts). Every route under /painel checks
 * the session through ~/features/panel/guard.server before using it.
 */
export interface PanelService {
  siteUrl: string;
  cookie: SessionCookie;
  accounts: Accounts;
  /** True when a POST's Origin header is SITE_URL's origin (see ./origin). */
  isOriginAllowed(origin: string | null): boolean;
  audit: { list: (options: { before?: number; limit: number }) => ReturnType<typeof listAudit> };
}

export interface PanelModule {
  service: PanelService;
  /** Starts the daily housekeeping (expired sessions, old sign-in failures and links). */
  start(): void;
  stop(): void;
}

export interface PanelOptions {
  /** Tests use a cheaper scrypt; production uses OWASP's parameters. */
  passwordCost?: ScryptCost;
  now?: () => number;
  housekeepingIntervalMs?: number;
}

const DAY = 86_400_000;

export function createPanelModule(
  env: Pick<Env, "SITE_URL">,
  database: DatabaseHandle,
  logger: Logger,
  options: PanelOptions = {},
): PanelModule {
  const log = logger.child({ module: "panel" });
  const now = options.now ?? Date.now;
  const hasher = new PasswordHasher(options.passwordCost);
  const accounts = new Accounts({ db: database.db, hasher, siteUrl: env.SITE_URL, now });
  const service: PanelService = {
    siteUrl: env.SITE_URL,
    cookie: sessionCookie(env.SITE_URL),
    accounts,
    isOriginAllowed: (origin) => isPanelOriginAllowed(origin, env.SITE_URL),
    audit: { list: (listOptions) => listAudit(database.db, listOptions) },
  };
  let timer: NodeJS.Timeout | null = null;
  const housekeeping = () => {
    accounts.housekeeping().catch((error: unknown) => log.error({ err: error }, "panel housekeeping failed"));
  };
  return {
    service,
    start() {
      housekeeping();
      timer = setInterval(housekeeping, options.housekeepingIntervalMs ?? DAY);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
