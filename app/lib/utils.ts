import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names. Unlike shadcn/ui's default it does not resolve
 * conflicting utilities at run time: that would ship tailwind-merge (7 KB
 * compressed) to every page. Components keep their variants free of
 * overlaps instead, and server renders (so the build's prerendering and every
 * end-to-end test) fail on a conflict, which twMerge detects there only.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.SSR) assertNoConflicts(classes);
  return classes;
}

/**
 * Class lists already found free of conflicts. Components pass the same few hundred lists on every render, and
 * twMerge on each of them took about 5 % of a server render (docs/decisions/036). Bounded, in case some component
 * builds lists from data.
 */
const checked = new Set<string>();
const CHECKED_LIMIT = 2_000;

function assertNoConflicts(classes: string): void {
  if (checked.has(classes)) return;
  const kept = new Set(twMerge(classes).split(" "));
  const overridden = classes.split(/\s+/).filter((name) => name !== "" && !kept.has(name));
  if (overridden.length > 0) {
    throw new Error(`Conflicting Tailwind classes (${overridden.join(", ")} overridden) in: ${classes}`);
  }
  if (checked.size >= CHECKED_LIMIT) checked.clear();
  checked.add(classes);
}
