import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils";

/**
 * The platform's slider (<input type="range">): keyboard, touch and screen
 * readers work natively, and its value is in the server HTML. Name it with a
 * <label htmlFor>.
 */
export function NativeRange({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="range"
      data-slot="native-range"
      className={cn(
        "h-6 w-full cursor-pointer accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
