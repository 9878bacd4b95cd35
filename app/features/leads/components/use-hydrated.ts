import { useSyncExternalStore } from "react";

function subscribe(): () => void {
  return () => {};
}

/**
 * False in the server HTML and during hydration, true once React runs in the
 * browser: lets a control render a plain HTML fallback that works before (or
 * without) JavaScript and swap to its enhanced version afterwards.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
