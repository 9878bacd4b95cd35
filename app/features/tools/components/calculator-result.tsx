import type { ReactElement, ReactNode } from "react";
import { ResultLive } from "./result-live";

/**
 * A calculator's result column: the live region holding the result (a
 * ResultTile, or null before there is one), then the agency's word under a
 * result or, before one, a dashed box saying what to fill in.
 *
 * `notice`: for calculators that explain invalid fields, what is said above
 * the result (the two stack 1 rem apart). Pass a null `placeholder` where the
 * notice takes its place.
 */
export function CalculatorResult({
  children,
  notice,
  bridge,
  placeholder,
  className,
}: {
  children: ReactElement | null;
  notice?: ReactNode;
  bridge: ReactNode;
  placeholder: ReactNode;
  className?: string;
}) {
  return (
    <div data-slot="calculator-result" className={className}>
      <ResultLive className={notice ? "grid gap-4" : undefined}>
        {notice}
        {children}
      </ResultLive>
      {children ? (
        bridge
      ) : placeholder ? (
        <p className="grid min-h-40 place-items-center rounded-xl border border-dashed p-6 text-center text-balance text-muted-foreground">
          {placeholder}
        </p>
      ) : null}
    </div>
  );
}
