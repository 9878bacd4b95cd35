/**
 * "Feriadões": runs of three or more days off made by a holiday next to a
 * weekend. A holiday on Monday or Friday gives a three-day weekend; on
 * Tuesday or Thursday the working day between it and the weekend is the
 * "ponte" (bridge) many people take off, giving four days. Pure functions.
 */
import { addDays, daysBetween, isWeekend, yearOf } from "./dates";
import { holidaysForYear, type Holiday, type HolidayState } from "./holidays";

export interface LongWeekendOptions {
  /** Also count that state's holidays. */
  state?: HolidayState;
  /**
   * Count full-day pontos facultativos (Carnaval, Corpus Christi) as days off.
   * Default true: most people have them off. Ash Wednesday (off only until 14h) never counts.
   */
  includeOptional?: boolean;
}

export interface LongWeekend {
  start: string;
  end: string;
  /** Days from start to end, both included. */
  days: number;
  /** Working days inside the range that must be taken off ("pontes"); usually none or one. */
  bridgeDays: string[];
  /** The holidays that make this long weekend. */
  holidays: Holiday[];
}

function countsAsDayOff(holiday: Holiday, includeOptional: boolean): boolean {
  if (holiday.halfDay) return false;
  if (holiday.kind === "nacional" || holiday.kind === "estadual") return true;
  return holiday.kind === "facultativo" && includeOptional;
}

/**
 * The long weekends that contain a holiday of `year`, in date order. A range
 * may start in December of the year before (1 January on a Monday) or end in
 * January of the next (Christmas on a Friday runs to Sunday only).
 */
export function longWeekends(year: number, options: LongWeekendOptions = {}): LongWeekend[] {
  const includeOptional = options.includeOptional ?? true;
  const holidaysByDate = new Map<string, Holiday[]>();
  for (const y of [year - 1, year, year + 1]) {
    for (const holiday of holidaysForYear(y, options.state)) {
      if (!countsAsDayOff(holiday, includeOptional)) continue;
      holidaysByDate.set(holiday.date, [...(holidaysByDate.get(holiday.date) ?? []), holiday]);
    }
  }

  const isHoliday = (date: string) => holidaysByDate.has(date);
  const isOff = (date: string) => isWeekend(date) || isHoliday(date);
  // A working day squeezed between two days off, one of them a holiday, is a bridge.
  const isBridge = (date: string) => {
    if (isOff(date)) return false;
    const before = addDays(date, -1);
    const after = addDays(date, 1);
    return isOff(before) && isOff(after) && (isHoliday(before) || isHoliday(after));
  };
  const inRun = (date: string) => isOff(date) || isBridge(date);

  const results: LongWeekend[] = [];
  let cursor = addDays(`${year}-01-01`, -7);
  const stop = addDays(`${year}-12-31`, 7);
  while (cursor <= stop) {
    if (!inRun(cursor)) {
      cursor = addDays(cursor, 1);
      continue;
    }
    const start = cursor;
    let end = cursor;
    while (inRun(addDays(end, 1))) end = addDays(end, 1);
    cursor = addDays(end, 1);

    const dates = Array.from({ length: daysBetween(start, end) + 1 }, (_, i) => addDays(start, i));
    const runHolidays = dates.flatMap((date) => (isWeekend(date) ? [] : (holidaysByDate.get(date) ?? [])));
    if (dates.length < 3 || !runHolidays.some((holiday) => yearOf(holiday.date) === year)) continue;
    results.push({ start, end, days: dates.length, bridgeDays: dates.filter(isBridge), holidays: runHolidays });
  }
  return results;
}
