import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { themeCookie, type Theme } from "./theme";

interface ThemeContextValue {
  theme: Theme;
  setTheme(theme: Theme): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * The theme chosen on this page view. It starts from the server's reading of
 * the cookie; after hydration a choice updates the cookie and the <html>
 * attribute at once, without a round trip. Without JavaScript the toggles are
 * forms that post to /tema.
 */
export function ThemeProvider({ initialTheme, children }: { initialTheme: Theme; children: ReactNode }) {
  const [theme, setThemeState] = useState(initialTheme);
  const value = useMemo(
    () => ({
      theme,
      setTheme(next: Theme) {
        document.cookie = themeCookie(next, { secure: window.location.protocol === "https:" });
        setThemeState(next);
      },
    }),
    [theme],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error("useTheme must be used inside ThemeProvider");
  return context;
}
