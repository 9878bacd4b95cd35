/**
 * The visitor's colour theme. The choice lives in a cookie the server reads,
 * so the first paint is already right; "system" is the absence of the cookie
 * and follows `prefers-color-scheme` in CSS, with no script at all.
 * Pure functions: shared by the root loader, the /tema action and the toggles.
 */
export type Theme = "light" | "dark" | "system";

export const THEME_COOKIE = "tema";

/** A year: long enough to feel remembered, short enough to expire on an abandoned device. */
const THEME_MAX_AGE_SECONDS = 31_536_000;

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark" || value === "system";
}

/** The theme a request's Cookie header asks for; anything else is "system". */
export function readThemeCookie(cookieHeader: string | null | undefined): Theme {
  if (!cookieHeader) return "system";
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === THEME_COOKIE && (value === "light" || value === "dark")) return value;
  }
  return "system";
}

/** The cookie that stores a choice ("system" deletes it). Not HttpOnly: the browser sets it too. */
export function themeCookie(theme: Theme, { secure }: { secure: boolean }): string {
  const attributes = ["Path=/", "SameSite=Lax", ...(secure ? ["Secure"] : [])];
  if (theme === "system") return [`${THEME_COOKIE}=`, "Max-Age=0", ...attributes].join("; ");
  return [`${THEME_COOKIE}=${theme}`, `Max-Age=${THEME_MAX_AGE_SECONDS}`, ...attributes].join("; ");
}

/** Any host stands in for this site while a return path is resolved: only the path and query are kept. */
const PLACEHOLDER_ORIGIN = "http://site.invalid";

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Where the no-JavaScript toggle goes back to: a path on this site, never
 * another origin, written as a valid Location header (ASCII, percent-encoded).
 * Anything else is "/". Control characters are refused rather than dropped:
 * URL parsers remove tabs and line breaks, so "/\t/evil.example" would
 * become the other site's "//evil.example".
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.includes("\\") || hasControlCharacter(value)) {
    return "/";
  }
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return "/";
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return "/";
  const path = `${url.pathname}${url.search}`;
  return path.startsWith("//") ? "/" : path;
}
