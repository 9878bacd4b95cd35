import type { Business } from "#app/config/business";
import { site } from "#app/config/site";
import { openingHours } from "#app/content/opening-hours";
import { logoJsonLd } from "#app/features/seo/publisher";
import { defaultImage } from "#app/features/seo/seo";

/**
 * schema.org ProfessionalService (a LocalBusiness) for the home page, built
 * from the brand and the configured business identity (what is not
 * configured is left out).
 */
export function organizationJsonLd(siteUrl: string, business: Business): Record<string, unknown> {
  const origin = siteUrl.replace(/\/+$/, "");
  const { address, specialist } = business;
  const email = business.emails.contact;
  const phone = business.phone ?? business.whatsappNumber;
  const telephone = phone ? `+${phone}` : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: site.brand,
    ...(business.legalName ? { legalName: business.legalName } : {}),
    ...(business.cnpj ? { taxID: business.cnpj } : {}),
    description: site.tagline,
    url: `${origin}/`,
    logo: logoJsonLd(origin),
    image: `${origin}${defaultImage.path}`,
    ...(email ? { email } : {}),
    ...(telephone ? { telephone } : {}),
    foundingDate: String(site.foundedYear),
    areaServed: "BR",
    priceRange: "$$",
    ...(address
      ? {
          address: {
            "@type": "PostalAddress",
            streetAddress: address.street,
            addressLocality: address.city,
            addressRegion: address.state,
            postalCode: address.postalCode,
            addressCountry: "BR",
          },
        }
      : {}),
    openingHoursSpecification: openingHours
      .filter((row) => row.opens && row.closes)
      .map((row) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: row.dayOfWeek,
        opens: row.opens,
        closes: row.closes,
      })),
    ...(specialist.name
      ? { founder: { "@type": "Person", name: specialist.name, jobTitle: site.specialist.role } }
      : {}),
    ...(specialist.social ? { sameAs: [specialist.social.url] } : {}),
    ...(email || telephone
      ? {
          contactPoint: {
            "@type": "ContactPoint",
            contactType: "sales",
            ...(telephone ? { telephone } : {}),
            ...(email ? { email } : {}),
            availableLanguage: "pt-BR",
          },
        }
      : {}),
  };
}
