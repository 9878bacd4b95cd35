/**
 * What the calendar page shows for the query in its URL (?ano=2027&mes=2&regiao=Nordeste&uf=BA):
 * the holidays, the long weekends and the festivals of that year, filtered.
 * Pure functions, no React.
 */
import { festivalsForYear, isRegion, type FestivalOccurrence, type Region } from "./festivals";
import {
  holidaysForYear,
  holidaysInMonth,
  isHolidayState,
  readCalendarYear,
  type Holiday,
  type HolidayState,
} from "./holidays";
import { longWeekends, type LongWeekend } from "./long-weekends";

/** Query-string keys of the filter form. */
export const CALENDAR_FIELDS = ["ano", "mes", "regiao", "uf"] as const;

export interface CalendarQuery {
  year: number;
  /** The year asked for when it was not one the calendar covers (the page then shows `year` and says so). */
  rejectedYear: string | null;
  /** 1–12; null: the whole year. */
  month: number | null;
  region: Region | null;
  state: HolidayState | null;
}

/** Reads the filters; anything missing or unknown means "all", and a year out of range falls back to `currentYear`. */
export function readCalendarQuery(
  fields: Readonly<Record<string, string | undefined>>,
  currentYear: number,
): CalendarQuery {
  const yearText = fields.ano?.trim() ?? "";
  const year = readCalendarYear(yearText);
  const monthText = fields.mes?.trim() ?? "";
  const month =
    /^\d{1,2}$/.test(monthText) && Number(monthText) >= 1 && Number(monthText) <= 12 ? Number(monthText) : null;
  const region = fields.regiao ?? "";
  const state = fields.uf ?? "";
  return {
    year: year ?? currentYear,
    rejectedYear: year === null && yearText !== "" ? yearText : null,
    month,
    region: isRegion(region) ? region : null,
    state: isHolidayState(state) ? state : null,
  };
}

export interface CalendarContent {
  holidays: Holiday[];
  longWeekends: LongWeekend[];
  festivals: FestivalOccurrence[];
}

function touchesMonth(weekend: LongWeekend, year: number, month: number): boolean {
  const prefix = `${year}-${String(month).padStart(2, "0")}`;
  return weekend.start.startsWith(prefix) || weekend.end.startsWith(prefix);
}

/** Holidays and long weekends follow the month and state filters; festivals the month and region filters. */
export function calendarContent({ year, month, region, state }: CalendarQuery): CalendarContent {
  const holidays = holidaysForYear(year, state ?? undefined);
  const weekends = longWeekends(year, { state: state ?? undefined });
  return {
    holidays: month === null ? holidays : holidaysInMonth(holidays, month),
    longWeekends: month === null ? weekends : weekends.filter((weekend) => touchesMonth(weekend, year, month)),
    festivals: festivalsForYear(year, { month: month ?? undefined, region: region ?? undefined }),
  };
}
