import { describe, expect, it } from "vitest";
import { policyUpdatedAt } from "~/content/privacy";
import { formatPolicyDate } from "./policy-date";

describe("formatPolicyDate", () => {
  it("writes the date as in Brazil, without a leading zero", () => {
    expect(formatPolicyDate("2026-11-23")).toBe("23 de novembro de 2026");
    expect(formatPolicyDate("2027-03-01")).toBe("1 de março de 2027");
    expect(formatPolicyDate("2026-12-31")).toBe("31 de dezembro de 2026");
  });

  it("refuses what is not a calendar date", () => {
    expect(() => formatPolicyDate("2026-13-01")).toThrow();
    expect(() => formatPolicyDate("23/11/2026")).toThrow();
  });
});

describe("policyUpdatedAt", () => {
  it("is a date the page can show", () => {
    expect(formatPolicyDate(policyUpdatedAt)).toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/);
  });
});
