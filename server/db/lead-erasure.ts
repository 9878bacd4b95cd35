import { sql, type Kysely } from "kysely";
import type { DatabaseHandle } from "./connect";
import { transactionRetryingDeadlocks } from "./deadlock-retry";
import { relinkPeople } from "./person-links";
import type { Database } from "./schema";

/**
 * Erases the personal data of leads (an LGPD request, or 24 months without
 * activity) while keeping what the campaign figures need: the row, its
 * form, time, status, contract value, loss reason and campaign (utm source,
 * medium and campaign, the referrer's domain). Everything a person typed or
 * that identifies them goes: the form data, e-mail, IP, browser, search
 * text, the link to the person's other leads, click ids, referrer and landing URLs, the team's notes and words
 * for an "outro" loss reason, and the
 * deliveries with their tries (whose errors may quote the message; one not
 * yet made is never made).
 *
 * A lead erased before is cleaned again (whatever was added since goes too),
 * keeping the time of its first erasure. Returns how many leads were erased
 * for the first time now.
 *
 * Then the freed space is wiped from the files (see wipeFreedSpace): an
 * erased value must not stay readable in leads.db, its WAL or a table file.
 */
export async function anonymizeLeads(
  database: Pick<DatabaseHandle, "db" | "dialect">,
  ids: readonly number[],
  now: number,
): Promise<number> {
  const { db } = database;
  let erased = 0;
  let touched = 0;
  // Chunks keep each statement under SQLite's bound-parameter limit.
  for (let start = 0; start < ids.length; start += 400) {
    const chunk = ids.slice(start, start + 400);
    // Read first, outside the transaction, which then starts with a write (SQLite takes its write lock at once).
    const rows = await db
      .selectFrom("leads")
      .select(["id", "attribution", "person_key"])
      .where("id", "in", chunk)
      .execute();
    if (rows.length === 0) continue;
    touched += rows.length;
    // It locks its leads one statement at a time, which a bulk change of the panel may lock in another order: run
    // again if PostgreSQL aborts it as a deadlock's victim (the erasure changes none of the roll-up's columns).
    erased += await transactionRetryingDeadlocks(db, async (trx) => {
      let first = 0;
      for (const row of rows) {
        const blank = {
          data: JSON.stringify({}),
          email: "",
          ip: null,
          user_agent: null,
          search_text: null,
          content_hash: null,
          attribution: keptAttribution(row.attribution),
          // The reason's category stays for the figures; the team's own words may name the person.
          lost_reason_text: null,
          // Nobody's other lead any more, and found by nothing it held (docs/decisions/062).
          person_phone: null,
          person_key: null,
          // The team's words for a follow-up may name the person too; an erased lead is nobody's work.
          follow_up_what: null,
          follow_up_at: null,
        };
        const result = await trx
          .updateTable("leads")
          .set({ ...blank, anonymized_at: now })
          .where("id", "=", row.id)
          .where("anonymized_at", "is", null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) first += 1;
        else await trx.updateTable("leads").set(blank).where("id", "=", row.id).execute();
      }
      const rowIds = rows.map((row) => row.id);
      await trx.deleteFrom("lead_notes").where("lead_id", "in", rowIds).execute();
      await trx.updateTable("lead_follow_up_events").set({ what: null }).where("lead_id", "in", rowIds).execute();
      await trx
        .updateTable("lead_status_changes")
        .set({ lost_reason_text: null })
        .where("lead_id", "in", rowIds)
        .execute();
      await trx
        .deleteFrom("delivery_attempts")
        .where("notification_id", "in", (eb) =>
          eb.selectFrom("notifications").select("id").where("lead_id", "in", rowIds),
        )
        .execute();
      await trx.deleteFrom("notifications").where("lead_id", "in", rowIds).execute();
      await relinkPeople(
        trx,
        rows.flatMap((row) => (row.person_key === null ? [] : [Number(row.person_key)])),
      );
      return first;
    });
  }
  if (touched > 0) await wipeFreedSpace(database);
  return erased;
}

/** The tables an erasure rewrites or deletes from. */
const ERASED_TABLES = ["leads", "lead_notes", "lead_follow_up_events", "notifications", "delivery_attempts"] as const;

/**
 * Makes the old copies of erased rows unreadable from the database files
 * (docs/decisions/049). SQLite overwrites deleted content with zeros
 * (secure_delete, set on every connection in ./connect), but the WAL keeps
 * the pages as they were until a checkpoint copies them back, so the WAL is
 * checkpointed and truncated to nothing. PostgreSQL keeps an updated or
 * deleted row's old version in the table file until a VACUUM: VACUUM FULL
 * writes each touched table anew (a plain VACUUM leaves the old bytes in
 * the freed space of its pages) and the old file goes. It runs outside any
 * transaction, as VACUUM must.
 */
export async function wipeFreedSpace(database: Pick<DatabaseHandle, "db" | "dialect">): Promise<void> {
  if (database.dialect === "sqlite") {
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
    return;
  }
  await sql`vacuum full ${sql.join(ERASED_TABLES.map((table) => sql.table(table)))}`.execute(database.db);
}

/**
 * Leads already erased that hold something again (a note or a delivery
 * written around the erasure, or by a version of the panel that let them):
 * the daily purge cleans them as well.
 */
export async function erasedLeadsWithLeftovers(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom("leads")
    .select("id")
    .where("anonymized_at", "is not", null)
    .where((eb) =>
      eb.or([
        eb("email", "!=", ""),
        eb("ip", "is not", null),
        eb("user_agent", "is not", null),
        eb("search_text", "is not", null),
        eb("person_key", "is not", null),
        eb("content_hash", "is not", null),
        eb.exists(eb.selectFrom("lead_notes").select("lead_notes.id").whereRef("lead_notes.lead_id", "=", "leads.id")),
        eb.exists(
          eb.selectFrom("notifications").select("notifications.id").whereRef("notifications.lead_id", "=", "leads.id"),
        ),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

const CAMPAIGN_KEYS = ["utm_source", "utm_medium", "utm_campaign"] as const;

/** Only the campaign tags: they describe an ad, not a person. */
function keptAttribution(value: unknown): string | null {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  if (parsed === null || typeof parsed !== "object") return null;
  const kept = Object.fromEntries(
    CAMPAIGN_KEYS.flatMap((key) => {
      const tag = (parsed as Record<string, unknown>)[key];
      return typeof tag === "string" ? [[key, tag]] : [];
    }),
  );
  return Object.keys(kept).length > 0 ? JSON.stringify(kept) : null;
}
