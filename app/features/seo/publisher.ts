import { site } from "#app/config/site";

/**
 * The brand mark as a raster image (public/logo.png, made from
 * public/favicon.svg by `npm run images:logo`): search engines take a
 * publisher's or business's logo only as PNG, JPEG, GIF or WebP.
 */
export const siteLogo = { path: "/logo.png", width: 512, height: 512 } as const;

export function logoJsonLd(siteUrl: string): Record<string, unknown> {
  return { "@type": "ImageObject", url: `${siteUrl}${siteLogo.path}`, width: siteLogo.width, height: siteLogo.height };
}

/** The agency as publisher of the site's articles and tools. */
export function publisherJsonLd(siteUrl: string): Record<string, unknown> {
  return { "@type": "Organization", name: site.brand, url: `${siteUrl}/`, logo: logoJsonLd(siteUrl) };
}
