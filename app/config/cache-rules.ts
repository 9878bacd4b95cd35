/**
 * Cache rules in one place: what may be kept, and for how long. Express sets
 * them (server/http/cache.ts), and so do the few routes whose answer is not a
 * page; a route's Cache-Control replaces the server's default, so every answer
 * carries one. Plain data, here so those routes need nothing from server/.
 */
export const cacheRules = {
  /** Vite's hashed files never change under the same name. */
  hashedAsset: "public, max-age=31536000, immutable",
  /** Files from public/ keep their names across releases: a day, then revalidate. */
  publicFile: "public, max-age=86400, must-revalidate",
  /** Prerendered pages: the same bytes for everyone, so any cache may keep them, revalidating by ETag. */
  staticPage: "public, max-age=0, must-revalidate",
  /** Server-rendered HTML carries a per-request CSP nonce and may depend on cookies: never shared. */
  html: "private, no-cache",
  /**
   * Files generated per request that are the same for everyone (robots.txt, the sitemap, a calendar event's .ics):
   * an hour in any cache. The route that answers one sets it; it replaces the default `html` rule.
   */
  generatedFile: "public, max-age=3600",
  /**
   * A calculator's result (a pure function of its normalised query, its CSP by hash): a shared cache may keep it
   * ten minutes, a browser revalidates by ETag. Only for requests without the theme cookie (README, CDN rules).
   */
  result: "public, max-age=0, s-maxage=600, must-revalidate",
  /** Where a misspelled result query is sent: depends on the build only. */
  resultRedirect: "public, max-age=3600",
  /** Loader data for client navigations. */
  data: "public, max-age=0, must-revalidate",
  /** The Banco Central data the tools show: it changes once a business day. */
  marketData: "public, max-age=3600",
  /** API answers and anything personal. */
  noStore: "no-store",
} as const;
