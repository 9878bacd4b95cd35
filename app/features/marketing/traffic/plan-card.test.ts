import { describe, expect, it } from "vitest";
import { plans } from "~/content/plans";
import { formatPlanPrice, mediaLimitLabel } from "./plan-card";

const nbsp = /\u00a0/g;

describe("plan prices", () => {
  it("shows the spec's monthly prices in pt-BR reais", () => {
    expect(plans.items.map((plan) => formatPlanPrice(plan.price).replace(nbsp, " "))).toEqual([
      "R$ 2.500",
      "R$ 4.500",
      "R$ 8.500",
    ]);
  });

  it("shows the media limits, unlimited for Enterprise", () => {
    expect(plans.items.map((plan) => mediaLimitLabel(plan.mediaLimit).replace(nbsp, " "))).toEqual([
      "Mídia de até R$ 5.000/mês",
      "Mídia de até R$ 15.000/mês",
      "Mídia ilimitada",
    ]);
  });

  it("marks only Professional as the most popular", () => {
    expect(plans.items.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(["Professional"]);
  });
});
