import type { ComponentProps } from "react";
import { Input } from "#app/components/ui/input";

/**
 * A text field for numbers typed the Brazilian way ("1.000,50"): phone
 * keyboards show digits and the comma. Parse its value with
 * parseBrazilianNumber from #app/lib/numbers.
 */
export function DecimalInput(props: Omit<ComponentProps<typeof Input>, "type" | "inputMode">) {
  return <Input type="text" inputMode="decimal" autoComplete="off" spellCheck={false} {...props} />;
}
