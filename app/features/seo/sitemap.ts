import { canonicalUrl } from "./canonical";

/** Paths that are pages but must not be indexed as their own (duplicates). */
const excluded = new Set(["/home-completa"]);

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)]
    .filter((path) => !excluded.has(path))
    .sort()
    .map((path) => `  <url><loc>${escapeXml(canonicalUrl(siteUrl, path))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}
