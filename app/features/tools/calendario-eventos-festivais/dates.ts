/**
 * Calendar arithmetic on ISO dates ("2026-04-05") for the holiday calendar,
 * on top of the day numbers of the itinerary planner: no local time zone is
 * ever involved, so a date never shifts by a day.
 */
import { parseIsoDate, toIsoDate } from "#app/features/tools/planejador-roteiro-viagem/calendar-date";

export { formatDatePtBR, formatWeekdayPtBR } from "#app/features/tools/planejador-roteiro-viagem/calendar-date";

function dayNumber(isoDate: string): number {
  const day = parseIsoDate(isoDate);
  if (day === null) throw new RangeError(`Data inválida: ${isoDate}`);
  return day;
}

/** "2026-04-05" from numbers (month 1–12); throws for a date that does not exist. */
export function isoDate(year: number, month: number, day: number): string {
  const text = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  dayNumber(text);
  return text;
}

export function addDays(date: string, days: number): string {
  return toIsoDate(dayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay. 1970-01-01 was a Thursday. */
export function weekday(date: string): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

export function isWeekend(date: string): boolean {
  const day = weekday(date);
  return day === 0 || day === 6;
}

export function monthOf(date: string): number {
  return Number(date.slice(5, 7));
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** Number of days in a month (1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The `n`-th given weekday (0 = Sunday) of a month: n = 1 for the first, −1 for the last. */
export function nthWeekdayOfMonth(year: number, month: number, dayOfWeek: number, n: number): string {
  if (n > 0) {
    const first = isoDate(year, month, 1);
    const offset = (dayOfWeek - weekday(first) + 7) % 7;
    const result = addDays(first, offset + (n - 1) * 7);
    if (monthOf(result) !== month) throw new RangeError(`Não há ${n}º dia ${dayOfWeek} em ${month}/${year}`);
    return result;
  }
  const last = isoDate(year, month, daysInMonth(year, month));
  const offset = (weekday(last) - dayOfWeek + 7) % 7;
  return addDays(last, -offset + (n + 1) * 7);
}
