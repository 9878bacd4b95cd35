import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names. Unlike shadcn/ui's default it does not resolve
 * conflicting utilities at run time: that would ship tailwind-merge (7 KB
 * compressed) to every page. Components keep their variants free of
 * overlaps instead, and server renders detect a conflict with twMerge (there
 * only). Where a conflict can still be fixed it throws: in development, in
 * the tests and while the build prerenders, so the build fails. A production
 * server logs it once and renders: a styling slip on a page rendered per
 * request (the panel, a calculator's result) must not become a 500.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.SSR) checkConflicts(classes);
  return classes;
}

/**
 * Set on globalThis by the build's process before it prerenders (react-router.config.ts): the production bundle
 * renders there too, and a conflict must fail the build rather than be logged.
 */
export const STRICT_CLASSES = Symbol.for("agencia-site.strict-classes");
const flags = globalThis as { [STRICT_CLASSES]?: boolean };

/**
 * Class lists already checked (and, in production, reported). Components pass the same few hundred lists on every
 * render, and twMerge on each of them took about 5 % of a server render (docs/decisions/036). Bounded, in case
 * some component builds lists from data.
 */
const checked = new Set<string>();
const CHECKED_LIMIT = 2_000;

function checkConflicts(classes: string): void {
  if (checked.has(classes)) return;
  const kept = new Set(twMerge(classes).split(" "));
  const overridden = classes.split(/\s+/).filter((name) => name !== "" && !kept.has(name));
  if (overridden.length > 0) {
    const message = `Conflicting Tailwind classes (${overridden.join(", ")} overridden) in: ${classes}`;
    if (import.meta.env.DEV || flags[STRICT_CLASSES]) throw new Error(message);
    console.error(message);
  }
  if (checked.size >= CHECKED_LIMIT) checked.clear();
  checked.add(classes);
}
