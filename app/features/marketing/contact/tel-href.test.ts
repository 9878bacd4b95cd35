import { describe, expect, it } from "vitest";
import { telHref } from "./tel-href";

describe("telHref", () => {
  it("dials the number with the country code and digits only", () => {
    expect(telHref("(11) 3000-4000")).toBe("tel:+551130004000");
    expect(telHref("(21) 98765-4321")).toBe("tel:+5521987654321");
  });
});
