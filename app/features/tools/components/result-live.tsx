import type { ReactNode } from "react";
import { cn } from "#app/lib/utils";

/**
 * The polite live region every tool announces its results in. It is always
 * rendered (empty before the first calculation) and, while empty, only
 * visually hidden: a region must already be in the accessibility tree for
 * screen readers to announce its first content.
 */
export function ResultLive({
  children,
  className,
  label = "Resultado",
}: {
  children?: ReactNode;
  className?: string;
  label?: string;
}) {
  return (
    <div role="status" aria-live="polite" aria-label={label} className={cn("empty:sr-only", className)}>
      {children}
    </div>
  );
}
