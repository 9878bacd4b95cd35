import { openingHours, type DayOfWeek, type OpeningHoursRow } from "#app/content/opening-hours";

/**
 * How much of a span of time fell within the team's opening hours
 * (app/content/opening-hours.ts, read in Brasília time: UTC−3, no daylight
 * saving time since 2019). A lead that arrives on Saturday night has not
 * been waiting all Sunday: its wait starts when the team opens on Monday.
 */

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const WEEK = 7 * DAY;
const BRASILIA_OFFSET = -3 * 60 * MINUTE;
/** Date.getUTCDay's order. */
const WEEKDAYS: readonly DayOfWeek[] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function minutes(hhmm: string): number {
  const [hours, mins] = hhmm.split(":").map(Number);
  return (hours ?? 0) * 60 + (mins ?? 0);
}

/** Each table's windows, worked out once: the results page measures tens of thousands of waits at a time. */
const windowsOf = new WeakMap<readonly OpeningHoursRow[], WeeklyWindows>();

interface WeeklyWindows {
  /** Opening and closing, in ms after midnight, per weekday (index as getUTCDay); null when closed. */
  days: ([number, number] | null)[];
  /** Open milliseconds in a whole week. */
  perWeek: number;
}

function weeklyWindows(hours: readonly OpeningHoursRow[]): WeeklyWindows {
  const known = windowsOf.get(hours);
  if (known) return known;
  const days = WEEKDAYS.map((day): [number, number] | null => {
    const row = hours.find((candidate) => candidate.dayOfWeek.includes(day));
    if (!row?.opens || !row.closes) return null;
    return [minutes(row.opens) * MINUTE, minutes(row.closes) * MINUTE];
  });
  const windows = { days, perWeek: days.reduce((sum, window) => sum + (window ? window[1] - window[0] : 0), 0) };
  windowsOf.set(hours, windows);
  return windows;
}

/** Business milliseconds between `start` and `end` (0 when end is not after start). */
export function businessMillisBetween(
  start: number,
  end: number,
  hours: readonly OpeningHoursRow[] = openingHours,
): number {
  if (end <= start) return 0;
  const { days: windows, perWeek } = weeklyWindows(hours);
  // Whole weeks count the same: a lead left for months costs a few loop turns, not hundreds.
  const wholeWeeks = Math.floor((end - start) / WEEK);
  let total = wholeWeeks * perWeek;
  const from = start + wholeWeeks * WEEK;
  const firstDay = Math.floor((from + BRASILIA_OFFSET) / DAY);
  const lastDay = Math.floor((end + BRASILIA_OFFSET) / DAY);
  for (let day = firstDay; day <= lastDay; day += 1) {
    // 1970-01-01 was a Thursday (getUTCDay 4).
    const window = windows[(((day + 4) % 7) + 7) % 7];
    if (!window) continue;
    const midnight = day * DAY - BRASILIA_OFFSET;
    const overlap = Math.min(end, midnight + window[1]) - Math.max(from, midnight + window[0]);
    if (overlap > 0) total += overlap;
  }
  return total;
}
