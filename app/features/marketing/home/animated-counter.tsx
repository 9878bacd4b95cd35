import { formatNumber } from "#app/lib/numbers";
import { decimalsOf } from "./counter";
import { useCountUp } from "./use-count-up";

interface AnimatedCounterProps {
  value: number;
  prefix?: string;
  suffix?: string;
  className?: string;
}

/**
 * A figure that counts up when scrolled into view. Screen readers get the
 * final figure once instead of a hundred intermediate ones.
 */
export function AnimatedCounter({ value, prefix = "", suffix = "", className }: AnimatedCounterProps) {
  const { ref, value: current, phase } = useCountUp<HTMLSpanElement>(value);
  const decimals = decimalsOf(value);
  return (
    <span className={className}>
      <span
        ref={ref}
        aria-hidden="true"
        data-slot="counter"
        data-target={value}
        data-phase={phase}
        className="tabular-nums"
      >
        {`${prefix}${formatNumber(current, decimals)}${suffix}`}
      </span>
      <span className="sr-only">{`${prefix}${formatNumber(value, decimals)}${suffix}`}</span>
    </span>
  );
}
