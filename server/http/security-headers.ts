import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import type { Env } from "#app/config/env.server";

type LookupEnv = Pick<Env, "VITE_VIACEP_URL" | "VITE_BRASILAPI_URL" | "VITE_OVERPASS_URL">;

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy. Scripts come only from our origin, plus the
 * inline scripts this response carries, named by hash (prerendered pages: the
 * same bytes every time) or by a fresh nonce (server-rendered responses);
 * never 'unsafe-inline'. Styles may be inline: sonner sets style attributes
 * and injects its stylesheet, and inline styles cannot run code.
 */
export function contentSecurityPolicy(inlineScripts: readonly string[], env: LookupEnv): string {
  const lookupOrigins = [env.VITE_VIACEP_URL, env.VITE_BRASILAPI_URL, env.VITE_OVERPASS_URL].map(
    (url) => new URL(url).origin,
  );
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${lookupOrigins.join(" ")}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

export const permissionsPolicy = "camera=(), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()";

/** What every document (page, error, API answer) carries; hashed assets only get nosniff. */
export const documentHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": permissionsPolicy,
  "Cross-Origin-Opener-Policy": "same-origin",
} as const;

/** Sent only on requests that arrived over HTTPS (directly or through a trusted proxy). */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains";

/**
 * The security headers (the CSP is set by whoever sends a page). Hashed
 * scripts, styles and fonts under /assets/ only carry nosniff: the others
 * govern documents, and on the 15–20 files a page loads over HTTP/1.1 they
 * would add some 6 KB to every first visit.
 */
export function securityHeaders(): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith("/assets/")) res.setHeader("X-Content-Type-Options", "nosniff");
    else for (const [name, value] of Object.entries(documentHeaders)) res.setHeader(name, value);
    if (req.secure) res.setHeader("Strict-Transport-Security", strictTransportSecurity);
    next();
  };
}

/** For server-rendered responses: a nonce for React Router's inline scripts, and the CSP that allows it. */
export function nonceContentSecurityPolicy(env: LookupEnv): RequestHandler {
  return (_req, res, next) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], env));
    next();
  };
}
