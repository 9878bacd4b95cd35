import { describe, expect, it } from "vitest";
import { festivalOccurrence, FESTIVALS } from "./festivals";
import { nationalHolidays, stateHolidays } from "./holidays";
import {
  buildIcs,
  escapeIcsText,
  festivalCalendarEvent,
  foldIcsLine,
  holidayCalendarEvent,
  icsFileName,
  type CalendarEvent,
} from "./ics";

const NOW = new Date("2026-11-23T04:05:06.789Z");
const encoder = new TextEncoder();

interface Property {
  name: string;
  params: string[];
  value: string;
}

/** A small independent reader: unfolds lines (RFC 5545 §3.1) and unescapes TEXT (§3.3.11). */
function parseIcs(text: string): Property[] {
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
  return text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .map((line) => {
      const colon = line.indexOf(":");
      const [name = "", ...params] = line.slice(0, colon).split(";");
      const value = line
        .slice(colon + 1)
        .replace(/\\(.)/g, (_, char: string) => (char === "n" || char === "N" ? "\n" : char));
      return { name, params, value };
    });
}

function prop(properties: Property[], name: string): Property | undefined {
  return properties.find((p) => p.name === name);
}

const tricky: CalendarEvent = {
  uid: "teste-2026@verticeperformance.com.br",
  title: "Festa; com vírgula, ponto e vírgula e barra \\ invertida",
  start: "2026-02-12",
  end: "2026-02-18",
  location: "Salvador - BA, Brasil",
  description: `Primeira linha.\nSegunda linha com acentuação: ação, São João, Círio. ${"Texto longo ".repeat(20)}`,
};

describe("buildIcs", () => {
  it("writes one all-day VEVENT that reads back to the same values", () => {
    const properties = parseIcs(buildIcs(tricky, NOW));
    expect(properties.map((p) => p.name)).toEqual([
      "BEGIN",
      "VERSION",
      "PRODID",
      "CALSCALE",
      "METHOD",
      "BEGIN",
      "UID",
      "DTSTAMP",
      "DTSTART",
      "DTEND",
      "SUMMARY",
      "LOCATION",
      "DESCRIPTION",
      "TRANSP",
      "END",
      "END",
    ]);
    expect(prop(properties, "VERSION")?.value).toBe("2.0");
    expect(prop(properties, "UID")?.value).toBe(tricky.uid);
    expect(prop(properties, "DTSTAMP")?.value).toBe("20261123T040506Z");
    expect(prop(properties, "DTSTART")).toEqual({ name: "DTSTART", params: ["VALUE=DATE"], value: "20260212" });
    // DTEND is exclusive: the day after the last day.
    expect(prop(properties, "DTEND")).toEqual({ name: "DTEND", params: ["VALUE=DATE"], value: "20260219" });
    expect(prop(properties, "SUMMARY")?.value).toBe(tricky.title);
    expect(prop(properties, "LOCATION")?.value).toBe(tricky.location);
    expect(prop(properties, "DESCRIPTION")?.value).toBe(tricky.description);
  });

  it("ends a one-day event on the next day, across a year boundary too", () => {
    const properties = parseIcs(
      buildIcs({ uid: "x@y", title: "Réveillon", start: "2026-12-31", end: "2026-12-31" }, NOW),
    );
    expect(prop(properties, "DTEND")?.value).toBe("20270101");
    expect(prop(properties, "LOCATION")).toBeUndefined();
  });
});

describe("escapeIcsText and foldIcsLine", () => {
  it("escapes backslash, semicolon, comma and every kind of line break", () => {
    expect(escapeIcsText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });

  it("leaves short lines alone and folds long ones at 75 octets without splitting a character", () => {
    expect(foldIcsLine("SUMMARY:curto")).toBe("SUMMARY:curto");
    const long = `DESCRIPTION:${"ção".repeat(60)}`;
    const folded = foldIcsLine(long);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const [index, line] of lines.entries()) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
      if (index > 0) expect(line.startsWith(" ")).toBe(true);
      expect(line).not.toContain("\uFFFD");
    }
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join("")).toBe(long);
  });
});

describe("calendar events for festivals and holidays", () => {
  it("builds a valid file for every festival of a year", () => {
    for (const festival of FESTIVALS) {
      const occurrence = festivalOccurrence(festival, 2026);
      const event = festivalCalendarEvent(occurrence, 2026);
      const properties = parseIcs(buildIcs(event, NOW));
      expect(prop(properties, "UID")?.value).toBe(`${festival.id}-2026@verticeperformance.com.br`);
      expect(prop(properties, "LOCATION")?.value).toBe(`${festival.city} - ${festival.state}, Brasil`);
    }
  });

  it("spans the usual months and says so in the title when the dates are not fixed", () => {
    const natalLuz = FESTIVALS.find((f) => f.id === "natal-luz-gramado");
    if (!natalLuz) throw new Error("missing");
    const event = festivalCalendarEvent(festivalOccurrence(natalLuz, 2026), 2026);
    expect(event).toMatchObject({
      title: "Natal Luz de Gramado (datas a confirmar)",
      start: "2026-10-01",
      end: "2027-01-31",
    });
  });

  it("describes a holiday with its kind, note and law", () => {
    const cinzas = nationalHolidays(2026).find((h) => h.id === "quarta-feira-de-cinzas");
    if (!cinzas) throw new Error("missing");
    expect(holidayCalendarEvent(cinzas)).toMatchObject({
      title: "Quarta-feira de Cinzas",
      start: "2026-02-18",
      end: "2026-02-18",
      location: "Brasil",
    });
    expect(holidayCalendarEvent(cinzas).description).toContain("Ponto facultativo até as 14h.");
    const saoJorge = stateHolidays(2026, "RJ")[0];
    if (!saoJorge) throw new Error("missing");
    expect(holidayCalendarEvent(saoJorge).description).toBe(
      "Feriado estadual (Rio de Janeiro).\nFonte: Lei estadual 5.198/2008 (RJ).",
    );
  });
});

describe("icsFileName", () => {
  it("is ASCII, lower case, with the year", () => {
    expect(icsFileName("Círio de Nazaré", "2026-10-11")).toBe("cirio-de-nazare-2026.ics");
    expect(icsFileName("São João (datas a confirmar)", "2026-06-01")).toBe("sao-joao-datas-a-confirmar-2026.ics");
    expect(icsFileName("???", "2026-01-01")).toBe("evento-2026.ics");
  });
});
