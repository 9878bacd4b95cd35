import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { useClientStore } from "~/lib/hydration";
import {
  applyTheme,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  themeStorageKey,
  type ResolvedTheme,
  type Theme,
} from "./theme-script";

interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme(theme: Theme): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);
const darkQuery = "(prefers-color-scheme: dark)";
const themeListeners = new Set<() => void>();

function subscribeTheme(onChange: () => void) {
  themeListeners.add(onChange);
  // Another tab changing the theme updates this one too.
  const onStorage = (event: StorageEvent) => event.key === themeStorageKey && onChange();
  window.addEventListener("storage", onStorage);
  return () => {
    themeListeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

function subscribeSystem(onChange: () => void) {
  const query = window.matchMedia(darkQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function readSystemDark() {
  return window.matchMedia(darkQuery).matches;
}

function setTheme(theme: Theme) {
  storeTheme(theme);
  themeListeners.forEach((listener) => listener());
}

/**
 * Light / dark / system, remembered in localStorage. The inline script in the
 * document head has already applied it before first paint; this keeps React in
 * sync after hydration and follows the system setting while "system" is chosen.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useClientStore<Theme>(subscribeTheme, readStoredTheme, "system");
  const systemDark = useClientStore(subscribeSystem, readSystemDark, false);
  const resolvedTheme = resolveTheme(theme, systemDark);

  useEffect(() => {
    applyTheme(resolvedTheme);
  }, [resolvedTheme]);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error("useTheme must be used inside ThemeProvider");
  return context;
}
