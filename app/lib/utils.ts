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

function assertNoConflicts(classes: string): void {
  const kept = new Set(twMerge(classes).split(" "));
  const overridden = classes.split(/\s+/).filter((name) => name !== "" && !kept.has(name));
  if (overridden.length > 0) {
    throw new Error(`Conflicting Tailwind classes (${overridden.join(", ")} overridden) in: ${classes}`);
  }
}
