import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd } from "./breadcrumbs";

describe("breadcrumbJsonLd", () => {
  it("lists the trail in order, numbered from 1, with absolute addresses", () => {
    const data = breadcrumbJsonLd(
      [
        { name: "Ferramentas", path: "/ferramentas" },
        { name: "Tabuada Online", path: "/ferramentas/tabuada-online" },
      ],
      "https://exemplo.com.br",
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Ferramentas", item: "https://exemplo.com.br/ferramentas" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Tabuada Online",
          item: "https://exemplo.com.br/ferramentas/tabuada-online",
        },
      ],
    });
  });
});
