import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils";

/** A form label. Layout (flex, gaps) is the caller's; this only sets the type. */
export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label data-slot="label" className={cn("text-sm font-medium select-none", className)} {...props} />;
}
