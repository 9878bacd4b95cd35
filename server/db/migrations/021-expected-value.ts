import { type Kysely } from "kysely";

/**
 * Issue 37, the pipeline board (docs/decisions/069): the monthly value a proposal is expected to bring, in
 * centavos like won_value_cents (NULL: none typed), on the lead and in its status history; and an index holding
 * what the board's columns count and sum (the leads not erased, by status), so the board reads it alone
 * instead of every row with its form data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("expected_value_cents", "bigint").execute();
  await db.schema.alterTable("lead_status_changes").addColumn("expected_value_cents", "bigint").execute();
  await db.schema
    .createIndex("leads_board")
    .on("leads")
    .columns(["anonymized_at", "status", "won_value_cents", "expected_value_cents"])
    .execute();
}
