import { site } from "~/config/site";

/** schema.org ProfessionalService for the home page, built from the business constants. */
export function organizationJsonLd(siteUrl: string): Record<string, unknown> {
  const url = siteUrl ? `${siteUrl.replace(/\/+$/, "")}/` : "/";
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: site.brand,
    legalName: site.legalName,
    description: site.tagline,
    url,
    logo: `${url}favicon.svg`,
    image: `${url}og-image.png`,
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
