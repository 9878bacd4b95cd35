import { canonicalUrl } from "./canonical";

/** Paths that are pages but must not be indexed as their own (duplicates). */
export const sitemapExcluded: ReadonlySet<string> = new Set(["/home-completa"]);

export interface SitemapPage {
  path: string;
  /** YYYY-MM-DD the page's content last changed, when known. */
  lastModified?: string;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function urlEntry(siteUrl: string, { path, lastModified }: SitemapPage): string {
  const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : "";
  return `  <url><loc>${escapeXml(canonicalUrl(siteUrl, path))}</loc>${lastmod}</url>`;
}

export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const byPath = new Map(pages.filter((page) => !sitemapExcluded.has(page.path)).map((page) => [page.path, page]));
  const urls = [...byPath.keys()].sort().map((path) => urlEntry(siteUrl, byPath.get(path)!));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
