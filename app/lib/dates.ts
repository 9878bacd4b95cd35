/**
 * Calendar dates ("2026-03-14") written as Brazilians read them. Written out rather than with Intl, whose first use
 * on a page loads the browser's locale data (decision 026). Pure functions, no React.
 */

export const MONTH_NAMES = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
] as const;

/** "2026-03-14" → "14 de março de 2026": the calendar date as written, in no time zone. Throws on anything else. */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (!match || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new Error(`not an ISO calendar date: ${isoDate}`);
  }
  return `${day} de ${MONTH_NAMES[month - 1]} de ${year}`;
}
