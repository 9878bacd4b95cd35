import { sql, type Kysely } from "kysely";
import { personFields } from "#app/features/leads/fields";
import type { BoardCard } from "#app/features/panel/board-card";
import { LEAD_STATUSES, type LeadStatus } from "#app/features/panel/statuses";
import type { Database } from "../db/schema";
import { parseData } from "./inbox";

/**
 * The pipeline board (/painel/funil): a column per status with its count, its value and its newest cards. Like the
 * inbox it is the team's work list, so erased leads (LGPD) are not on it. A column's value is what its leads are
 * worth a month: the won contracts on "Ganho", the expected values typed on "Proposta enviada".
 */

/** Cards per column: the newest; the rest are one link away, in the inbox filtered by that status. */
export const BOARD_CARDS = 50;

export interface BoardColumn {
  status: LeadStatus;
  count: number;
  /** Centavos a month; null on the columns that carry no value. */
  valueCents: number | null;
  /** Newest first, at most BOARD_CARDS. */
  cards: BoardCard[];
}

/** The columns that carry a value (the sum below says which). */
const VALUED: readonly LeadStatus[] = ["proposta", "ganho"];

export async function board(db: Kysely<Database>): Promise<BoardColumn[]> {
  const [totals, ...cards] = await Promise.all([
    // Counted and summed within the leads_board index (migration 021), never the rows with their form data.
    db
      .selectFrom("leads")
      .select([
        "status",
        (eb) => eb.fn.countAll<number | string>().as("count"),
        sql<number | string | null>`sum(case when status = 'ganho' then won_value_cents
          when status = 'proposta' then expected_value_cents end)`.as("value"),
      ])
      .where("anonymized_at", "is", null)
      .groupBy("status")
      .execute(),
    ...LEAD_STATUSES.map((status) =>
      db
        .selectFrom("leads")
        .select([
          "id",
          "form",
          "data",
          "email",
          "origin_source",
          "created_at",
          "won_value_cents",
          "expected_value_cents",
          "lost_reason",
          "lost_reason_text",
        ])
        .where("status", "=", status)
        .where("anonymized_at", "is", null)
        .orderBy("id", "desc")
        .limit(BOARD_CARDS)
        .execute(),
    ),
  ]);
  return LEAD_STATUSES.map((status, index) => {
    const total = totals.find((row) => row.status === status);
    return {
      status,
      count: Number(total?.count ?? 0),
      valueCents: !VALUED.includes(status) ? null : Number(total?.value ?? 0),
      cards: cards[index]!.map((row) => ({
        id: row.id,
        name: personFields(row.form, parseData(row.data)).name || row.email,
        form: row.form,
        source: row.origin_source,
        createdAt: row.created_at,
        wonValueCents: row.won_value_cents,
        expectedValueCents: row.expected_value_cents,
        lostReason: row.lost_reason,
        lostReasonText: row.lost_reason_text,
      })),
    };
  });
}
