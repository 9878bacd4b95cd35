import { describe, expect, it } from "vitest";
import { formatPlanPrice, mediaLimitLabel } from "./plan-card";

const nbsp = /\u00a0/g;

describe("plan prices", () => {
  it("writes a whole price in pt-BR reais without cents, and keeps cents that are there", () => {
    expect(formatPlanPrice(2500).replace(nbsp, " ")).toBe("R$ 2.500");
    expect(formatPlanPrice(12000).replace(nbsp, " ")).toBe("R$ 12.000");
    expect(formatPlanPrice(1999.9).replace(nbsp, " ")).toBe("R$ 1.999,90");
  });

  it("writes a media limit per month, or unlimited", () => {
    expect(mediaLimitLabel(15000).replace(nbsp, " ")).toBe("Mídia de até R$ 15.000/mês");
    expect(mediaLimitLabel(null)).toBe("Mídia ilimitada");
  });
});
