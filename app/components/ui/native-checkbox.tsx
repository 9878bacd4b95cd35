import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils";

/**
 * The platform's checkbox in the site's colours: it posts with its form,
 * works before and without JavaScript, and needs no script. Give it a
 * <label htmlFor> (or wrap it in a <label> with nothing else labelable).
 */
export function NativeCheckbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      data-slot="native-checkbox"
      className={cn(
        "size-5 shrink-0 cursor-pointer rounded accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
