import { breadcrumbJsonLd, type Crumb } from "#app/features/seo/breadcrumbs";
import { publisherJsonLd } from "#app/features/seo/publisher";
import { toolDefinitions, type ToolSlug } from "./tool-definitions";
import { toolPath } from "./tool-path";

/** The trail a tool page shows above its heading: Ferramentas › the tool. */
export function toolCrumbs(slug: ToolSlug): Crumb[] {
  return [
    { name: "Ferramentas", path: "/ferramentas" },
    { name: toolDefinitions[slug].name, path: toolPath(slug) },
  ];
}

/** schema.org WebApplication: a free tool that runs in any browser. */
export function webApplicationJsonLd(slug: ToolSlug, siteUrl: string): Record<string, unknown> {
  const { name, description, category } = toolDefinitions[slug];
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name,
    description,
    url: `${siteUrl}${toolPath(slug)}`,
    applicationCategory: category,
    operatingSystem: "Any",
    inLanguage: "pt-BR",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "BRL" },
    publisher: publisherJsonLd(siteUrl),
  };
}

/** Structured data of a tool page: the application and the trail above its heading. */
export function toolJsonLd(slug: ToolSlug, siteUrl: string): Record<string, unknown>[] {
  return [webApplicationJsonLd(slug, siteUrl), breadcrumbJsonLd(toolCrumbs(slug), siteUrl)];
}
