import { describe, expect, it } from "vitest";
import { dateInputValue, formatDateTime, formatLongDateTime, parseDateInput, relativeTime, startOfDay } from "./time";

const now = Date.parse("2026-11-26T15:00:00Z"); // 12:00 in Brasília

describe("panel times (Brasília, without Intl)", () => {
  it("write dates and times as Brazilians read them, in Brasília time", () => {
    expect(formatDateTime(Date.parse("2026-11-26T02:30:00Z"))).toBe("25/11/2026 23:30");
    expect(formatLongDateTime(Date.parse("2026-03-04T12:05:00Z"))).toBe("4 de março de 2026, às 09:05");
    const intl = new Intl.DateTimeFormat("pt-BR", {
      timeZone: "America/Sao_Paulo",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
    for (const time of [now, Date.parse("2026-01-01T02:59:00Z"), Date.parse("2025-12-31T23:00:00Z")]) {
      expect(formatDateTime(time)).toBe(intl.format(time).replace(",", ""));
    }
  });

  it("say how long ago in words", () => {
    expect(relativeTime(now - 20_000, now)).toBe("agora");
    expect(relativeTime(now - 5 * 60_000, now)).toBe("há 5 min");
    expect(relativeTime(now - 3 * 3_600_000, now)).toBe("há 3 h");
    expect(relativeTime(Date.parse("2026-11-25T20:10:00Z"), now)).toBe("ontem, 17:10");
    expect(relativeTime(Date.parse("2026-11-22T12:00:00Z"), now)).toBe("há 4 dias");
    expect(relativeTime(Date.parse("2026-11-02T12:00:00Z"), now)).toBe("2 nov");
    expect(relativeTime(Date.parse("2025-08-15T12:00:00Z"), now)).toBe("15 ago 2025");
  });

  it("read date inputs as Brasília midnights and refuse impossible dates", () => {
    expect(parseDateInput("2026-11-26")).toBe(startOfDay(now));
    expect(dateInputValue(parseDateInput("2026-02-28")!)).toBe("2026-02-28");
    expect(parseDateInput("2026-02-30")).toBeNull();
    expect(parseDateInput("26/11/2026")).toBeNull();
  });
});
