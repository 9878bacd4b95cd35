import { createCookie } from "react-router";

/**
 * The panel's session cookie: a random value whose SHA-256 names the
 * session row. HttpOnly, SameSite=Lax, path /; on an HTTPS site also Secure
 * with the __Host- prefix, which the browser only accepts from this host,
 * over HTTPS, for the whole site (no Domain attribute can widen it).
 */
export const SESSION_IDLE_MS = 7 * 24 * 3_600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3_600_000;

export interface SessionCookie {
  name: string;
  secure: boolean;
  read(cookieHeader: string | null): Promise<string | null>;
  serialize(token: string): Promise<string>;
  clear(): Promise<string>;
}

export function sessionCookie(siteUrl: string): SessionCookie {
  const secure = new URL(siteUrl).protocol === "https:";
  const name = secure ? "__Host-painel" : "painel_sessao";
  const cookie = createCookie(name, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    // The browser may keep it as long as the session can live; the server ends it sooner when idle.
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  return {
    name,
    secure,
    async read(cookieHeader) {
      const value: unknown = await cookie.parse(cookieHeader);
      return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    },
    serialize: (token) => cookie.serialize(token),
    clear: () => cookie.serialize("", { maxAge: 0 }),
  };
}
