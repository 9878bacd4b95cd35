import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";

/**
 * SEO defaults in one place. Canonical and og:url are rendered by the root
 * layout from SITE_URL and the current path (see app/root.tsx), so route meta
 * only names the page.
 */
export interface PageSeo {
  title: string;
  description: string;
  /** Social sharing image, a path under public/. */
  image?: string;
  type?: "website" | "article";
}

export const defaultImage = "/og-image.png";

export function pageTitle(title: string): string {
  return title.includes(site.brand) ? title : `${title} | ${site.brand}`;
}

export function pageMeta({ title, description, image = defaultImage, type = "website" }: PageSeo): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.brand },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}
