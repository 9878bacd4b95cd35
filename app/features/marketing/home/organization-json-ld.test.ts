import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { organizationJsonLd } from "./organization-json-ld";

describe("organizationJsonLd", () => {
  it("describes the agency with the business constants and absolute URLs", () => {
    const data = organizationJsonLd("https://exemplo.com.br/");
    expect(data).toMatchObject({
      "@type": "ProfessionalService",
      name: site.brand,
      url: "https://exemplo.com.br/",
      email: site.emails.contact,
      address: { postalCode: site.address.postalCode, addressLocality: site.address.city },
    });
    expect(data.image).toBe("https://exemplo.com.br/og-image.png");
  });
});
