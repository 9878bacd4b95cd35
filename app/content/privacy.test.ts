import { describe, expect, it } from "vitest";
import { policyUpdatedAt } from "./privacy";
import { formatLongDate } from "~/lib/dates";

describe("policyUpdatedAt", () => {
  it("is a date the page can show", () => {
    expect(formatLongDate(policyUpdatedAt)).toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/);
  });
});
