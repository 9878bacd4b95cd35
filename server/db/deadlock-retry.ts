import type { Kysely, Transaction } from "kysely";

/**
 * A transaction that PostgreSQL refused because of another one running at the same time is run again
 * (docs/decisions/080). The roll-up's triggers (migration 026) lock one roll-up row per (day, origin, member) a
 * written lead counts in, in the order PostgreSQL processes the leads, so two writes touching several of them (a
 * reassignment, a status change, a batch of new leads given in turn; an erasure locks its leads one at a time) can
 * each wait on a row the other holds. PostgreSQL then aborts one of them (deadlock_detected); the other goes on.
 * SQLite has one writer and never does this.
 *
 * Safe to re-run because the aborted attempt wrote nothing: its whole transaction was rolled back, so the next one
 * starts from the database as it is then. `work` must therefore keep everything it changes inside the transaction
 * (anything done outside, such as a wake-up or a value returned to the caller, follows the attempt that committed).
 */

/** SQLSTATEs meaning "this transaction was rolled back because of a concurrent one; run it again". */
const RETRIED_CODES = new Set([
  // deadlock_detected: the lock cycle's victim.
  "40P01",
  // serialization_failure: the same advice from PostgreSQL's manual (only under repeatable read or serializable,
  // which nothing here asks for today).
  "40001",
]);

/** Tries in all, the first included. */
export const DEADLOCK_ATTEMPTS = 3;

export function isRetriedConflict(error: unknown): boolean {
  // pg's DatabaseError reaches us through Kysely unchanged, with its SQLSTATE as `code`.
  return error instanceof Error && "code" in error && typeof error.code === "string" && RETRIED_CODES.has(error.code);
}

/**
 * `db.transaction().execute(work)`, run again (up to DEADLOCK_ATTEMPTS in all) when PostgreSQL aborts it as a
 * deadlock's victim or a serialization failure; any other error, or the last attempt's, is thrown as it came.
 */
export async function transactionRetryingDeadlocks<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= DEADLOCK_ATTEMPTS || !isRetriedConflict(error)) throw error;
      // A short pause, different for each writer, so the two that collided do not meet again at once.
      await new Promise((resolve) => setTimeout(resolve, attempt * 20 + Math.random() * 30));
    }
  }
}
