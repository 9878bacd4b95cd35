import type { Response } from "express";

/** Cache rules in one place: what may be kept, and for how long. */
export const cacheRules = {
  /** Vite's hashed files never change under the same name. */
  hashedAsset: "public, max-age=31536000, immutable",
  /** Files from public/ keep their names across releases: a day, then revalidate. */
  publicFile: "public, max-age=86400, must-revalidate",
  /** HTML carries a per-request CSP nonce: always revalidate, never share. */
  html: "private, no-cache",
  /** Loader data for client navigations. */
  data: "private, no-cache",
  /** API answers and anything personal. */
  noStore: "no-store",
} as const;

export function setCache(res: Response, rule: keyof typeof cacheRules): void {
  res.setHeader("Cache-Control", cacheRules[rule]);
}
