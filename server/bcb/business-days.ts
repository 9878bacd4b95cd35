import { addDays, isWeekend } from "#app/features/tools/calendario-eventos-festivais/dates";
import { nationalHolidays } from "#app/features/tools/calendario-eventos-festivais/holidays";

/**
 * When the Banco Central publishes a PTAX closing bulletin: on business days of
 * the foreign exchange market, shortly after 13:00 in Brasília (the last of the
 * four daily windows closes at 13:00; the bulletin comes out a few minutes
 * later). Dates are ISO ("2026-11-25"); Brasília keeps UTC−3 all year since 2019.
 */

/** Days without an exchange session besides weekends: national holidays, Carnaval and Corpus Christi. */
const CLOSED = new Set(["carnaval-segunda", "carnaval-terca", "sexta-feira-santa", "corpus-christi"]);

const BRASILIA_OFFSET_MS = -3 * 3_600_000;

/** Minutes after midnight (Brasília) from which a business day's closing bulletin is looked for: 13:30. */
export const CLOSING_FETCH_MINUTE = 13 * 60 + 30;

/** The last fetch attempt of a day for a bulletin still missing: 18:00. */
export const LAST_RETRY_MINUTE = 18 * 60;

/** Between attempts while the day's bulletin is late. */
export const RETRY_MINUTES = 30;

/** After a failed fetch (an error, not a late bulletin): 5 min, doubling with each failure in a row, up to 1 h. */
const FAILURE_RETRY_FIRST_MS = 5 * 60_000;
const FAILURE_RETRY_MAX_MS = 60 * 60_000;

export function isBusinessDay(date: string): boolean {
  if (isWeekend(date)) return false;
  const year = Number(date.slice(0, 4));
  return !nationalHolidays(year).some(
    (holiday) => holiday.date === date && (holiday.kind === "nacional" || CLOSED.has(holiday.id)),
  );
}

/** The date and minute of the day in Brasília at `at`. */
export function brasiliaClock(at: Date): { date: string; minute: number } {
  const local = new Date(at.getTime() + BRASILIA_OFFSET_MS);
  return {
    date: local.toISOString().slice(0, 10),
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The instant of `minute` on `date` in Brasília. */
export function brasiliaInstant(date: string, minute: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - BRASILIA_OFFSET_MS + minute * 60_000);
}

export function previousBusinessDay(date: string): string {
  let day = addDays(date, -1);
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}

/**
 * The business day whose closing bulletin should be out at `at`: today after
 * 13:30 on a business day, else the business day before.
 */
export function lastClosingDay(at: Date): string {
  const { date, minute } = brasiliaClock(at);
  return isBusinessDay(date) && minute >= CLOSING_FETCH_MINUTE ? date : previousBusinessDay(date);
}

/**
 * When to look for quotes next, given the newest bulletin stored: while the
 * day's bulletin is missing after 13:30, every half hour until 18:00; otherwise
 * at 13:30 of the next business day.
 */
export function nextFetchAt(at: Date, newestStored: string | null): Date {
  const { date, minute } = brasiliaClock(at);
  const missingToday =
    isBusinessDay(date) &&
    minute >= CLOSING_FETCH_MINUTE &&
    minute < LAST_RETRY_MINUTE &&
    (newestStored === null || newestStored < date);
  if (missingToday) return new Date(at.getTime() + RETRY_MINUTES * 60_000);
  let day = minute < CLOSING_FETCH_MINUTE ? date : addDays(date, 1);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return brasiliaInstant(day, CLOSING_FETCH_MINUTE);
}

/**
 * When to fetch next after `failures` failed fetches in a row (0: the last one worked), given the oldest of the
 * newest quotes stored per currency: after a failure, 5 minutes later, then 10, 20, 40 and every hour (at any
 * hour and on any day, until the service answers), or earlier if the schedule says so; otherwise the schedule.
 */
export function nextAttemptAt(at: Date, oldestStored: string | null, failures: number): Date {
  const scheduled = nextFetchAt(at, oldestStored);
  if (failures <= 0) return scheduled;
  const backoff = Math.min(FAILURE_RETRY_FIRST_MS * 2 ** (failures - 1), FAILURE_RETRY_MAX_MS);
  return new Date(Math.min(at.getTime() + backoff, scheduled.getTime()));
}
