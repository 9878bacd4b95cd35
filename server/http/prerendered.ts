import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { RequestHandler } from "express";
import { NONCE_PLACEHOLDER } from "~/features/security/nonce";
import { setCache } from "./cache";
import { deferHydration } from "./deferred-hydration";

/** Each prerendered page's path ("/sobre-nos") and its HTML, read once at start. */
export type PrerenderedPages = ReadonlyMap<string, string>;

export function loadPrerenderedPages(clientDir: string): PrerenderedPages {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const rel = relative(clientDir, dir).split(sep).join("/");
        pages.set(rel ? `/${rel}` : "/", deferHydration(readFileSync(full, "utf8")));
      }
    }
  };
  walk(clientDir);
  return pages;
}

export function normalizePath(pathname: string): string {
  return pathname === "/" ? "/" : pathname.replace(/\/+$/, "") || "/";
}

const placeholderPattern = new RegExp(`nonce="${NONCE_PLACEHOLDER}"`, "g");

/**
 * Answers GET/HEAD for prerendered pages from memory with this response's
 * nonce, and without the trailing-slash redirect express.static would make.
 */
export function servePrerendered(pages: PrerenderedPages): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let path: string;
    try {
      path = normalizePath(decodeURIComponent(req.path));
    } catch {
      return next();
    }
    const html = pages.get(path);
    if (html === undefined) return next();
    const nonce = String(res.locals.nonce);
    setCache(res, "html");
    res.type("html").send(html.replace(placeholderPattern, `nonce="${nonce}"`));
  };
}
