/** Animated counters (spec section 4): 100 steps, one every 20 ms, starting at 50 % visibility. */
export const COUNTER_STEPS = 100;
export const COUNTER_INTERVAL_MS = 20;
export const COUNTER_VISIBILITY_THRESHOLD = 0.5;

/** Decimals the target itself has (1.7 → 1), so intermediate values read like the final one. */
export function decimalsOf(target: number): number {
  const [, fraction = ""] = String(target).split(".");
  return fraction.length;
}

/** Value shown after `step` of `steps` steps: a straight line from 0 to the target, exact at the end. */
export function counterValueAt(target: number, step: number, steps = COUNTER_STEPS): number {
  if (step >= steps) return target;
  if (step <= 0) return 0;
  const factor = 10 ** decimalsOf(target);
  return Math.round(((target * step) / steps) * factor) / factor;
}
