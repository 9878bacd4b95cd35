import type { Kysely } from "kysely";
import { monthValue, type MonthIndex } from "#app/features/panel/results/months";
import type { StoredSpend } from "#app/features/panel/results/results-report";
import type { Database } from "../../db/schema";
import { recordAudit, type Actor } from "../audit";

/**
 * What the owner spent on ads, per month, source and campaign (migration
 * 020). Writing replaces the amounts of the same month, source and campaign
 * (a report imported again does not count twice), in one transaction with
 * its audit row.
 */

export interface SpendEntry {
  month: MonthIndex;
  source: string;
  /** "" for the whole source. */
  campaign: string;
  amountCents: number;
}

export async function saveSpend(
  db: Kysely<Database>,
  entries: readonly SpendEntry[],
  options: { fromFile: boolean; actor: Actor },
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const entry of entries) {
      const row = {
        month: monthValue(entry.month),
        source: entry.source,
        campaign: entry.campaign,
        amount_cents: entry.amountCents,
        updated_at: now,
        updated_by: options.actor.id,
      };
      await trx
        .insertInto("ad_spend")
        .values(row)
        .onConflict((conflict) =>
          conflict
            .columns(["month", "source", "campaign"])
            .doUpdateSet({ amount_cents: row.amount_cents, updated_at: now, updated_by: row.updated_by }),
        )
        .execute();
    }
    const sources = [...new Set(entries.map((entry) => entry.source))];
    await recordAudit(
      trx,
      {
        action: "investimento",
        actor: options.actor,
        detail: {
          origem: sources.join(", "),
          linhas: entries.length,
          arquivo: options.fromFile,
          totalCentavos: entries.reduce((sum, entry) => sum + entry.amountCents, 0),
        },
      },
      now,
    );
  });
}

/** The spend of the months from `first` to `last`, inclusive. */
export async function spendOf(db: Kysely<Database>, first: MonthIndex, last: MonthIndex): Promise<StoredSpend[]> {
  const rows = await db
    .selectFrom("ad_spend")
    .select(["month", "source", "campaign", "amount_cents"])
    .where("month", ">=", monthValue(first))
    .where("month", "<=", monthValue(last))
    .orderBy("month")
    .orderBy("source")
    .orderBy("campaign")
    .execute();
  return rows.map((row) => ({
    month: row.month,
    source: row.source,
    campaign: row.campaign,
    amountCents: Number(row.amount_cents),
  }));
}
