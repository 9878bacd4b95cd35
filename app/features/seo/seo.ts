import type { MetaDescriptor } from "react-router";
import { site } from "#app/config/site";

/**
 * SEO defaults in one place. Canonical and og:url are rendered by the root
 * layout from SITE_URL and the current path (see app/root.tsx), so route meta
 * only names the page.
 *
 * Lengths: a search result shows about 60 characters of a title and 160 of a
 * description (fewer than 70 leaves the snippet to be made up from the page),
 * so every page keeps its <title> within TITLE_MAX and its description within
 * DESCRIPTION_MIN..DESCRIPTION_MAX (checked for every route, article and tool
 * by page-lengths.test.ts). The " | brand" suffix is added when the whole
 * still fits; a longer title goes without it, since results print the site's
 * name above the title anyway.
 */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;

/** A raster image for link previews (social networks and messengers ignore SVG). */
export interface SocialImage {
  /** Path under public/. */
  path: string;
  width: number;
  height: number;
}

export interface PageSeo {
  title: string;
  description: string;
  image?: SocialImage;
  type?: "website" | "article";
}

export const defaultImage: SocialImage = { path: "/og-image.png", width: 1200, height: 630 };

export function pageTitle(title: string): string {
  if (title.includes(site.brand)) return title;
  const branded = `${title} | ${site.brand}`;
  return branded.length <= TITLE_MAX ? branded : title;
}

/**
 * `siteUrl` (no trailing slash) makes the image address absolute, as link
 * previews require. X (Twitter) reads og:title, og:description and og:image
 * when its own tags are absent, so only twitter:card is repeated for it.
 */
export function pageMeta(
  { title, description, image = defaultImage, type = "website" }: PageSeo,
  siteUrl: string,
): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const imageUrl = `${siteUrl}${image.path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.brand },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** What a meta function needs of its arguments: the matched routes, the root's data among them. */
export interface MetaContext {
  matches: readonly ({ id: string; loaderData: unknown } | undefined)[];
}

/**
 * SITE_URL as the root loader gave it (at build time for prerendered pages),
 * so the server's HTML and the browser's hydration render the same addresses.
 */
export function siteUrlOf({ matches }: MetaContext): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

/** Structured data a page's loader built (on the server), ready for search engines. */
export type StructuredData = Record<string, unknown>;

/**
 * Structured data as meta descriptors: React Router's <Meta> writes each as a
 * `<script type="application/ld+json">` with its text escaped (no `</script>`
 * or comment can close it), in the server's HTML and identical at hydration,
 * since the meta function computes it from the same data on both sides.
 * Builders that need more than the page shows (the business, an article, a
 * tool) run in loaders, so no page's script carries them; an FAQ's is built
 * in `meta` from the questions its page renders anyway (`staticPageMeta`), so
 * the page needs no loader and a client navigation to it no data request.
 */
export function structuredDataMeta(items: readonly StructuredData[] | undefined): MetaDescriptor[] {
  return (items ?? []).map((item) => ({ "script:ld+json": item }));
}

/**
 * The meta function of a page whose title and description do not depend on
 * its data; `structuredData` builds what the page shows as structured data
 * (its FAQ), with the root's data at hand.
 */
export function staticPageMeta(
  seo: PageSeo,
  structuredData?: (context: MetaContext) => readonly StructuredData[],
): (context: MetaContext) => MetaDescriptor[] {
  return (context) => [...pageMeta(seo, siteUrlOf(context)), ...structuredDataMeta(structuredData?.(context))];
}
