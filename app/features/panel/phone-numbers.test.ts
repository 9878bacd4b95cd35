import { describe, expect, it } from "vitest";
import { canBeMobile, telHref } from "./phone-numbers";

describe("a lead's phone", () => {
  it("gets a tel: link in international form, landline or mobile", () => {
    expect(telHref("(11) 98765-4321")).toBe("tel:+5511987654321");
    expect(telHref("(21) 3222-1100")).toBe("tel:+552132221100");
    expect(telHref("+351 912 345 678")).toBe("tel:+351912345678");
    expect(telHref("ramal 12")).toBeNull();
    expect(telHref('11 3222-1100"><script>')).toBe("tel:+551132221100");
  });

  it("can be a mobile with nine digits starting with 9, never a landline", () => {
    expect(canBeMobile("(11) 98765-4321")).toBe(true);
    expect(canBeMobile("+55 11 98765-4321")).toBe(true);
    expect(canBeMobile("5511987654321")).toBe(true);
    expect(canBeMobile("(21) 3222-1100")).toBe(false);
    expect(canBeMobile("+55 (21) 2222-1100")).toBe(false);
    expect(canBeMobile("(11) 88765-4321")).toBe(false);
  });

  it("accepts a mobile written without the ninth digit, and numbers from abroad", () => {
    expect(canBeMobile("(11) 8765-4321")).toBe(true);
    expect(canBeMobile("+351 912 345 678")).toBe(true);
  });

  it("refuses an area code with a 0 and what is not a phone", () => {
    expect(canBeMobile("0800 123 4567")).toBe(false);
    expect(canBeMobile("12345")).toBe(false);
  });
});
