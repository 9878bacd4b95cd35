import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils";

/**
 * The platform's radio button in the site's colours. Radios sharing a `name`
 * form a group (arrow keys move the choice); put them in a <fieldset> with a
 * <legend> naming the question.
 */
export function NativeRadio({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="radio"
      data-slot="native-radio"
      className={cn(
        "size-5 shrink-0 cursor-pointer accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
