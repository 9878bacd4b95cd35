import { describe, expect, it } from "vitest";
import { waitingText } from "./delivery-wait";

const now = Date.parse("2026-11-27T19:39:00Z");

describe("waitingText", () => {
  it("never shows a due time for a destination without settings, nor one already past", () => {
    expect(waitingText({ destination: "chat", nextAttemptAt: now - 60_000 }, { now, unconfigured: ["chat"] })).toBe(
      "aguardando configuração",
    );
    expect(waitingText({ destination: "chat", nextAttemptAt: now - 60_000 }, { now, unconfigured: [] })).toBe(
      "na fila, sai em instantes",
    );
    expect(waitingText({ destination: "email", nextAttemptAt: now + 60_000 }, { now, unconfigured: ["chat"] })).toBe(
      "na fila, próxima tentativa 27/11/2026 16:40",
    );
  });
});
