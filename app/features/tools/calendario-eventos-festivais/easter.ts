/**
 * Western (Gregorian) Easter Sunday by the anonymous Gregorian algorithm of
 * Meeus/Jones/Butcher: valid for every year of the Gregorian calendar.
 * Pure function, no React.
 */

/** First year of the Gregorian calendar; earlier years follow other rules. */
export const FIRST_GREGORIAN_YEAR = 1583;

/** Easter Sunday of `year` as an ISO date ("2026-04-05"); throws for years outside the Gregorian calendar. */
export function easterSunday(year: number): string {
  if (!Number.isInteger(year) || year < FIRST_GREGORIAN_YEAR || year > 9999) {
    throw new RangeError(`Ano fora do calendário gregoriano: ${year}`);
  }
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
