import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#app/lib/utils";

const calculatorVariants = cva("grid grid-cols-1 items-start gap-6", {
  variants: {
    /** Which column gets more room once they sit side by side: the result's (most) or the form's. */
    wider: {
      result: "lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]",
      form: "lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)]",
    },
  },
  defaultVariants: { wider: "result" },
});

/**
 * A calculator's two columns: its form (CalculatorForm), then its result
 * (CalculatorResult), one under the other on phones and side by side from
 * the lg breakpoint.
 */
export function Calculator({
  className,
  wider,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof calculatorVariants>) {
  return <div data-slot="calculator" className={cn(calculatorVariants({ wider }), className)} {...props} />;
}
