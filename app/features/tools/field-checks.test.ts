import { describe, expect, it } from "vitest";
import { NOT_A_NUMBER_MESSAGE, readChecked, type FieldErrors } from "./field-checks";

describe("field checks", () => {
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
