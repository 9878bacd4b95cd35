import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * Each authenticated fetch of a Google Ads conversions file (time, file, rows, user agent), so the owners' page
 * can say when Google last took each file (docs/decisions/070). Google never says whether it imported a row; its
 * fetches are the only trace of what reached it. Kept 90 days.
 */

export interface GoogleFetch {
  at: number;
  /** The file's address, "/conversoes/google-ads/leads.csv". */
  file: string;
  rows: number;
  userAgent: string | undefined;
}

const KEEP_MS = 90 * 86_400_000;
const USER_AGENT_LIMIT = 200;

export async function recordGoogleFetch(db: Kysely<Database>, fetch: GoogleFetch): Promise<void> {
  const userAgent = fetch.userAgent?.trim().slice(0, USER_AGENT_LIMIT) ?? "";
  await db
    .insertInto("google_file_fetches")
    .values({ fetched_at: fetch.at, file: fetch.file, row_count: fetch.rows, user_agent: userAgent || null })
    .execute();
  await db
    .deleteFrom("google_file_fetches")
    .where("fetched_at", "<", fetch.at - KEEP_MS)
    .execute();
}
