import { DEFAULT_WAIT_LIMIT_MINUTES, WAIT_LIMIT_MAX_MINUTES } from "./speed-to-lead";

/**
 * The owner's choices for follow-ups, kept in panel_settings under these
 * names (server/panel/follow-up-settings.ts): how long a lead may wait for
 * its first contact, and the hour of the daily summary e-mail (none: off).
 */
export const FOLLOW_UP_SETTING_NAMES = {
  waitLimit: "acompanhamento.limite_minutos",
  summaryTime: "acompanhamento.resumo_hora",
} as const;

export interface FollowUpSettings {
  waitLimitMinutes: number;
  /** "08:00"; null: no summary e-mail. */
  summaryTime: string | null;
}

export const followUpSettingsMessages = {
  waitLimit: `Escreva um número de minutos entre 1 e ${WAIT_LIMIT_MAX_MINUTES}.`,
  summaryTime: "Escreva a hora como 08:00, ou deixe em branco para não enviar o resumo.",
} as const;

/** A whole number of minutes in range; null when it is not one. */
export function parseWaitLimit(value: unknown): number | null {
  if (typeof value !== "string" || !/^\s*\d{1,4}\s*$/.test(value)) return null;
  const minutes = Number(value);
  return minutes >= 1 && minutes <= WAIT_LIMIT_MAX_MINUTES ? minutes : null;
}

/** "HH:MM" (a time input's value, seconds dropped); "" for none; null when it is neither. */
export function parseSummaryTime(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (trimmed === "") return "";
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(trimmed);
  return match ? `${match[1]}:${match[2]}` : null;
}

/** The stored values as the features read them: a missing or damaged value is the default. */
export function followUpSettingsFrom(stored: ReadonlyMap<string, string>): FollowUpSettings {
  const summary = parseSummaryTime(stored.get(FOLLOW_UP_SETTING_NAMES.summaryTime) ?? "");
  return {
    waitLimitMinutes: parseWaitLimit(stored.get(FOLLOW_UP_SETTING_NAMES.waitLimit)) ?? DEFAULT_WAIT_LIMIT_MINUTES,
    summaryTime: summary === null || summary === "" ? null : summary,
  };
}
