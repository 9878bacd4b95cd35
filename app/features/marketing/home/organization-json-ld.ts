import { openingHours } from "~/content/opening-hours";
import { site } from "~/config/site";
import { logoJsonLd } from "~/features/seo/publisher";
import { defaultImage } from "~/features/seo/seo";

/** schema.org ProfessionalService (a LocalBusiness) for the home page, built from the business constants. */
export function organizationJsonLd(siteUrl: string): Record<string, unknown> {
  const origin = siteUrl.replace(/\/+$/, "");
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: site.brand,
    legalName: site.legalName,
    description: site.tagline,
    url: `${origin}/`,
    logo: logoJsonLd(origin),
    image: `${origin}${defaultImage.path}`,
    email: site.emails.contact,
    telephone: `+${site.whatsappNumber}`,
    foundingDate: String(site.foundedYear),
    areaServed: "BR",
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.state,
      postalCode: site.address.postalCode,
      addressCountry: "BR",
    },
    openingHoursSpecification: openingHours
      .filter((row) => row.opens && row.closes)
      .map((row) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: row.dayOfWeek,
        opens: row.opens,
        closes: row.closes,
      })),
    founder: { "@type": "Person", name: site.specialist.name, jobTitle: site.specialist.role },
    sameAs: [site.specialist.socialUrl],
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      telephone: `+${site.whatsappNumber}`,
      email: site.emails.contact,
      availableLanguage: "pt-BR",
    },
  };
}
