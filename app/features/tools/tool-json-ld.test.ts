import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { getTool, tools } from "./registry";
import { applicationCategory, toolCrumbs, webApplicationJsonLd } from "./tool-json-ld";

describe("webApplicationJsonLd", () => {
  it("describes a free tool that runs in any browser, in Portuguese", () => {
    const data = webApplicationJsonLd(getTool("calculadora-roas"), "Calcule o ROAS.", "https://exemplo.com.br");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebApplication",
      name: "Calculadora de ROAS",
      description: "Calcule o ROAS.",
      url: "https://exemplo.com.br/ferramentas/calculadora-roas",
      applicationCategory: "BusinessApplication",
      operatingSystem: "Any",
      inLanguage: "pt-BR",
      offers: { "@type": "Offer", price: "0", priceCurrency: "BRL" },
      publisher: { "@type": "Organization", name: site.brand },
    });
  });

  it("files travel tools as travel applications and gives every tool a category", () => {
    expect(applicationCategory(getTool("conversor-moedas"))).toBe("TravelApplication");
    expect(applicationCategory(getTool("calculadora-imc-metabolismo"))).toBe("HealthApplication");
    for (const tool of tools) expect(() => applicationCategory(tool), tool.slug).not.toThrow();
  });
});

describe("toolCrumbs", () => {
  it("is the trail a tool page shows: Ferramentas, then the tool", () => {
    expect(toolCrumbs(getTool("tabuada-online"))).toEqual([
      { name: "Ferramentas", path: "/ferramentas" },
      { name: "Tabuada Online", path: "/ferramentas/tabuada-online" },
    ]);
  });
});
