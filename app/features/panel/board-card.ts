/** A lead as a card on the pipeline board (/painel/funil), read by server/panel/board.ts. */
export interface BoardCard {
  id: number;
  /** The person's name, else (newsletter) the e-mail. */
  name: string;
  form: string;
  source: string;
  createdAt: number;
  wonValueCents: number | null;
  expectedValueCents: number | null;
  lostReason: string | null;
  lostReasonText: string | null;
}
