import { MONTH_NAMES } from "#app/lib/dates";

/**
 * Times in the panel, as the team in Brazil reads them: Brasília time
 * (UTC−3, without daylight saving time since 2019), written out without
 * Intl (decision 026). Pure functions; `now` is always passed in, so the
 * server's render and the browser's hydration write the same words.
 */

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const BRASILIA_OFFSET = -3 * HOUR;

const SHORT_MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"] as const;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function brasilia(ms: number): Parts {
  const date = new Date(ms + BRASILIA_OFFSET);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  };
}

const two = (value: number) => String(value).padStart(2, "0");

/** "26/11/2026 14:32" */
export function formatDateTime(ms: number): string {
  const p = brasilia(ms);
  return `${two(p.day)}/${two(p.month)}/${p.year} ${two(p.hour)}:${two(p.minute)}`;
}

/** "26/11/2026" */
export function formatDate(ms: number): string {
  const p = brasilia(ms);
  return `${two(p.day)}/${two(p.month)}/${p.year}`;
}

/** "26 de novembro de 2026, às 14:32", for screen readers and tooltips. */
export function formatLongDateTime(ms: number): string {
  const p = brasilia(ms);
  return `${p.day} de ${MONTH_NAMES[p.month - 1]} de ${p.year}, às ${two(p.hour)}:${two(p.minute)}`;
}

/** "26 nov" */
export function formatShortDay(ms: number): string {
  const p = brasilia(ms);
  return `${p.day} ${SHORT_MONTHS[p.month - 1]}`;
}

/** Midnight in Brasília of the day `ms` falls on. */
export function startOfDay(ms: number): number {
  const shifted = ms + BRASILIA_OFFSET;
  return shifted - (((shifted % DAY) + DAY) % DAY) - BRASILIA_OFFSET;
}

/**
 * How long ago, in words: "agora", "há 5 min", "há 3 h", "ontem, 14:32",
 * "há 4 dias", "12 nov", "12 nov 2025".
 */
export function relativeTime(ms: number, now: number): string {
  const elapsed = now - ms;
  if (elapsed < 60_000) return "agora";
  if (elapsed < HOUR) return `há ${Math.floor(elapsed / 60_000)} min`;
  const today = startOfDay(now);
  if (ms >= today) return `há ${Math.floor(elapsed / HOUR)} h`;
  if (ms >= today - DAY) {
    const p = brasilia(ms);
    return `ontem, ${two(p.hour)}:${two(p.minute)}`;
  }
  const days = Math.round((today - startOfDay(ms)) / DAY);
  if (days < 7) return `há ${days} dias`;
  const p = brasilia(ms);
  return p.year === brasilia(now).year
    ? `${p.day} ${SHORT_MONTHS[p.month - 1]}`
    : `${p.day} ${SHORT_MONTHS[p.month - 1]} ${p.year}`;
}

/** "2026-11-26" (a date input's value) → midnight of that day in Brasília; null when it is not a real date. */
export function parseDateInput(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return utc - BRASILIA_OFFSET;
}

/** The Brasília day of `ms` as a date input's value. */
export function dateInputValue(ms: number): string {
  const p = brasilia(ms);
  return `${p.year}-${two(p.month)}-${two(p.day)}`;
}
