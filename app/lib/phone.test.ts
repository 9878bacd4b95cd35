import { describe, expect, it } from "vitest";
import { internationalPhone } from "./phone";

describe("internationalPhone", () => {
  it("adds Brazil's country code to a number typed with its area code, however it is written", () => {
    for (const typed of ["(11) 98765-4321", "11 98765 4321", "11987654321", "011 98765-4321", "+55 11 98765-4321"]) {
      expect(internationalPhone(typed), typed).toBe("5511987654321");
    }
    expect(internationalPhone("(21) 3000-4000")).toBe("552130004000");
    expect(internationalPhone("5521 3000-4000")).toBe("552130004000");
  });

  it("keeps a foreign number as typed after its +", () => {
    expect(internationalPhone("+1 (415) 555-2671")).toBe("14155552671");
    expect(internationalPhone("+351 912 345 678")).toBe("351912345678");
  });

  it("refuses what is not a phone number", () => {
    for (const typed of [
      "98765-4321",
      "fale comigo",
      "+12",
      "11 98765-4321 ramal 2",
      "",
      "+55 11 98765-4321 1234567",
    ]) {
      expect(internationalPhone(typed), typed).toBeNull();
    }
  });
});
