/**
 * Query parameters that ad platforms and newsletters add to links: they tag
 * the visit for analytics and never change what a page shows.
 */
const trackingParams = new Set([
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "fbclid",
  "ttclid",
  "msclkid",
  "mc_cid",
  "mc_eid",
  "_gl",
  "ref",
]);

export function isTrackingParam(name: string): boolean {
  return name.startsWith("utm_") || trackingParams.has(name);
}
