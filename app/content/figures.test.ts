import { describe, expect, it } from "vitest";
import { countriesServed, figures, shoeStoreCase } from "./figures";
import { awards } from "./home";
import { categories } from "./portfolio";

/** "R$ 20M+" → 20, "3,4×" → 3.4, "até 300%" → 300. */
function numberIn(text: string): number {
  const match = /\d+(?:[.,]\d+)?/.exec(text);
  if (!match) throw new Error(`no number in ${text}`);
  return Number(match[0].replace(",", "."));
}

describe("the agency's figures agree with each other", () => {
  it("the shoe store's ROAS, its multiple and its ROI are one return (ROI = ROAS − the money spent)", () => {
    expect(numberIn(shoeStoreCase.roasMultiple) * 100).toBeCloseTo(numberIn(shoeStoreCase.roas));
    expect(numberIn(shoeStoreCase.roi)).toBe(numberIn(shoeStoreCase.roas) - 100);
  });

  it("counts nest: management projects and the portfolio's segments are parts of the companies served", () => {
    const served = numberIn(figures.companiesServed.value);
    expect(numberIn(figures.managementProjects.value)).toBeLessThan(served);
    expect(categories.reduce((sum, { count }) => sum + numberIn(count), 0)).toBeLessThan(served);
  });

  it("e-commerce came after paid traffic in the specialist's years", () => {
    expect(numberIn(figures.yearsInEcommerce.value)).toBeLessThan(numberIn(figures.yearsInPaidTraffic.value));
  });

  it("names as many countries and recognitions as it counts", () => {
    expect(countriesServed).toHaveLength(numberIn(figures.countries.value));
    expect(awards.items).toHaveLength(numberIn(figures.recognitions.value));
  });

  it("writes each figure's number the same way in a tile and in a sentence", () => {
    for (const [name, figure] of Object.entries(figures)) {
      // "R$ 20M+" and "R$ 20 milhões", "6+" and "6 anos".
      if ("phrase" in figure) expect(numberIn(figure.phrase), name).toBe(numberIn(figure.value));
    }
  });
});
