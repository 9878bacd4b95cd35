import type { SocialImage } from "#app/features/seo/seo";

/**
 * Social networks and Google ignore SVG, so every article also has a raster
 * card (cover artwork, title and brand) named after its slug. The files are
 * made by `npm run images:social` (scripts/social-images.ts) and committed.
 */
export const SOCIAL_IMAGE_DIR = "/images/blog/social";
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

export function socialImagePath(slug: string): string {
  return `${SOCIAL_IMAGE_DIR}/${slug}.jpg`;
}

export function socialImage(slug: string): SocialImage {
  return { path: socialImagePath(slug), width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT };
}
