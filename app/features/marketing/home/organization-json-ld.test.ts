import { describe, expect, it } from "vitest";
import { unconfiguredBusiness, type Business } from "#app/config/business";
import { organizationJsonLd } from "./organization-json-ld";

const business: Business = {
  legalName: "Vértice Performance Marketing Digital Ltda.",
  cnpj: "11.222.333/0001-81",
  address: { street: "Av. Paulista, 1000", city: "São Paulo", state: "SP", postalCode: "01310-100" },
  whatsappNumber: "5511987654321",
  emails: { contact: "contato@exemplo.com.br" },
  specialist: {
    name: "Ana Ribeiro",
    monogram: "AR",
    social: { url: "https://www.instagram.com/ana.trafego/", network: "no Instagram" },
  },
};

describe("organizationJsonLd", () => {
  it("describes the agency with its configured identity and absolute URLs", () => {
    const data = organizationJsonLd("https://exemplo.com.br/", business);
    expect(data).toMatchObject({
      "@type": "ProfessionalService",
      name: "Vértice Performance",
      legalName: "Vértice Performance Marketing Digital Ltda.",
      taxID: "11.222.333/0001-81",
      url: "https://exemplo.com.br/",
      email: "contato@exemplo.com.br",
      telephone: "+5511987654321",
      address: { postalCode: "01310-100", addressLocality: "São Paulo" },
      founder: { name: "Ana Ribeiro" },
      sameAs: ["https://www.instagram.com/ana.trafego/"],
    });
    expect(data.image).toBe("https://exemplo.com.br/og-image.png");
  });

  it("leaves out what is not configured instead of inventing it", () => {
    const data = organizationJsonLd("https://exemplo.com.br", unconfiguredBusiness);
    expect(data).toMatchObject({ name: "Vértice Performance", url: "https://exemplo.com.br/" });
    for (const key of ["legalName", "taxID", "email", "telephone", "address", "founder", "sameAs", "contactPoint"]) {
      expect(data, key).not.toHaveProperty(key);
    }
  });

  it("gives a raster logo, which search engines accept (they ignore SVG)", () => {
    expect(organizationJsonLd("https://exemplo.com.br/", business).logo).toEqual({
      "@type": "ImageObject",
      url: "https://exemplo.com.br/logo.png",
      width: 512,
      height: 512,
    });
  });

  it("publishes the opening hours the contact page shows: weekdays 9 to 18, Saturdays 9 to 13, closed on Sundays", () => {
    expect(organizationJsonLd("https://exemplo.com.br/", business).openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
    ]);
  });
});
