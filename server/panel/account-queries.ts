import type { Kysely } from "kysely";
import type { Dialect } from "../db/connect";
import type { Database } from "../db/schema";
import type { PasswordHasher } from "./passwords";

/**
 * Team accounts, sessions and one-time password links live in the database
 * so several app replicas share them (docs/decisions/030). What every part
 * of them (./members, ./password-links, ./member-passwords, ./sessions,
 * ./sign-in) is built from.
 */

export interface AccountsOptions {
  db: Kysely<Database>;
  /** PostgreSQL's sign-in throttle takes advisory locks (./sign-in-attempts); SQLite's needs none. */
  dialect: Dialect;
  hasher: PasswordHasher;
  siteUrl: string;
  now?: () => number;
}

export abstract class AccountQueries {
  protected readonly db: Kysely<Database>;
  protected readonly dialect: Dialect;
  protected readonly hasher: PasswordHasher;
  protected readonly siteUrl: string;
  protected readonly now: () => number;

  constructor(options: AccountsOptions) {
    this.db = options.db;
    this.dialect = options.dialect;
    this.hasher = options.hasher;
    this.siteUrl = options.siteUrl.replace(/\/+$/, "");
    this.now = options.now ?? Date.now;
  }
}
