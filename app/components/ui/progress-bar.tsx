import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils";

/**
 * A progress bar drawn by CSS from `value` (0–100): its role and values are
 * in the server HTML and it needs no script. Name it with aria-label.
 */
export function ProgressBar({
  value,
  className,
  ...props
}: Omit<ComponentProps<"div">, "role" | "children"> & { value: number }) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-slot="progress-bar"
      className={cn("relative w-full overflow-hidden rounded-full bg-muted", className ?? "h-3")}
      {...props}
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
