import type { Kysely } from "kysely";
import { isLeadStatus, isLostReason, LOST_REASON_TEXT_LIMIT, type LeadStatus } from "#app/features/panel/statuses";
import { cleanLine } from "#app/features/leads/sanitize";
import { parseBrazilianNumber } from "#app/lib/numbers";
import { recordFirstWon } from "../db/conversion-queries";
import { transactionRetryingDeadlocks } from "../db/deadlock-retry";
import type { Database } from "../db/schema";
import { recordAudit, type Actor } from "./audit";
import { firstContactColumns } from "./first-contact";

/**
 * The one place a lead's status changes (panel action, and anything later:
 * issue 26 sends a "Ganho" conversion to the ad platforms from the
 * `afterStatusChange` hook, called once the change is committed).
 */

export interface StatusChangeInput {
  status: unknown;
  /** "Ganho": the contract's monthly value as typed ("1.500,00"). */
  value?: unknown;
  /**
   * "Proposta enviada": the expected monthly value as typed, optional; "" clears it. Not sent at all (null or
   * undefined: a card dragged on the board), the lead keeps the value it has.
   */
  expectedValue?: unknown;
  /** "Perdido": one of LOST_REASONS. */
  reason?: unknown;
  /** "Perdido" with "outro": the team's own words (optional, one line). */
  reasonText?: unknown;
}

export interface StatusChanged {
  leadId: number;
  from: LeadStatus;
  to: LeadStatus;
  wonValueCents: number | null;
  expectedValueCents: number | null;
  lostReason: string | null;
  lostReasonText: string | null;
  at: number;
  actor: Actor;
}

export type AfterStatusChange = (change: StatusChanged) => Promise<void> | void;

export type StatusChangeResult =
  | { ok: true; changed: boolean; status: LeadStatus }
  | { ok: false; field: "status" | "valor" | "valor_previsto" | "motivo" | "motivo_texto"; error: string }
  | { ok: false; notFound: true };

export const statusMessages = {
  status: "Escolha um dos status.",
  value: "Informe o valor mensal do contrato em reais, por exemplo 1.500,00.",
  expectedValue: "Informe o valor mensal previsto em reais, por exemplo 1.500,00, ou deixe em branco.",
  reason: "Escolha o motivo da perda.",
  erased: "Os dados deste lead foram apagados (LGPD); não é possível anotar nem mudar o status.",
  reasonText: `Escreva o motivo em até ${LOST_REASON_TEXT_LIMIT} caracteres.`,
} as const;

/** Largest monthly value accepted: R$ 10 milhões (a typo beyond it would skew the campaign figures). */
const MAX_VALUE_CENTS = 10_000_000_00;

export function parseContractValue(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const amount = parseBrazilianNumber(value);
  if (amount === null) return null;
  const cents = Math.round(amount * 100);
  return cents > 0 && cents <= MAX_VALUE_CENTS ? cents : null;
}

export async function changeStatus(
  db: Kysely<Database>,
  leadId: number,
  input: StatusChangeInput,
  actor: Actor,
  now: number,
  afterStatusChange?: AfterStatusChange,
): Promise<StatusChangeResult> {
  if (!isLeadStatus(input.status)) return { ok: false, field: "status", error: statusMessages.status };
  const to = input.status;
  const wonValueCents = to === "ganho" ? parseContractValue(input.value) : null;
  if (to === "ganho" && wonValueCents === null) return { ok: false, field: "valor", error: statusMessages.value };
  const expected = to === "proposta" ? expectedValueOf(input.expectedValue) : "kept";
  if (expected === "invalid") return { ok: false, field: "valor_previsto", error: statusMessages.expectedValue };
  const lostReason = to === "perdido" && isLostReason(input.reason) ? input.reason : null;
  if (to === "perdido" && lostReason === null) return { ok: false, field: "motivo", error: statusMessages.reason };
  // The team's words count only with "Outro motivo"; the other reasons say it all.
  const typed = lostReason === "outro" && typeof input.reasonText === "string" ? cleanLine(input.reasonText) : "";
  if ([...typed].length > LOST_REASON_TEXT_LIMIT) {
    return { ok: false, field: "motivo_texto", error: statusMessages.reasonText };
  }
  const lostReasonText = typed === "" ? null : typed;

  const change = await recordChange(
    db,
    leadId,
    to,
    { wonValueCents, expected, lostReason, lostReasonText },
    actor,
    now,
  );
  if (change === null) return { ok: false, notFound: true };
  if (change === "erased") return { ok: false, field: "status", error: statusMessages.erased };
  if (!change.changed) return { ok: true, changed: false, status: to };
  await recordAudit(
    db,
    {
      action: "status",
      actor,
      leadId,
      detail: {
        de: change.from,
        para: to,
        ...(wonValueCents === null ? {} : { valorCentavos: wonValueCents }),
        ...(change.expectedValueCents === null || to !== "proposta"
          ? {}
          : { valorPrevistoCentavos: change.expectedValueCents }),
        ...(lostReason === null ? {} : { motivo: lostReason }),
      },
    },
    now,
  );
  await afterStatusChange?.({
    leadId,
    from: change.from,
    to,
    wonValueCents,
    expectedValueCents: change.expectedValueCents,
    lostReason,
    lostReasonText,
    at: now,
    actor,
  });
  return { ok: true, changed: true, status: to };
}

/** The expected value as posted: centavos, null when cleared, "kept" when not sent, "invalid" when unreadable. */
function expectedValueOf(value: unknown): number | null | "kept" | "invalid" {
  if (value === null || value === undefined) return "kept";
  if (typeof value === "string" && value.trim() === "") return null;
  return parseContractValue(value) ?? "invalid";
}

/**
 * Reads the lead, then writes the change only if its status is still the one
 * read (another member may have changed it meanwhile: read again and retry)
 * and it is not erased (an erased lead's history takes nothing more).
 * The transaction starts with its write, so SQLite takes the write lock at
 * once (waiting on another process) instead of failing to upgrade a read.
 * It locks one or two roll-up rows (the lead's arrival day, its first "Ganho"
 * day), so PostgreSQL may abort it as a deadlock's victim: it is run again.
 */
async function recordChange(
  db: Kysely<Database>,
  leadId: number,
  to: LeadStatus,
  details: {
    wonValueCents: number | null;
    expected: number | null | "kept";
    lostReason: string | null;
    lostReasonText: string | null;
  },
  actor: Actor,
  now: number,
): Promise<{ from: LeadStatus; changed: boolean; expectedValueCents: number | null } | "erased" | null> {
  const { wonValueCents, expected, lostReason, lostReasonText } = details;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const lead = await db
      .selectFrom("leads")
      .select(["status", "won_value_cents", "expected_value_cents", "lost_reason", "lost_reason_text", "anonymized_at"])
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (!lead) return null;
    if (lead.anonymized_at !== null) return "erased";
    const expectedValueCents = expected === "kept" ? lead.expected_value_cents : expected;
    // The same status with the same details (a form posted twice): nothing to record.
    if (
      lead.status === to &&
      lead.won_value_cents === wonValueCents &&
      lead.expected_value_cents === expectedValueCents &&
      lead.lost_reason === lostReason &&
      lead.lost_reason_text === lostReasonText
    ) {
      return { from: lead.status, changed: false, expectedValueCents };
    }
    const written = await transactionRetryingDeadlocks(db, async (trx) => {
      const result = await trx
        .updateTable("leads")
        .set({
          status: to,
          status_changed_at: now,
          won_value_cents: wonValueCents,
          expected_value_cents: expectedValueCents,
          lost_reason: lostReason,
          lost_reason_text: lostReasonText,
          last_activity_at: now,
          ...(await firstContactColumns(trx, leadId, actor.id, now)),
        })
        .where("id", "=", leadId)
        .where("status", "=", lead.status)
        .where("anonymized_at", "is", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      if (to === "ganho" && wonValueCents !== null) await recordFirstWon(trx, leadId, now, wonValueCents);
      await trx
        .insertInto("lead_status_changes")
        .values({
          lead_id: leadId,
          from_status: lead.status,
          to_status: to,
          won_value_cents: wonValueCents,
          expected_value_cents: to === "proposta" ? expectedValueCents : null,
          lost_reason: lostReason,
          lost_reason_text: lostReasonText,
          user_id: actor.id,
          created_at: now,
        })
        .execute();
      return true;
    });
    if (written) return { from: lead.status, changed: true, expectedValueCents };
  }
  throw new Error(`lead ${leadId}: its status kept changing under this update`);
}
