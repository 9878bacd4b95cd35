/** One step of a page's visible breadcrumb trail. */
export interface Crumb {
  name: string;
  /** Site path, with a query when the step is a filtered list ("/blog?categoria=cases"). */
  path: string;
}

/**
 * schema.org BreadcrumbList of the trail a page shows, in the same order and
 * words, so search results print the trail the visitor sees.
 */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}
