import type { SVGProps } from "react";
import { cn } from "#app/lib/utils";
import type { IconId } from "./icon-ids";
import spriteUrl from "./icons.svg?url";

/** A Lucide icon's file name, e.g. "arrow-right": one of the sprite's symbols. */
export type IconName = IconId;

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { name: IconName };

/**
 * A Lucide icon drawn from the site's sprite: the same look as lucide-react
 * (24 px grid, 2 px round strokes in the current colour), but no path data in
 * the page's script, and named by a string, so each page's script carries the
 * names it shows rather than a component for every icon of the site.
 * Decorative by default (aria-hidden); give the control around it the
 * accessible name.
 */
export function Icon({ name, className, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      className={cn("lucide", className)}
      {...props}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
