import { describe, expect, it } from "vitest";
import { isBlank, isPercent, readNumber, readNumberOr } from "./form-fields";

describe("form fields", () => {
  it("reads a required number or gives null", () => {
    expect(readNumber({ a: "1.234,56" }, "a")).toBe(1234.56);
    expect(readNumber({ a: "" }, "a")).toBeNull();
    expect(readNumber({}, "a")).toBeNull();
    expect(readNumber({ a: "x" }, "a")).toBeNull();
  });

  it("uses the default only for a blank field, never for text that is not a number", () => {
    expect(readNumberOr({}, "a", 1)).toBe(1);
    expect(readNumberOr({ a: "  " }, "a", 1)).toBe(1);
    expect(readNumberOr({ a: "2,5" }, "a", 1)).toBe(2.5);
    expect(readNumberOr({ a: "dois" }, "a", 1)).toBeNull();
  });

  it("knows blank text and percentages", () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(" ")).toBe(true);
    expect(isBlank("0")).toBe(false);
    expect([0, 50, 100].every(isPercent)).toBe(true);
    expect([-0.1, 100.1, NaN].some(isPercent)).toBe(false);
  });
});
