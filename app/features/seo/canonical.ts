/** Absolute canonical URL without a trailing slash (except the home page). */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  const path = pathname === "/" ? "/" : pathname.replace(/\/+$/, "");
  return `${siteUrl}${path}`;
}
