import type { ComponentProps } from "react";
import { Slot } from "./slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#app/lib/utils";

/**
 * The base holds no utility a variant or a caller may want to change (size,
 * shape, type size, colours): class names are joined without conflict
 * resolution (see cn), so each utility is set in exactly one place.
 *
 * A label wraps rather than overflowing (WCAG 1.4.10, text at 200 %): the
 * button is never wider than its container (max-w-full), and wrap-anywhere
 * lets a word longer than the button ("CONSULTORIA" on a phone) break instead
 * of holding the button's minimum width. At normal size labels fit as before.
 */
export const buttonVariants = cva(
  "inline-flex max-w-full shrink-0 items-center wrap-anywhere justify-center text-center font-semibold transition-all outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-invalid:ring-destructive/30 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        highlight: "bg-highlight text-highlight-foreground shadow-sm hover:bg-highlight/85",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
        outline: "border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
        /** Outline on the dark hero bands. */
        "outline-light": "border border-white/40 bg-transparent text-white hover:bg-white/10",
        /** Ghost on the dark hero bands. */
        "ghost-light": "text-white hover:bg-white/10",
      },
      size: {
        default: "min-h-10 gap-2 rounded-md px-4 py-2 text-sm has-[>svg]:px-3",
        sm: "min-h-9 gap-1.5 rounded-md px-3 py-1.5 text-sm has-[>svg]:px-2.5",
        lg: "min-h-12 gap-2 rounded-lg px-6 py-2.5 text-base has-[>svg]:px-4",
        icon: "size-10 rounded-md",
        "icon-lg": "size-12 rounded-md",
        "icon-round": "size-11 rounded-full",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "button";
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}
