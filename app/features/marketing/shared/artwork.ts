/**
 * For illustrations drawn on a light background (award plaques, the supplier
 * promo, product cards): in the dark theme they are dimmed so they do not
 * glare out of the dark page. Their colours are baked into the files, so
 * tokens cannot do it.
 */
export const dimInDark = "dark:brightness-[0.72]";
