import { describe, expect, it } from "vitest";
import { summariesByMember, summaryDayDue, summaryUntil } from "./follow-up-summary";

const HOUR = 3_600_000;
/** Thursday 26 Nov 2026, 08:00 in Brasília (UTC−3). */
const THURSDAY_EIGHT = Date.parse("2026-11-26T11:00:00Z");

describe("summaryDayDue", () => {
  it("is the Brasília day from the owner's hour until two hours later", () => {
    expect(summaryDayDue(THURSDAY_EIGHT - 60_000, "08:00")).toBeNull();
    expect(summaryDayDue(THURSDAY_EIGHT, "08:00")).toBe("2026-11-26");
    expect(summaryDayDue(THURSDAY_EIGHT + 2 * HOUR - 1, "08:00")).toBe("2026-11-26");
    // An hour set in the afternoon for 08:00 does not send that day's summary at once.
    expect(summaryDayDue(THURSDAY_EIGHT + 2 * HOUR, "08:00")).toBeNull();
    // 22:30 in Brasília is already the next day in UTC: still the 26th.
    expect(summaryDayDue(THURSDAY_EIGHT + 14.5 * HOUR, "22:30")).toBe("2026-11-26");
  });

  it("is off without an hour, and on the days the team does not open (Sunday)", () => {
    expect(summaryDayDue(THURSDAY_EIGHT, null)).toBeNull();
    expect(summaryDayDue(THURSDAY_EIGHT + 2 * 24 * HOUR, "08:00")).toBe("2026-11-28");
    expect(summaryDayDue(THURSDAY_EIGHT + 3 * 24 * HOUR, "08:00")).toBeNull();
  });

  it("lists follow-ups due before the end of the Brasília day", () => {
    expect(summaryUntil(THURSDAY_EIGHT)).toBe(Date.parse("2026-11-27T03:00:00Z"));
  });
});

describe("summariesByMember", () => {
  const members = [
    { id: 1, email: "rosa@agencia.com.br", name: "Rosa Almeida" },
    { id: 2, email: "ana@agencia.com.br", name: "Ana Souza" },
    { id: 3, email: "bia@agencia.com.br", name: "Bia Lima" },
  ];
  const followUp = (leadId: number, assignedUserId: number | null, setByUserId: number | null, dueAt: number) => ({
    leadId,
    name: "Dra. maria PEREIRA",
    what: "Ligar",
    dueAt,
    assignedUserId,
    setByUserId,
  });

  it("gives each follow-up to the lead's responsible member, else to who set it; oldest first", () => {
    expect(
      summariesByMember(members, [
        followUp(10, 1, 2, THURSDAY_EIGHT + HOUR),
        followUp(11, null, 2, THURSDAY_EIGHT + 2 * HOUR),
        followUp(12, null, 2, THURSDAY_EIGHT - 24 * HOUR),
      ]),
    ).toEqual([
      { member: members[0], items: [{ leadId: 10, firstName: "Maria", what: "Ligar", dueAt: THURSDAY_EIGHT + HOUR }] },
      {
        member: members[1],
        items: [
          { leadId: 12, firstName: "Maria", what: "Ligar", dueAt: THURSDAY_EIGHT - 24 * HOUR },
          { leadId: 11, firstName: "Maria", what: "Ligar", dueAt: THURSDAY_EIGHT + 2 * HOUR },
        ],
      },
    ]);
  });

  it("leaves out members without follow-ups and follow-ups of nobody active", () => {
    expect(summariesByMember(members, [followUp(10, 9, 2, THURSDAY_EIGHT), followUp(11, null, null, 0)])).toEqual([]);
  });
});
