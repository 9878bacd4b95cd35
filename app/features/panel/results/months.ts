import { MONTH_NAMES } from "#app/lib/dates";
import { formatNumber } from "#app/lib/numbers";
import { DAY } from "../time";

/**
 * The results page's periods: whole months in Brasília time (UTC−3, no
 * daylight saving), from the query string (`periodo`, and `de`/`ate` as
 * month inputs' "2026-11"), each compared with the same number of months
 * just before it. Unknown values fall back to this month, never an error.
 */

export const PRESETS = [
  { value: "este-mes", label: "Este mês" },
  { value: "mes-passado", label: "Mês passado" },
  { value: "3-meses", label: "Últimos 3 meses" },
  { value: "12-meses", label: "Últimos 12 meses" },
  { value: "intervalo", label: "Meses escolhidos" },
] as const;
export type Preset = (typeof PRESETS)[number]["value"];

/** The longest range the page shows at once. */
export const MAX_MONTHS = 36;

/** A month as a number: year × 12 + month index (0–11), so ranges are arithmetic. */
export type MonthIndex = number;

export interface MonthPeriod {
  preset: Preset;
  /** First and last month, inclusive. */
  first: MonthIndex;
  last: MonthIndex;
}

const BRASILIA_OFFSET_MS = 3 * 3_600_000;

export function monthOf(ms: number): MonthIndex {
  const date = new Date(ms - BRASILIA_OFFSET_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** "2026-11" → its index; null when it is not a month. */
export function parseMonth(value: string | null): MonthIndex | null {
  const match = value === null ? null : /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? Number(match[1]) * 12 + month - 1 : null;
}

/** The month input's value: "2026-11". */
export function monthValue(month: MonthIndex): string {
  return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, "0")}`;
}

/** Midnight in Brasília of the month's first day. */
export function monthStart(month: MonthIndex): number {
  return Date.UTC(Math.floor(month / 12), month % 12, 1) + BRASILIA_OFFSET_MS;
}

/** "novembro de 2026" */
export function monthName(month: MonthIndex): string {
  return `${MONTH_NAMES[month % 12]} de ${Math.floor(month / 12)}`;
}

/** "nov/26" */
export function shortMonthName(month: MonthIndex): string {
  return `${MONTH_NAMES[month % 12]!.slice(0, 3)}/${String(Math.floor(month / 12) % 100).padStart(2, "0")}`;
}

export function parseMonthPeriod(params: URLSearchParams, now: number): MonthPeriod {
  const current = monthOf(now);
  const preset = params.get("periodo");
  const from = parseMonth(params.get("de"));
  const to = parseMonth(params.get("ate"));
  if ((preset === "intervalo" || (preset === null && (from !== null || to !== null))) && (from ?? to) !== null) {
    // A reversed range is read the way it was meant; a range past the limit keeps its last months.
    const [first, last] = [from ?? to!, to ?? from!].sort((a, b) => a - b) as [number, number];
    return { preset: "intervalo", first: Math.max(first, last - MAX_MONTHS + 1), last };
  }
  switch (preset) {
    case "mes-passado":
      return { preset, first: current - 1, last: current - 1 };
    case "3-meses":
      return { preset, first: current - 2, last: current };
    case "12-meses":
      return { preset, first: current - 11, last: current };
    default:
      return { preset: "este-mes", first: current, last: current };
  }
}

export function monthCount(period: MonthPeriod): number {
  return period.last - period.first + 1;
}

/** The same number of months just before. */
export function previousPeriod(period: MonthPeriod): MonthPeriod {
  const count = monthCount(period);
  return { preset: "intervalo", first: period.first - count, last: period.first - 1 };
}

/** The period's times: since (inclusive) and until (exclusive). */
export function periodBounds(period: MonthPeriod): { since: number; until: number } {
  return { since: monthStart(period.first), until: monthStart(period.last + 1) };
}

export function monthsOf(period: MonthPeriod): MonthIndex[] {
  return Array.from({ length: monthCount(period) }, (_, index) => period.first + index);
}

/** "novembro de 2026", "setembro a novembro de 2026", "dezembro de 2025 a novembro de 2026". */
export function periodName(period: MonthPeriod): string {
  if (period.first === period.last) return monthName(period.first);
  const sameYear = Math.floor(period.first / 12) === Math.floor(period.last / 12);
  return `${sameYear ? MONTH_NAMES[period.first % 12] : monthName(period.first)} a ${monthName(period.last)}`;
}

/** "out/26", "ago/26–out/26": the previous period beside a number, short enough for a phone's card. */
export function shortPeriodName(period: MonthPeriod): string {
  const last = shortMonthName(period.last);
  return period.first === period.last ? last : `${shortMonthName(period.first)}–${last}`;
}

/**
 * The change from the previous period, for people: "+25%", "−10%", "igual", and "—" when there was nothing before
 * (a percentage of zero is no number).
 */
export function changeText(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "igual" : "—";
  const percent = ((current - previous) / previous) * 100;
  if (Math.abs(percent) < 0.5) return "igual";
  return `${percent > 0 ? "+" : "−"}${formatNumber(Math.abs(percent), 0)}%`;
}

export interface Bucket {
  start: number;
  /** Exclusive. */
  end: number;
  label: string;
}

/**
 * The charts' slices of a period: weeks of seven days from the first of the month (the last one shorter) up to three
 * months, whole months beyond; each with a short label ("1–7 nov", "nov/26").
 */
export function chartBuckets(period: MonthPeriod): Bucket[] {
  if (monthCount(period) > 3) {
    return monthsOf(period).map((month) => ({
      start: monthStart(month),
      end: monthStart(month + 1),
      label: shortMonthName(month),
    }));
  }
  const { since, until } = periodBounds(period);
  const buckets: Bucket[] = [];
  for (let start = since; start < until; start += 7 * DAY) {
    const end = Math.min(start + 7 * DAY, until);
    const first = new Date(start - BRASILIA_OFFSET_MS);
    const last = new Date(end - DAY - BRASILIA_OFFSET_MS);
    const month = MONTH_NAMES[last.getUTCMonth()]!.slice(0, 3);
    buckets.push({
      start,
      end,
      label:
        first.getUTCMonth() === last.getUTCMonth()
          ? `${first.getUTCDate()}–${last.getUTCDate()} ${month}`
          : `${first.getUTCDate()} ${MONTH_NAMES[first.getUTCMonth()]!.slice(0, 3)}–${last.getUTCDate()} ${month}`,
    });
  }
  return buckets;
}
