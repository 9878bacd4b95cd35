/**
 * The address of an event's .ics download and, on the server, the event a
 * request for it names. Pure functions: the resource route turns the event
 * into the file.
 */
import { FESTIVALS, festivalOccurrence } from "./festivals";
import { holidaysForYear, isHolidayState, readCalendarYear, type Holiday } from "./holidays";
import { festivalCalendarEvent, holidayCalendarEvent, type CalendarEvent } from "./ics";

export const ICS_PATH = "/ferramentas/calendario-eventos-festivais/evento.ics";

export type IcsTarget =
  { kind: "feriado"; holiday: Holiday; year: number } | { kind: "festival"; festivalId: string; year: number };

/** "/ferramentas/calendario-eventos-festivais/evento.ics?tipo=feriado&id=tiradentes&ano=2026" */
export function icsHref(target: IcsTarget): string {
  const params = new URLSearchParams(
    target.kind === "feriado"
      ? { tipo: "feriado", id: target.holiday.id, ano: String(target.year) }
      : { tipo: "festival", id: target.festivalId, ano: String(target.year) },
  );
  if (target.kind === "feriado" && target.holiday.state) params.set("uf", target.holiday.state);
  return `${ICS_PATH}?${params.toString()}`;
}

/** The event a download request names, or null when the type, id, year or state is unknown. */
export function resolveIcsEvent(params: URLSearchParams): CalendarEvent | null {
  const year = readCalendarYear(params.get("ano") ?? "");
  const id = params.get("id") ?? "";
  if (year === null || id === "") return null;
  switch (params.get("tipo")) {
    case "festival": {
      const festival = FESTIVALS.find((f) => f.id === id);
      return festival ? festivalCalendarEvent(festivalOccurrence(festival, year), year) : null;
    }
    case "feriado": {
      const uf = params.get("uf");
      if (uf !== null && !isHolidayState(uf)) return null;
      const holiday = holidaysForYear(year, uf ?? undefined).find((h) => h.id === id);
      return holiday ? holidayCalendarEvent(holiday) : null;
    }
    default:
      return null;
  }
}
