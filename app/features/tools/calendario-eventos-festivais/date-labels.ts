/**
 * Dates as the calendar page writes them: "21 de abril", "1º de janeiro de 2027",
 * "18 a 21 de abril". Pure functions over ISO dates, no time zone involved.
 */
import { monthOf, yearOf } from "./dates";
import { MONTH_NAMES } from "#app/lib/dates";

function dayLabel(date: string): string {
  const day = Number(date.slice(8, 10));
  return day === 1 ? "1º" : String(day);
}

/** "21 de abril"; the year is added when it is not `year` ("30 de dezembro de 2023"). */
export function formatDayMonth(date: string, year?: number): string {
  const text = `${dayLabel(date)} de ${MONTH_NAMES[monthOf(date) - 1]}`;
  return year === undefined || yearOf(date) === year ? text : `${text} de ${yearOf(date)}`;
}

/** "18 a 21 de abril", "28 de fevereiro a 4 de março", "30 de dezembro de 2023 a 1º de janeiro". */
export function formatDateRange(start: string, end: string, year?: number): string {
  if (start === end) return formatDayMonth(start, year);
  if (start.slice(0, 7) === end.slice(0, 7)) return `${dayLabel(start)} a ${formatDayMonth(end, year)}`;
  return `${formatDayMonth(start, year)} a ${formatDayMonth(end, year)}`;
}
