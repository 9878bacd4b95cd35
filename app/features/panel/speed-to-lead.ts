import { businessMillisBetween } from "./business-hours";

/**
 * Speed to lead: how long a lead waited, counted in the team's opening
 * hours, from its arrival to its first contact (the first status change,
 * note or contact attempt logged by a member).
 */

export const DEFAULT_WAIT_LIMIT_MINUTES = 15;
/** The owner's limit, in panel_settings (server/panel/follow-up-settings.ts). */
export const WAIT_LIMIT_MAX_MINUTES = 24 * 60;

/** The business-hours wait: until the first contact, else until now. */
export function waitMillis(createdAt: number, firstContactAt: number | null, now: number): number {
  return businessMillisBetween(createdAt, firstContactAt ?? now);
}

/** Still without a first contact, and waiting longer than the owner's limit. */
export function isWaitingTooLong(
  createdAt: number,
  firstContactAt: number | null,
  now: number,
  limitMinutes: number,
): boolean {
  return firstContactAt === null && waitMillis(createdAt, null, now) > limitMinutes * 60_000;
}

/** "menos de 1 min", "12 min", "2 h", "2 h 05 min". */
export function formatWait(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "menos de 1 min";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")} min`;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
