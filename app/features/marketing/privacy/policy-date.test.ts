import { describe, expect, it } from "vitest";
import { formatPolicyDate, policyYear } from "./policy-date";

describe("policy date", () => {
  it("writes the date in pt-BR, in Brasília time", () => {
    expect(formatPolicyDate("2026-11-21T15:00:00.000Z")).toBe("21 de novembro de 2026");
    // 01:30 UTC on 1 January is still 31 December in Brasília (UTC−3).
    expect(formatPolicyDate("2027-01-01T01:30:00.000Z")).toBe("31 de dezembro de 2026");
  });

  it("gives the Brasília year for the copyright line", () => {
    expect(policyYear("2027-01-01T01:30:00.000Z")).toBe(2026);
    expect(policyYear("2027-01-01T03:30:00.000Z")).toBe(2027);
  });
});
