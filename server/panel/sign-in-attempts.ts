import { createHash } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Dialect } from "../db/connect";
import type { Database } from "../db/schema";
import { THROTTLE, waitAfterFailures } from "./throttle";

/**
 * Sign-in tries reserved before the password is checked (docs/decisions/052).
 * A try writes its rows in `sign_in_failures` first, as if it had already
 * failed, in the same transaction that counts the scope's earlier rows: tries
 * sent together count as many, so a burst gets no more scrypt runs than the
 * throttle allows (decision 030's rules, unchanged). A refused try keeps no
 * row, a failed one keeps its rows as its failure, and a successful one or
 * one the busy hasher turned away removes them.
 */

/** A scope a try counts in (`conta:<e-mail>`, `ip:<address>`), with the failures it allows before waiting. */
export interface SignInScope {
  key: string;
  threshold: number;
}

export type SignInReservation = { ok: true; ids: number[] } | { ok: false; waitMs: number };

/**
 * Reserves one try in every scope, or answers how long it must wait (then
 * nothing stays written: a refused try is no failure and does not lengthen
 * the wait).
 */
export async function reserveSignInAttempt(
  db: Kysely<Database>,
  dialect: Dialect,
  scopes: readonly SignInScope[],
  now: number,
): Promise<SignInReservation> {
  const keys = scopes.map((scope) => scope.key);
  return db.transaction().execute(async (trx) => {
    // PostgreSQL counts in READ COMMITTED: without a lock, two replicas' tries would each miss the other's row. SQLite
    // needs none: the insert below takes the database's one write lock until the transaction ends.
    if (dialect === "postgres") await lockScopes(trx, keys);
    const inserted = await trx
      .insertInto("sign_in_failures")
      .values(keys.map((key) => ({ scope_key: key, created_at: now })))
      .returning("id")
      .execute();
    const ids = inserted.map((row) => row.id);
    const earlier = await trx
      .selectFrom("sign_in_failures")
      .select(["scope_key", "created_at"])
      .where("scope_key", "in", keys)
      .where("created_at", ">", now - THROTTLE.windowMs)
      .where("id", "not in", ids)
      .execute();
    const waitMs = Math.max(
      ...scopes.map((scope) =>
        waitAfterFailures(
          earlier.filter((row) => row.scope_key === scope.key).map((row) => row.created_at),
          scope.threshold,
          now,
        ),
      ),
    );
    if (waitMs === 0) return { ok: true, ids };
    await trx.deleteFrom("sign_in_failures").where("id", "in", ids).execute();
    return { ok: false, waitMs };
  });
}

/** Removes a reservation: the try signed in, or never had its password checked. */
export async function releaseSignInAttempt(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
  await db.deleteFrom("sign_in_failures").where("id", "in", ids).execute();
}

/**
 * One transaction-scoped advisory lock per scope, so every replica's tries on
 * a scope queue here. Taken in one numeric order: two tries sharing an IP but
 * not an account cannot each hold the lock the other waits for.
 */
async function lockScopes(trx: Transaction<Database>, keys: readonly string[]): Promise<void> {
  const locks = [...new Set(keys.map(lockId))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const lock of locks) await sql`select pg_advisory_xact_lock(${lock.toString()}::bigint)`.execute(trx);
}

/** A 64-bit lock number from the scope's key (a collision only makes two scopes queue together). */
function lockId(key: string): bigint {
  return createHash("sha256").update(`sign-in:${key}`).digest().readBigInt64BE(0);
}
