import { describe, expect, it } from "vitest";
import { followUpBucket, followUpMessages, followUpWhen, parseFollowUp } from "./follow-up";

const at = (iso: string) => Date.parse(`${iso}-03:00`);
const now = at("2026-11-27T10:00:00");

describe("next follow-up", () => {
  it("is overdue once its time passed, today until the day ends, upcoming after", () => {
    expect(followUpBucket(at("2026-11-27T09:59:00"), now)).toBe("atrasado");
    expect(followUpBucket(at("2026-11-26T16:00:00"), now)).toBe("atrasado");
    expect(followUpBucket(at("2026-11-27T10:01:00"), now)).toBe("hoje");
    expect(followUpBucket(at("2026-11-27T23:59:00"), now)).toBe("hoje");
    expect(followUpBucket(at("2026-11-28T00:00:00"), now)).toBe("proximo");
  });

  it("reads the form's date, time and kind in Brasília time", () => {
    expect(parseFollowUp({ date: "2026-11-28", time: "14:30", kind: "Ligar", text: "" }, now)).toEqual({
      ok: true,
      dueAt: at("2026-11-28T14:30:00"),
      what: "Ligar",
    });
    // No time typed: the start of the working day.
    expect(parseFollowUp({ date: "2026-11-28", time: "", kind: "Enviar proposta", text: "" }, now)).toMatchObject({
      dueAt: at("2026-11-28T09:00:00"),
      what: "Enviar proposta",
    });
  });

  it("keeps the team's own words as one plain line", () => {
    expect(
      parseFollowUp({ date: "2026-11-28", time: "10:00", kind: "outro", text: "  Mandar\ncase <b>x</b> " }, now),
    ).toMatchObject({ ok: true, what: "Mandar case <b>x</b>" });
    expect(parseFollowUp({ date: "2026-11-28", time: "10:00", kind: "outro", text: " " }, now)).toEqual({
      ok: false,
      field: "retorno_texto",
      message: followUpMessages.text,
    });
  });

  it("refuses a missing or impossible date, a bad time and a time already past", () => {
    const refused = (date: string, time: string) =>
      parseFollowUp({ date, time, kind: "Ligar", text: "" }, now) as { ok: false; field: string };
    expect(refused("", "10:00").field).toBe("retorno_data");
    expect(refused("2026-02-30", "10:00").field).toBe("retorno_data");
    expect(refused("2026-11-28", "25:00").field).toBe("retorno_hora");
    expect(refused("2026-11-27", "08:00")).toMatchObject({ field: "retorno_data", message: followUpMessages.past });
    expect(refused("2030-01-01", "08:00")).toMatchObject({ message: followUpMessages.far });
  });

  it("says when in the team's words", () => {
    expect(followUpWhen(at("2026-11-27T14:30:00"), now)).toBe("hoje, 14:30");
    expect(followUpWhen(at("2026-11-28T09:00:00"), now)).toBe("amanhã, 09:00");
    expect(followUpWhen(at("2026-11-26T16:00:00"), now)).toBe("ontem, 16:00");
    expect(followUpWhen(at("2026-12-02T10:00:00"), now)).toBe("2 dez, 10:00");
  });
});
