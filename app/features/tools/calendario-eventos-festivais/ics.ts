/**
 * One all-day event as an iCalendar file (RFC 5545) the visitor can import
 * into any calendar app. Pure functions: the caller turns the text into a
 * download.
 */
import { site } from "#app/config/site";
import { addDays, daysInMonth, isoDate } from "./dates";
import { DATES_TO_CONFIRM_LABEL, describeFestivalDates, type FestivalOccurrence } from "./festivals";
import { HOLIDAY_KIND_LABELS, HOLIDAY_STATE_NAMES, type Holiday } from "./holidays";

export interface CalendarEvent {
  /** Unique and stable for the same event and year, so a re-import updates instead of duplicating. */
  uid: string;
  title: string;
  /** First day, ISO date. */
  start: string;
  /** Last day, included, ISO date. */
  end: string;
  location?: string;
  description?: string;
}

export const ICS_MIME_TYPE = "text/calendar;charset=utf-8";

const PRODUCT_ID = "-//Vertice Performance//Calendario de Eventos e Festivais//PT-BR";
const UID_DOMAIN = site.calendarUidDomain;
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT values: backslash, semicolon, comma and line breaks are escaped (RFC 5545 §3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Lines longer than 75 octets continue on the next line after a CRLF and a
 * space (RFC 5545 §3.1), never splitting a multi-byte UTF-8 character.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function compactDate(date: string): string {
  return date.replace(/-/g, "");
}

function utcStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The whole .ics text, CRLF line endings, ending with a CRLF. `now` is the DTSTAMP. */
export function buildIcs(event: CalendarEvent, now: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;VALUE=DATE:${compactDate(event.start)}`,
    // All-day events end on the day after the last one (DTEND is exclusive).
    `DTEND;VALUE=DATE:${compactDate(addDays(event.end, 1))}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join("\r\n") + "\r\n";
}

/** "carnaval-de-salvador-2027.ics": ASCII only, safe in every browser and file system. */
export function icsFileName(title: string, start: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "evento"}-${start.slice(0, 4)}.ics`;
}

/**
 * A festival of a given year. Events whose dates are not fixed yet span their
 * usual months and say so in the title, so nobody mistakes them for the real dates.
 */
export function festivalCalendarEvent(occurrence: FestivalOccurrence, year: number): CalendarEvent {
  const { festival } = occurrence;
  let start: string;
  let end: string;
  if (occurrence.dates) {
    ({ start, end } = occurrence.dates);
  } else {
    const first = occurrence.months[0] ?? 1;
    const last = occurrence.months.at(-1) ?? first;
    const endYear = last < first ? year + 1 : year;
    start = isoDate(year, first, 1);
    end = isoDate(endYear, last, daysInMonth(endYear, last));
  }
  const title = occurrence.datesToConfirm
    ? `${festival.name} (${DATES_TO_CONFIRM_LABEL.toLowerCase()})`
    : festival.name;
  return {
    uid: `${festival.id}-${year}@${UID_DOMAIN}`,
    title,
    start,
    end,
    location: `${festival.city} - ${festival.state}, Brasil`,
    description: [
      festival.description,
      `Quando: ${describeFestivalDates(occurrence)}.`,
      `Confirme a programação: ${festival.source}.`,
    ].join("\n"),
  };
}

export function holidayCalendarEvent(holiday: Holiday): CalendarEvent {
  const scope = holiday.state ? ` (${HOLIDAY_STATE_NAMES[holiday.state]})` : "";
  return {
    uid: `${holiday.id}-${holiday.date}@${UID_DOMAIN}`,
    title: holiday.name,
    start: holiday.date,
    end: holiday.date,
    location: holiday.state ? `${HOLIDAY_STATE_NAMES[holiday.state]}, Brasil` : "Brasil",
    description: [`${HOLIDAY_KIND_LABELS[holiday.kind]}${scope}.`, holiday.note, `Fonte: ${holiday.source}.`]
      .filter(Boolean)
      .join("\n"),
  };
}
