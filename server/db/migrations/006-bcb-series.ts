import { type Kysely } from "kysely";

/**
 * Banco Central data the tools show (decision 038): PTAX closing quotes per currency and day, and monthly
 * index rates (poupança, CDI, Selic, IPCA). Kept with their dates, so a failed fetch leaves the last ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("exchange_quotes")
    .addColumn("currency", "text", (column) => column.notNull())
    .addColumn("quote_date", "text", (column) => column.notNull())
    .addColumn("buy", "double precision", (column) => column.notNull())
    .addColumn("sell", "double precision", (column) => column.notNull())
    .addColumn("bulletin_at", "text", (column) => column.notNull())
    .addColumn("fetched_at", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("exchange_quotes_pk", ["currency", "quote_date"])
    .execute();
  await db.schema
    .createTable("economic_indices")
    .addColumn("series", "text", (column) => column.notNull())
    .addColumn("ref_month", "text", (column) => column.notNull())
    .addColumn("value_percent", "double precision", (column) => column.notNull())
    .addColumn("fetched_at", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("economic_indices_pk", ["series", "ref_month"])
    .execute();
}
