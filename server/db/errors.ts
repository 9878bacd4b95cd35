/**
 * Whether a database error means "storage unavailable right now" (locked,
 * unreachable, out of resources) rather than "this row is bad". A batch
 * that fails for the first reason fails as a whole: retrying its leads one
 * by one would only wait on the same lock or connection once per lead.
 */

const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|READONLY|CANTOPEN|PROTOCOL|NOTADB|CORRUPT)/;
/** SQLSTATE classes: 08 connection, 40 transaction rollback, 53 resources, 57 operator intervention, 58 system. */
const POSTGRES_UNAVAILABLE = /^(08|40|53|57|58)[0-9A-Z]{3}$/;
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);
/** pg's pool and client, and Kysely after destroy(), throw these without a code. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|has already been destroyed|Client has encountered a connection error/i;

export function isStorageUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = "code" in error && typeof error.code === "string" ? error.code : "";
  return (
    SQLITE_UNAVAILABLE.test(code) ||
    POSTGRES_UNAVAILABLE.test(code) ||
    NETWORK_CODES.has(code) ||
    UNAVAILABLE_MESSAGES.test(error.message)
  );
}
