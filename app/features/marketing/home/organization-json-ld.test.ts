import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { organizationJsonLd } from "./organization-json-ld";

describe("organizationJsonLd", () => {
  const data = organizationJsonLd("https://exemplo.com.br/");

  it("describes the agency with the business constants and absolute URLs", () => {
    expect(data).toMatchObject({
      "@type": "ProfessionalService",
      name: site.brand,
      url: "https://exemplo.com.br/",
      email: site.emails.contact,
      address: { postalCode: site.address.postalCode, addressLocality: site.address.city },
    });
    expect(data.image).toBe("https://exemplo.com.br/og-image.png");
  });

  it("gives a raster logo, which search engines accept (they ignore SVG)", () => {
    expect(data.logo).toEqual({
      "@type": "ImageObject",
      url: "https://exemplo.com.br/logo.png",
      width: 512,
      height: 512,
    });
  });

  it("publishes the opening hours the contact page shows: weekdays 9 to 18, Saturdays 9 to 13, closed on Sundays", () => {
    expect(data.openingHoursSpecification).toEqual([
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
