import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

/**
 * Becomes true once the page's hydration, and the transition of useHydrated
 * that follows it, have committed. Components that mount after that (client
 * navigations) have no server HTML to match and may render browser-only values
 * at once.
 */
let appHydrated = false;

/**
 * False in the server HTML and during hydration, true afterwards: lets a
 * control render a plain HTML fallback that works before (or without)
 * JavaScript, then its enhanced version.
 *
 * The switch is a transition, rendered in slices. A useSyncExternalStore whose
 * server snapshot differs from the browser's would instead make React re-render
 * synchronously right after hydration: one long task on a slow phone. Here the
 * store only tells server renders and hydration (its server snapshot) from
 * later mounts, and the flag it reads changes once the switch has committed,
 * when no hydration check is pending.
 */
export function useHydrated(): boolean {
  const mountedAfterHydration = useSyncExternalStore(subscribeNever, readAppHydrated, serverSnapshot);
  const [hydrated, setHydrated] = useState(mountedAfterHydration);
  useEffect(() => {
    if (hydrated) appHydrated = true;
    else startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

function subscribeNever(): () => void {
  return () => {};
}

function readAppHydrated(): boolean {
  return appHydrated;
}

function serverSnapshot(): boolean {
  return false;
}

/**
 * useSyncExternalStore for a browser-only store (localStorage, media queries):
 * the server HTML and hydration see `serverSnapshot`, and the browser's value
 * follows in the hydration transition of useHydrated.
 */
export function useClientStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  serverSnapshot: T,
): T {
  const hydrated = useHydrated();
  const getServerSnapshot = () => serverSnapshot;
  return useSyncExternalStore(subscribe, hydrated ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
