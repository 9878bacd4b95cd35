import { describe, expect, it } from "vitest";
import { followUpSettingsFrom, parseSummaryTime, parseWaitLimit } from "./follow-up-settings";

describe("the owner's follow-up settings", () => {
  it("default to a 15-minute limit and no summary e-mail", () => {
    expect(followUpSettingsFrom(new Map())).toEqual({ waitLimitMinutes: 15, summaryTime: null });
    expect(
      followUpSettingsFrom(
        new Map([
          ["acompanhamento.limite_minutos", "abc"],
          ["acompanhamento.resumo_hora", "99:00"],
        ]),
      ),
    ).toEqual({ waitLimitMinutes: 15, summaryTime: null });
  });

  it("read the owner's values", () => {
    expect(
      followUpSettingsFrom(
        new Map([
          ["acompanhamento.limite_minutos", "30"],
          ["acompanhamento.resumo_hora", "08:00"],
        ]),
      ),
    ).toEqual({ waitLimitMinutes: 30, summaryTime: "08:00" });
  });

  it("refuse a limit out of range and a time that is not one", () => {
    expect(parseWaitLimit("0")).toBeNull();
    expect(parseWaitLimit("1441")).toBeNull();
    expect(parseWaitLimit("5,5")).toBeNull();
    expect(parseWaitLimit(" 45 ")).toBe(45);
    expect(parseSummaryTime("7:00")).toBeNull();
    expect(parseSummaryTime("07:00:00")).toBe("07:00");
    expect(parseSummaryTime("")).toBe("");
  });
});
