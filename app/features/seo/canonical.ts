/** Route `handle` fields the root layout reads for SEO. */
export interface SeoHandle {
  /** Canonical path when it differs from the page's own (a duplicate page points to its original). */
  canonicalPath?: string;
  /** Keep the page out of search results (not-found, errors). */
  noIndex?: boolean;
}

/** Absolute canonical URL without a trailing slash (except the home page). */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  const path = pathname === "/" ? "/" : pathname.replace(/\/+$/, "");
  return `${siteUrl}${path}`;
}
