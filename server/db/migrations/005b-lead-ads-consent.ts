import { sql, type Kysely } from "kysely";

/**
 * The visitor's answer to the ads-measurement consent box (1 yes, 0 no, NULL on forms without it and older
 * leads), the version of the text it showed, when; and the page the form was sent from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("leads")
    .addColumn("ads_consent", "integer", (column) => column.check(sql`ads_consent in (0, 1)`))
    .execute();
  await db.schema.alterTable("leads").addColumn("ads_consent_version", "text").execute();
  await db.schema.alterTable("leads").addColumn("ads_consent_at", "bigint").execute();
  await db.schema.alterTable("leads").addColumn("page_path", "text").execute();
  // The Google Ads feed reads consenting leads of the last 90 days.
  await db.schema.createIndex("leads_ads_consent").on("leads").columns(["ads_consent", "created_at"]).execute();
}
