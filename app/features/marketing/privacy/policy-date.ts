const MONTHS = [
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
];

/**
 * "2026-11-23" → "23 de novembro de 2026": a calendar date as written in
 * Brazil, read as a date (no time, so no time zone can move it a day).
 */
export function formatPolicyDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`not an ISO date: ${isoDate}`);
  return `${Number(match[3])} de ${month} de ${match[1]}`;
}
