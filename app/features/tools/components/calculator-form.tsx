import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils";
import { ToolForm } from "./tool-form";

/** A calculator's GET form (ToolForm) on its card; end it with a CalculateButton. */
export function CalculatorForm({ className, ...props }: ComponentProps<typeof ToolForm>) {
  return (
    <ToolForm
      data-slot="calculator-form"
      className={cn("grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6", className)}
      {...props}
    />
  );
}
