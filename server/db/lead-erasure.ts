import type { Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * Erases the personal data of leads (an LGPD request, or 24 months without
 * activity) while keeping what the campaign figures need: the row, its
 * form, time, status, contract value, loss reason and campaign (utm source,
 * medium and campaign, the referrer's domain). Everything a person typed or
 * that identifies them goes: the form data, e-mail, IP, browser, search
 * text, click ids, referrer and landing URLs, the team's notes and words
 * for an "outro" loss reason, and the
 * deliveries with their tries (whose errors may quote the message; one not
 * yet made is never made). Returns how many
 * leads were erased now (already-erased ones are left alone).
 */
export async function anonymizeLeads(db: Kysely<Database>, ids: readonly number[], now: number): Promise<number> {
  let erased = 0;
  // Chunks keep each statement under SQLite's bound-parameter limit.
  for (let start = 0; start < ids.length; start += 400) {
    const chunk = ids.slice(start, start + 400);
    // Read first, outside the transaction, which then starts with a write (SQLite takes its write lock at once).
    const rows = await db
      .selectFrom("leads")
      .select(["id", "attribution"])
      .where("id", "in", chunk)
      .where("anonymized_at", "is", null)
      .execute();
    if (rows.length === 0) continue;
    erased += await db.transaction().execute(async (trx) => {
      const erasedIds: number[] = [];
      for (const row of rows) {
        const result = await trx
          .updateTable("leads")
          .set({
            data: JSON.stringify({}),
            email: "",
            ip: null,
            user_agent: null,
            search_text: null,
            content_hash: null,
            attribution: keptAttribution(row.attribution),
            // The reason's category stays for the figures; the team's own words may name the person.
            lost_reason_text: null,
            anonymized_at: now,
          })
          .where("id", "=", row.id)
          .where("anonymized_at", "is", null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) erasedIds.push(row.id);
      }
      if (erasedIds.length > 0) {
        await trx.deleteFrom("lead_notes").where("lead_id", "in", erasedIds).execute();
        await trx
          .updateTable("lead_status_changes")
          .set({ lost_reason_text: null })
          .where("lead_id", "in", erasedIds)
          .execute();
        await trx
          .deleteFrom("delivery_attempts")
          .where("notification_id", "in", (eb) =>
            eb.selectFrom("notifications").select("id").where("lead_id", "in", erasedIds),
          )
          .execute();
        await trx.deleteFrom("notifications").where("lead_id", "in", erasedIds).execute();
      }
      return erasedIds.length;
    });
  }
  return erased;
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
