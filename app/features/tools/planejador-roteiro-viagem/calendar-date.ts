/**
 * Calendar dates ("2026-11-21", what <input type="date"> gives) handled as
 * plain day numbers. They never pass through the visitor's local time zone:
 * `new Date("2026-11-21")` is midnight UTC, which is still 20/11 in São Paulo.
 */

const MS_PER_DAY = 86_400_000;

// Written out rather than with Intl, whose first use on a page loads the browser's locale data (20–40 ms).
const WEEKDAYS = ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"];

/** Days since 1970-01-01 of an ISO calendar date, or null when it is not a real date. */
export function parseIsoDate(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return ms / MS_PER_DAY;
}

/** "2026-11-21" for a day number from parseIsoDate. */
export function toIsoDate(dayNumber: number): string {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

/** "21/11/2026" */
export function formatDatePtBR(isoDate: string): string {
  if (parseIsoDate(isoDate) === null) return "";
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${year}`;
}

/** "sábado" */
export function formatWeekdayPtBR(isoDate: string): string {
  const day = parseIsoDate(isoDate);
  return day === null ? "" : (WEEKDAYS[new Date(day * MS_PER_DAY).getUTCDay()] ?? "");
}
