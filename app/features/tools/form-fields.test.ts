import { describe, expect, it } from "vitest";
import {
  NOT_A_NUMBER_MESSAGE,
  isBlank,
  isPercent,
  readChecked,
  readNumber,
  readNumberOr,
  type FieldErrors,
} from "./form-fields";

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

  it("checks a field: its number, or null with a message for text or a value out of range, and none for a blank", () => {
    const errors: FieldErrors<"a" | "b" | "c" | "d"> = {};
    const positive = (value: number) => value > 0;
    expect(readChecked({ a: "1.500,50" }, "a", errors, positive, "maior que zero")).toBe(1500.5);
    expect(readChecked({ b: "  " }, "b", errors, positive, "maior que zero")).toBeNull();
    expect(readChecked({ c: "cem" }, "c", errors, positive, "maior que zero")).toBeNull();
    expect(readChecked({ d: "0" }, "d", errors, positive, "maior que zero")).toBeNull();
    expect(errors).toEqual({ c: NOT_A_NUMBER_MESSAGE, d: "maior que zero" });
  });
});
