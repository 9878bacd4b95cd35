import type { ComponentProps, ReactNode } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#app/lib/utils";
import { ShareResult } from "./share-result";

/** The highlighted box a calculator's result shows in, ending with the button that copies the result's link. */
export function ResultTile({ className, children, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="result-tile"
      className={cn("rounded-xl border border-primary/30 bg-accent/50 p-4 sm:p-6", className)}
      {...props}
    >
      {children}
      <ShareResult className="mt-4" />
    </div>
  );
}

const headlineVariants = cva("mt-1 font-heading font-bold tracking-tight break-words tabular-nums", {
  variants: {
    /** long: a figure that may not fit a phone in the largest type ("420× R$ 1.234,56"). */
    size: { default: "text-4xl", long: "text-3xl sm:text-4xl" },
  },
  defaultVariants: { size: "default" },
});

/**
 * A result's main figure in a <dl>, across the tile's grid: its label, the
 * figure in large type (`className` adds to the figure) and an optional note under it.
 */
export function ResultHeadline({
  label,
  children,
  note,
  size,
  className,
}: {
  label: ReactNode;
  children: ReactNode;
  note?: ReactNode;
  className?: string;
} & VariantProps<typeof headlineVariants>) {
  return (
    <div data-slot="result-headline" className="col-span-full">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className={cn(headlineVariants({ size }), className)}>{children}</dd>
      {note ? <dd className="mt-1 text-sm text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

/** One more figure of a result, on a card of its own in the tile's <dl> (`className` adds to the figure). */
export function ResultStat({
  label,
  children,
  className,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div data-slot="result-stat" className="min-w-0 rounded-lg bg-card p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={cn("mt-0.5 text-lg font-semibold break-words tabular-nums", className)}>{children}</dd>
    </div>
  );
}
