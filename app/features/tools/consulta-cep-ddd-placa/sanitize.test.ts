import { describe, expect, it } from "vitest";
import {
  formatCep,
  isCompleteCep,
  isCompleteDdd,
  isCompletePlate,
  sanitizeCep,
  sanitizeDdd,
  sanitizePlate,
} from "./sanitize";

describe("sanitizers", () => {
  it("CEP keeps at most 8 digits", () => {
    expect(sanitizeCep("01001-000")).toBe("01001000");
    expect(sanitizeCep(" 01.001-000 9")).toBe("01001000");
    expect(sanitizeCep("abc")).toBe("");
  });

  it("DDD keeps at most 2 digits", () => {
    expect(sanitizeDdd("(11)")).toBe("11");
    expect(sanitizeDdd("219")).toBe("21");
    expect(sanitizeDdd("x")).toBe("");
  });

  it("plate is uppercased and keeps at most 7 letters or digits", () => {
    expect(sanitizePlate("abc-1234")).toBe("ABC1234");
    expect(sanitizePlate("bra2e19 x")).toBe("BRA2E19");
    expect(sanitizePlate("ç á!")).toBe("");
  });

  it("requires the exact length before a lookup", () => {
    expect(isCompleteCep("0100100")).toBe(false);
    expect(isCompleteCep("01001000")).toBe(true);
    expect(isCompleteDdd("1")).toBe(false);
    expect(isCompleteDdd("11")).toBe(true);
    expect(isCompletePlate("ABC123")).toBe(false);
    expect(isCompletePlate("ABC1234")).toBe(true);
  });

  it("writes a full CEP with its hyphen", () => {
    expect(formatCep("01001000")).toBe("01001-000");
    expect(formatCep("0100")).toBe("0100");
  });
});
