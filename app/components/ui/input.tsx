import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#app/lib/utils";

export const inputVariants = cva(
  "flex w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-muted aria-invalid:border-destructive aria-invalid:ring-destructive/25",
  {
    variants: {
      size: {
        /** 16 px text on phones, so iOS does not zoom into the field. */
        default: "h-11 text-base sm:text-sm",
        lg: "h-12 text-lg",
        xl: "h-14 text-2xl",
      },
    },
    defaultVariants: { size: "default" },
  },
);

export function Input({
  className,
  type,
  size,
  ...props
}: Omit<ComponentProps<"input">, "size"> & VariantProps<typeof inputVariants>) {
  return <input type={type} data-slot="input" className={cn(inputVariants({ size }), className)} {...props} />;
}
