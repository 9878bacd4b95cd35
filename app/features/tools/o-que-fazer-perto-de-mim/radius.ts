/**
 * The search radius choices. Apart from the Overpass code so the page's first
 * script can draw the form without it (the search code loads on the first search).
 */

export const RADIUS_OPTIONS_M = [1000, 2000, 5000, 10000, 20000] as const;
export const DEFAULT_RADIUS_M = 5000;

/** The radius chosen in the form, or the default when missing or not one of the options. */
export function readRadius(text: string | undefined): number {
  const value = Number(text);
  return (RADIUS_OPTIONS_M as readonly number[]).includes(value) ? value : DEFAULT_RADIUS_M;
}

/** "5 km" */
export function formatRadius(metres: number): string {
  return `${metres / 1000} km`;
}
