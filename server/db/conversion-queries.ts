import type { Kysely, Transaction } from "kysely";
import { toLead, type StoredLead } from "./stored-lead";
import type { Database } from "./schema";

/**
 * The queries behind the conversions the ad platforms get (issue 38,
 * docs/decisions/063): a won client is its FIRST "Ganho", its time and value
 * set once (migration 018), so Ganho → another status → Ganho never makes a
 * second conversion or moves the first one's time.
 */

/** A consenting lead the team won, with its first "Ganho". */
export interface FirstWonLead {
  lead: StoredLead;
  /** The first "Ganho" (epoch ms): the conversion time, whatever happened to the status after. */
  wonAt: number;
  /** The contract value typed at that first "Ganho", in BRL cents. */
  valueCents: number;
}

/**
 * Records the lead's first "Ganho", inside the status change's transaction;
 * a lead won before keeps its time and value (the write matches no row).
 */
export async function recordFirstWon(
  trx: Transaction<Database>,
  leadId: number,
  at: number,
  valueCents: number,
): Promise<void> {
  await trx
    .updateTable("leads")
    .set({ first_won_at: at, first_won_value_cents: valueCents })
    .where("id", "=", leadId)
    .where("first_won_at", "is", null)
    .execute();
}

/**
 * Consenting leads that arrived since then and that the team won at least
 * once, oldest first. A lead moved away from "Ganho" afterwards stays: its
 * conversion happened, and removing the line would not take it back from
 * Google (a retraction is done in Google Ads).
 */
export async function listFirstWonConsentingLeads(db: Kysely<Database>, since: number): Promise<FirstWonLead[]> {
  const rows = await db
    .selectFrom("leads")
    .selectAll()
    .where("ads_consent", "=", 1)
    .where("created_at", ">=", since)
    .where("first_won_at", "is not", null)
    .where("first_won_value_cents", "is not", null)
    .where("anonymized_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    lead: toLead(row),
    wonAt: Number(row.first_won_at),
    valueCents: Number(row.first_won_value_cents),
  }));
}

/** The lead's first "Ganho" time, or null when it was never won. */
export async function firstWonAt(db: Kysely<Database>, leadId: number): Promise<number | null> {
  const row = await db.selectFrom("leads").select("first_won_at").where("id", "=", leadId).executeTakeFirst();
  return row?.first_won_at === null || row?.first_won_at === undefined ? null : Number(row.first_won_at);
}
