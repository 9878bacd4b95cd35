import { describe, expect, it } from "vitest";
import { site } from "#app/config/site";
import { toolDefinitions } from "./tool-definitions";
import { toolCrumbs, webApplicationJsonLd } from "./tool-json-ld";

describe("webApplicationJsonLd", () => {
  it("describes a free tool that runs in any browser, in Portuguese, as its definition says", () => {
    const { name, description, category } = toolDefinitions["calculadora-roas"];
    expect(webApplicationJsonLd("calculadora-roas", "https://exemplo.com.br")).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebApplication",
      name,
      description,
      url: "https://exemplo.com.br/ferramentas/calculadora-roas",
      applicationCategory: category,
      operatingSystem: "Any",
      inLanguage: "pt-BR",
      offers: { "@type": "Offer", price: "0", priceCurrency: "BRL" },
      publisher: { "@type": "Organization", name: site.brand },
    });
  });
});

describe("toolCrumbs", () => {
  it("is the trail a tool page shows: Ferramentas, then the tool", () => {
    expect(toolCrumbs("tabuada-online")).toEqual([
      { name: "Ferramentas", path: "/ferramentas" },
      { name: "Tabuada Online", path: "/ferramentas/tabuada-online" },
    ]);
  });
});
