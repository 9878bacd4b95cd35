import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { isPanelPath } from "#app/features/panel/paths";
import { readThemeCookie } from "#app/features/theme/theme";
import { normalizePath, sendStaticPage, type StaticPage } from "./prerendered";
import { matchPath, routeTree } from "./route-tree";

/** Route paths that only ever render the not-found page: the catch-all, and /404, the page's prerendered copy. */
const notFoundRoutePaths = new Set(["*", "404"]);

/**
 * Tells whether the app has anything at a path: a static route (page,
 * redirect, sitemap), or a dynamic one whose page was prerendered (every blog
 * article is). Anything else can only be the not-found page.
 */
export function createPathMatcher(build: ServerBuild): (pathname: string) => boolean {
  const tree = routeTree(build);
  const prerendered = new Set(build.prerender.map(normalizePath));
  return (pathname) => {
    const leaf = matchPath(tree, pathname)?.at(-1)?.route;
    if (!leaf || notFoundRoutePaths.has(leaf.path ?? "")) return false;
    const dynamic = /[:*]/.test(leaf.path ?? "");
    return !dynamic || prerendered.has(normalizePath(pathname));
  };
}

/**
 * GET/HEAD of a path the app does not have: the prerendered not-found page
 * from memory with status 404, instead of rendering it for every stray
 * request. Data and route-discovery requests of React Router pass through;
 * a visitor with a theme cookie gets the page rendered in that theme.
 */
export function serveNotFound(build: ServerBuild, page: StaticPage): RequestHandler {
  const hasPath = createPathMatcher(build);
  const manifestPath = build.routeDiscovery.manifestPath;
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return sendStaticPage(req, res, page, { status: 404, secure: req.secure });
    }
    // The panel renders its own pages per request (a lead that does not exist is its own 404).
    if (path.endsWith(".data") || path === manifestPath || isPanelPath(path) || hasPath(path)) return next();
    if (readThemeCookie(req.headers.cookie) !== "system" && normalizePath(path) !== "/404") return next();
    sendStaticPage(req, res, page, { status: 404, secure: req.secure });
  };
}
