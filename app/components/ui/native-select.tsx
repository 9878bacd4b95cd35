import type { ComponentProps } from "react";
import { Icon } from "#app/components/ui/icon";
import { cn } from "#app/lib/utils";

/**
 * The platform's own select, styled like Input: a phone opens its native
 * picker, and it posts with its form before and without JavaScript.
 */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <div data-slot="native-select-wrapper" className="relative">
      <select
        data-slot="native-select"
        className={cn(
          "h-11 w-full min-w-0 appearance-none rounded-md border border-input bg-card py-2 pr-9 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed disabled:opacity-50 sm:text-sm",
          "focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/25",
          // The disabled placeholder option reads like an input's placeholder, not like an answer.
          "[&:has(option[value='']:checked)]:text-muted-foreground [&_option]:text-foreground",
          className,
        )}
        {...props}
      />
      <Icon
        name="chevron-down"
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
      />
    </div>
  );
}
