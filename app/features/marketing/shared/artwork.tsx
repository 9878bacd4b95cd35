import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils";

/**
 * An illustration in its true colours in both themes: a scene drawn on a light background has a version drawn for
 * the dark theme (`darkSrc`), shown instead of it there (a lazy image that is not displayed is never fetched).
 * Objects drawn on their own backdrop (plaques, products) keep their colours, as a photo would: dimming them with a
 * filter turned them a muddy grey.
 */
export function Artwork({
  darkSrc,
  className,
  ...image
}: ComponentProps<"img"> & { src: string; alt: string; darkSrc?: string | undefined }) {
  if (!darkSrc) return <img loading="lazy" decoding="async" className={className} {...image} />;
  return (
    <>
      <img loading="lazy" decoding="async" className={cn(className, "dark:hidden")} {...image} />
      <img loading="lazy" decoding="async" className={cn(className, "hidden dark:block")} {...image} src={darkSrc} />
    </>
  );
}
