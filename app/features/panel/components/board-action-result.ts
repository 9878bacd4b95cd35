import type { LeadStatus } from "../statuses";

/** What the board's action answers a fetcher (a card's form posted without script is redirected instead). */
export type BoardActionResult =
  | { ok: true; lead: number; status: LeadStatus; message: string }
  | {
      ok: false;
      lead: number;
      message: string;
      field: string | null;
      /** The status that was chosen, so the card's form comes back with it. */
      status?: LeadStatus;
    };

/** The key of the fetcher that moves one card: its form and its drags share it, so the board sees one move. */
export function moveKey(leadId: number): string {
  return `mover-${leadId}`;
}

export const MOVE_KEY_PREFIX = "mover-";
