import { useCallback } from "react";
import { useClientStore } from "./hydration";

const listeners = new Map<string, Set<() => void>>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage blocked (private mode, disabled cookies): behave as if nothing was saved.
    return null;
  }
}

/**
 * A string kept in localStorage under `key`. The server render and hydration
 * see null; the stored value arrives right after hydration, so the prerendered
 * HTML always matches. `write` returns false when the browser refuses to store.
 */
export function useStoredString(key: string): [string | null, (value: string) => boolean] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const forKey = listeners.get(key) ?? new Set();
      forKey.add(onChange);
      listeners.set(key, forKey);
      const onStorage = (event: StorageEvent) => event.key === key && onChange();
      window.addEventListener("storage", onStorage);
      return () => {
        forKey.delete(onChange);
        window.removeEventListener("storage", onStorage);
      };
    },
    [key],
  );
  const value = useClientStore(subscribe, () => read(key), null);

  const write = useCallback(
    (next: string) => {
      try {
        window.localStorage.setItem(key, next);
      } catch {
        return false;
      }
      listeners.get(key)?.forEach((listener) => listener());
      return true;
    },
    [key],
  );

  return [value, write];
}
