import { parseBrazilianNumber } from "#app/lib/numbers";
import { isLeadStatus, isLostReason, LEAD_STATUSES, type LeadStatus } from "./statuses";

/**
 * The board's moves in the browser: which column an arrow key leads to, which moves must ask something first, and
 * the board as it will be once the moves on their way are saved (shown at once; the loader's answer replaces it).
 */

/** What a card on the board carries that a move changes (see ./board-card.ts). */
export interface MovableCard {
  id: number;
  wonValueCents: number | null;
  expectedValueCents: number | null;
}

export interface MovableColumn<Card extends MovableCard> {
  status: LeadStatus;
  count: number;
  valueCents: number | null;
  cards: Card[];
}

/** A move on its way to the server: the card, where it goes, and the value typed for "Ganho". */
export interface PendingMove {
  id: number;
  to: LeadStatus;
  wonValueCents: number | null;
}

/** The column beside `status` (ArrowLeft: -1, ArrowRight: +1), or null at either end. */
export function neighbourStatus(status: LeadStatus, step: -1 | 1): LeadStatus | null {
  return LEAD_STATUSES[LEAD_STATUSES.indexOf(status) + step] ?? null;
}

/** "Ganho" asks for the contract's value and "Perdido" for the reason: those moves open the card's form first. */
export function moveAsks(to: LeadStatus): boolean {
  return to === "ganho" || to === "perdido";
}

/**
 * The move a status form posts, when the server will take it: "Ganho" with a value, "Perdido" with a reason.
 * Shown at once only then; a form the server will refuse stays where it is, open with its message.
 */
export function pendingMoveOf(form: { get(name: string): unknown }): PendingMove | null {
  const [lead, to, value, reason] = ["lead", "status", "valor", "motivo"].map((name) => form.get(name));
  const id = typeof lead === "string" && /^\d{1,15}$/.test(lead) ? Number(lead) : null;
  if (id === null || !isLeadStatus(to)) return null;
  const amount = typeof value === "string" ? parseBrazilianNumber(value) : null;
  if (to === "ganho" && (amount === null || amount <= 0)) return null;
  if (to === "perdido" && !isLostReason(reason)) return null;
  return { id, to, wonValueCents: to === "ganho" && amount !== null ? Math.round(amount * 100) : null };
}

/** What a card adds to its column's value there. */
function worth(card: MovableCard, status: LeadStatus): number {
  if (status === "ganho") return card.wonValueCents ?? 0;
  if (status === "proposta") return card.expectedValueCents ?? 0;
  return 0;
}

/**
 * The columns with each pending move applied: the card leaves its column and takes its place (newest first) in
 * the other, counts and values follow. A card not on the board (beyond the newest) is left as it is.
 */
export function withMoves<Card extends MovableCard>(
  columns: readonly MovableColumn<Card>[],
  moves: readonly PendingMove[],
): MovableColumn<Card>[] {
  let result = columns.map((column) => ({ ...column, cards: [...column.cards] }));
  for (const move of moves) {
    const from = result.find((column) => column.cards.some((card) => card.id === move.id));
    if (!from || from.status === move.to) continue;
    const card = from.cards.find((each) => each.id === move.id)!;
    const moved: Card = move.to === "ganho" ? { ...card, wonValueCents: move.wonValueCents } : card;
    result = result.map((column) => {
      if (column.status === from.status) {
        return {
          ...column,
          count: column.count - 1,
          valueCents: column.valueCents === null ? null : column.valueCents - worth(card, column.status),
          cards: column.cards.filter((each) => each.id !== move.id),
        };
      }
      if (column.status === move.to) {
        return {
          ...column,
          count: column.count + 1,
          valueCents: column.valueCents === null ? null : column.valueCents + worth(moved, column.status),
          cards: [...column.cards, moved].sort((a, b) => b.id - a.id),
        };
      }
      return column;
    });
  }
  return result;
}
