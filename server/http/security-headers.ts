import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import type { Env } from "~/config/env.server";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy: scripts only from our origin or inline with
 * this response's nonce (never 'unsafe-inline'); styles may be inline because
 * Radix and sonner set style attributes and sonner injects its stylesheet.
 */
export function contentSecurityPolicy(nonce: string, env: Pick<Env, "VITE_VIACEP_URL" | "VITE_BRASILAPI_URL">): string {
  const lookupOrigins = [env.VITE_VIACEP_URL, env.VITE_BRASILAPI_URL].map((url) => new URL(url).origin);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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

/** Sets res.locals.nonce and the security headers every response carries. */
export function securityHeaders(env: Pick<Env, "VITE_VIACEP_URL" | "VITE_BRASILAPI_URL">): RequestHandler {
  return (req, res, next) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, env));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", permissionsPolicy);
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
