import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Request, RequestHandler, Response } from "express";
import { readThemeCookie } from "~/features/theme/theme";
import { setCache } from "./cache";
import { isTrackingParam } from "./tracking-params";

/** One prerendered page, ready to send: its bytes in each encoding, its validator and its CSP. */
export interface StaticPage {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
  csp: string;
}

export interface StaticPages {
  /** By path: "/", "/sobre-nos", "/blog/um-artigo". */
  pages: ReadonlyMap<string, StaticPage>;
  /** build/client/404.html, sent with status 404. */
  notFound: StaticPage;
}

interface PageEntry {
  file: string;
  etag: string;
  scriptHashes: string[];
}

interface StaticPagesManifest {
  pages: Record<string, PageEntry>;
  notFound: PageEntry;
}

function readOptional(file: string): Buffer | null {
  return existsSync(file) ? readFileSync(file) : null;
}

/**
 * Reads BUILD_DIR/static-pages.json (written by scripts/build-static.ts) and
 * every page it lists, with its precompressed variants, into memory once.
 */
export function loadStaticPages(buildDir: string, csp: (scriptHashes: readonly string[]) => string): StaticPages {
  const manifest = JSON.parse(readFileSync(join(buildDir, "static-pages.json"), "utf8")) as StaticPagesManifest;
  const load = (entry: PageEntry): StaticPage => {
    const file = join(buildDir, "client", entry.file);
    return {
      identity: readFileSync(file),
      br: readOptional(`${file}.br`),
      gzip: readOptional(`${file}.gz`),
      etag: entry.etag,
      csp: csp(entry.scriptHashes),
    };
  };
  const pages = new Map(Object.entries(manifest.pages).map(([path, entry]) => [path, load(entry)]));
  return { pages, notFound: load(manifest.notFound) };
}

export function normalizePath(pathname: string): string {
  return pathname === "/" ? "/" : pathname.replace(/\/+$/, "") || "/";
}

/**
 * Whether this request needs the server to render the page rather than send
 * its prerendered file: a query the page reads (a calculator's inputs, a blog
 * search) or a theme chosen by cookie. Campaign tags (utm_*, gclid, …) change
 * nothing on the page, so those visitors get the file.
 */
export function needsServerRender(req: Request): boolean {
  if (readThemeCookie(req.headers.cookie) !== "system") return true;
  const query = req.originalUrl.indexOf("?");
  if (query === -1) return false;
  for (const key of new URLSearchParams(req.originalUrl.slice(query + 1)).keys()) {
    if (!isTrackingParam(key)) return true;
  }
  return false;
}

/** Sends a prerendered page in the best encoding the client accepts, answering 304 to a matching If-None-Match. */
export function sendStaticPage(req: Request, res: Response, page: StaticPage, status = 200): void {
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  const body = encoding === "br" && page.br ? page.br : encoding === "gzip" && page.gzip ? page.gzip : page.identity;
  const suffix = body === page.br ? "-br" : body === page.gzip ? "-gz" : "";
  res.status(status);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Security-Policy", page.csp);
  res.setHeader("Vary", "Accept-Encoding");
  setCache(res, "staticPage");
  if (suffix) res.setHeader("Content-Encoding", suffix === "-br" ? "br" : "gzip");
  if (status === 200) {
    res.setHeader("ETag", `${page.etag.slice(0, -1)}${suffix}"`);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
  }
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** GET/HEAD of a prerendered page, from memory, without the trailing-slash redirect a file server would make. */
export function servePrerendered({ pages }: StaticPages): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let path: string;
    try {
      path = normalizePath(decodeURIComponent(req.path));
    } catch {
      return next();
    }
    const page = pages.get(path);
    if (page === undefined || needsServerRender(req)) return next();
    sendStaticPage(req, res, page);
  };
}
