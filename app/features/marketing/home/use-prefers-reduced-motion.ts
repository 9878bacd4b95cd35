import { useClientStore } from "#app/lib/hydration";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the visitor asked the system for less motion; false on the server. */
export function usePrefersReducedMotion(): boolean {
  return useClientStore(subscribe, () => window.matchMedia(QUERY).matches, false);
}
