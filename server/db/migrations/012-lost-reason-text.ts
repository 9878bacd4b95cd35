import { type Kysely } from "kysely";

/**
 * Issue 39, one migration for the lead page's polish (docs/decisions/057):
 * - "Outro motivo" with the team's own words, on the lead and in its history (NULL: none written);
 * - how the lead arrived: "formulario" (the site's forms) or "api" (POST /api/leads), with the integration
 *   the request named; NULL on leads stored before, whose way in was not recorded;
 * - the inbox leaves erased leads out of its list and counters: this index finds the few erased ones by status
 *   (the counters subtract them) without reading every row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const additions = [
    db.schema.alterTable("leads").addColumn("lost_reason_text", "text"),
    db.schema.alterTable("lead_status_changes").addColumn("lost_reason_text", "text"),
    db.schema.alterTable("leads").addColumn("received_via", "text"),
    db.schema.alterTable("leads").addColumn("integration", "text"),
  ];
  for (const addition of additions) await addition.execute();
  await db.schema.createIndex("leads_anonymized_status").on("leads").columns(["anonymized_at", "status"]).execute();
}
