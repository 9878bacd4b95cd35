import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * The polite live region every tool announces its results in. It is always
 * rendered (empty before the first calculation) so screen readers register it
 * before its content changes.
 */
export function ResultLive({ children, className, label = "Resultado" }: { children?: ReactNode; className?: string; label?: string }) {
  return (
    <div role="status" aria-live="polite" aria-label={label} className={cn("empty:hidden", className)}>
      {children}
    </div>
  );
}
