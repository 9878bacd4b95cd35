import { describe, expect, it } from "vitest";
import { ASSIGNMENT_SETTING_NAMES, canSeeLead, nextTurns, parseAssignmentSettings } from "./assignment";

describe("nextTurns", () => {
  it("starts with the first available member when nobody had a turn yet", () => {
    expect(nextTurns([7, 3, 5], null, 4)).toEqual([3, 5, 7, 3]);
  });

  it("goes on after the member who had the last turn, wrapping after the last", () => {
    expect(nextTurns([3, 5, 7], 5, 3)).toEqual([7, 3, 5]);
    expect(nextTurns([3, 5, 7], 7, 1)).toEqual([3]);
  });

  it("skips to the next id when the last turn's member is no longer available", () => {
    expect(nextTurns([3, 7], 5, 2)).toEqual([7, 3]);
    expect(nextTurns([3, 7], 9, 1)).toEqual([3]);
  });

  it("gives nobody a turn when nobody is available", () => {
    expect(nextTurns([], 3, 2)).toEqual([]);
  });

  it("counts a member listed twice once", () => {
    expect(nextTurns([4, 4, 2], null, 3)).toEqual([2, 4, 2]);
  });
});

describe("parseAssignmentSettings", () => {
  it("reads the owner's choices and falls back to the defaults for anything else", () => {
    const stored = new Map([
      [ASSIGNMENT_SETTING_NAMES.distribution, "rodizio"],
      [ASSIGNMENT_SETTING_NAMES.visibility, "qualquer"],
    ]);
    expect(parseAssignmentSettings(stored)).toEqual({ distribution: "rodizio", visibility: "todos" });
    expect(parseAssignmentSettings(new Map())).toEqual({ distribution: "nenhuma", visibility: "todos" });
  });
});

describe("canSeeLead", () => {
  it("lets an attendant limited to theirs see only the leads they are responsible for", () => {
    expect(canSeeLead({ userId: 2, onlyOwn: true }, 2)).toBe(true);
    expect(canSeeLead({ userId: 2, onlyOwn: true }, 3)).toBe(false);
    expect(canSeeLead({ userId: 2, onlyOwn: true }, null)).toBe(false);
    expect(canSeeLead({ userId: 2, onlyOwn: false }, 3)).toBe(true);
  });
});
