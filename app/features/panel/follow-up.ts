import { cleanLine } from "#app/features/leads/sanitize";
import { formatShortDay, parseDateInput, startOfDay } from "./time";

/**
 * A lead's next follow-up ("próximo contato"): when, and what to do. The
 * lists of the panel's home sort them into overdue, today and upcoming.
 */

export const FOLLOW_UP_KINDS = ["Ligar", "Enviar proposta"] as const;
/** The form's choice for the team's own words. */
export const OTHER_KIND = "outro";
export const FOLLOW_UP_TEXT_LIMIT = 120;
/** A follow-up without a time typed is at the start of the working day. */
export const DEFAULT_FOLLOW_UP_TIME = "09:00";

export type FollowUpBucket = "atrasado" | "hoje" | "proximo";

export const bucketLabels: Record<FollowUpBucket, string> = {
  atrasado: "Atrasados",
  hoje: "Hoje",
  proximo: "Próximos",
};

/** Overdue once its time has passed; today while still ahead on the same Brasília day; upcoming after. */
export function followUpBucket(dueAt: number, now: number): FollowUpBucket {
  if (dueAt < now) return "atrasado";
  return startOfDay(dueAt) === startOfDay(now) ? "hoje" : "proximo";
}

export const followUpMessages = {
  date: "Escolha a data do próximo contato.",
  time: "Escreva a hora como 14:30.",
  past: "Escolha uma data e hora a partir de agora.",
  far: "Escolha uma data nos próximos 2 anos.",
  text: "Escreva o que fazer no próximo contato.",
  textTooLong: `Use no máximo ${FOLLOW_UP_TEXT_LIMIT} caracteres.`,
} as const;

export type FollowUpField = "retorno_data" | "retorno_hora" | "retorno_texto";

export type FollowUpInput =
  { ok: true; dueAt: number; what: string } | { ok: false; field: FollowUpField; message: string };

/** A minute of grace: a follow-up set "now" on a slow phone is not refused as past. */
const GRACE = 60_000;
const TWO_YEARS = 2 * 366 * 86_400_000;

/**
 * The follow-up form's fields: a date input (YYYY-MM-DD), a time input
 * (HH:MM, empty: 09:00), the kind and, for "outro", the team's own text.
 * Times are Brasília's, as the team reads them.
 */
export function parseFollowUp(
  fields: { date: unknown; time: unknown; kind: unknown; text: unknown },
  now: number,
): FollowUpInput {
  const day = typeof fields.date === "string" ? parseDateInput(fields.date.trim()) : null;
  if (day === null) return { ok: false, field: "retorno_data", message: followUpMessages.date };
  const time =
    typeof fields.time === "string" && fields.time.trim() !== "" ? fields.time.trim() : DEFAULT_FOLLOW_UP_TIME;
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time);
  if (!match) return { ok: false, field: "retorno_hora", message: followUpMessages.time };
  const dueAt = day + (Number(match[1]) * 60 + Number(match[2])) * 60_000;
  if (dueAt < now - GRACE) return { ok: false, field: "retorno_data", message: followUpMessages.past };
  if (dueAt > now + TWO_YEARS) return { ok: false, field: "retorno_data", message: followUpMessages.far };
  const kind = FOLLOW_UP_KINDS.find((known) => known === fields.kind);
  if (kind) return { ok: true, dueAt, what: kind };
  const what = typeof fields.text === "string" ? cleanLine(fields.text) : "";
  if (what === "") return { ok: false, field: "retorno_texto", message: followUpMessages.text };
  if ([...what].length > FOLLOW_UP_TEXT_LIMIT) {
    return { ok: false, field: "retorno_texto", message: followUpMessages.textTooLong };
  }
  return { ok: true, dueAt, what };
}

/** "hoje, 14:30", "amanhã, 09:00", "2 dez, 10:00". */
export function followUpWhen(dueAt: number, now: number): string {
  const shifted = new Date(dueAt - 3 * 3_600_000);
  const clock = `${String(shifted.getUTCHours()).padStart(2, "0")}:${String(shifted.getUTCMinutes()).padStart(2, "0")}`;
  const days = Math.round((startOfDay(dueAt) - startOfDay(now)) / 86_400_000);
  if (days === 0) return `hoje, ${clock}`;
  if (days === 1) return `amanhã, ${clock}`;
  if (days === -1) return `ontem, ${clock}`;
  return `${formatShortDay(dueAt)}, ${clock}`;
}
