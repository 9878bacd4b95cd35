import type { LeadStatus } from "./statuses";

/**
 * The inbox's bulk actions (issue 37): the leads ticked in its list ("lead", one value each) with the form's marker
 * "selecao", so an action can tell a selection (even an empty one) from a form that carries none.
 */

/** Leads one bulk action changes at most: a page of the inbox is 25. */
export const BULK_LIMIT = 100;

export const SELECTION_MARKER = "selecao";
export const SELECTION_FIELD = "lead";

/** Statuses a selection can move to at once: "Ganho" and "Perdido" ask each lead for its value or reason. */
export const BULK_STATUSES = ["novo", "em_contato", "proposta"] as const satisfies readonly LeadStatus[];
export type BulkStatus = (typeof BULK_STATUSES)[number];

export function isBulkStatus(value: unknown): value is BulkStatus {
  return BULK_STATUSES.some((status) => status === value);
}

/** The ticked lead ids (well-formed ones, once each); null when the form is no selection. */
export function selectedLeadIds(form: FormData): number[] | null {
  if (form.get(SELECTION_MARKER) === null) return null;
  const ids = form
    .getAll(SELECTION_FIELD)
    .filter((value): value is string => typeof value === "string" && /^\d{1,15}$/.test(value))
    .map(Number);
  return [...new Set(ids)];
}

export const bulkMessages = {
  none: "Selecione ao menos um lead.",
  tooMany: `Selecione no máximo ${BULK_LIMIT} leads de cada vez.`,
  status: "Escolha Novo, Em contato ou Proposta. Ganho e Perdido se marcam em cada lead, com o valor ou o motivo.",
  action: "Escolha o que fazer com os leads selecionados.",
  member: "Escolha alguém da equipe.",
} as const;

/** What the inbox says after a bulk action, carried in its address ("?feito=status-3") by the redirect. */
export type BulkOutcome =
  { kind: "responsavel" | "status"; count: number } | { kind: "erro"; reason: keyof typeof bulkMessages };

export const BULK_OUTCOME_PARAM = "feito";

export function bulkOutcomeParam(outcome: BulkOutcome): string {
  return outcome.kind === "erro" ? `erro-${outcome.reason}` : `${outcome.kind}-${outcome.count}`;
}

/** The notice for the inbox's "feito" parameter; null for anything else (a hand-typed address shows nothing). */
export function bulkNotice(value: string | null): { ok: boolean; message: string } | null {
  if (value === null) return null;
  const done = /^(responsavel|status)-(\d{1,4})$/.exec(value);
  if (done) {
    const count = Number(done[2]);
    const leads = count === 1 ? "1 lead" : `${count} leads`;
    return {
      ok: true,
      message: done[1] === "status" ? `Status alterado em ${leads}.` : `Responsável alterado em ${leads}.`,
    };
  }
  const reason = /^erro-(\w+)$/.exec(value)?.[1];
  return reason !== undefined && Object.hasOwn(bulkMessages, reason)
    ? { ok: false, message: bulkMessages[reason as keyof typeof bulkMessages] }
    : null;
}
