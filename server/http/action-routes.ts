import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { BoundedCache } from "./bounded-cache";
import { sendMethodNotAllowed } from "./methods";
import { matchPath, routeTree } from "./route-tree";

/**
 * A POST to an address whose route has no action (/, /sobre-nos, an unknown
 * path, /_.data) would reach React Router, which answers it with its
 * "Unexpected Application Error" page (or, for a data request, its English
 * message) and logs a stack trace. The server answers it first, with the
 * site's 405 and the one request-log line every answer gets.
 */

/**
 * The page path a request for React Router's data stands for, as React Router 8
 * reads it (its server's `getNormalizedPath`, not exported): `/contato.data`
 * for "/contato", `/contato/_.data` for "/contato/", `/_.data` for "/". Route
 * matching ignores a trailing slash, so none is kept.
 */
export function dataRequestPath(pathname: string): string {
  let path = pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");
  if (path !== "/" && path.endsWith("/")) path = path.slice(0, -1);
  return path;
}

/** Addresses whose answer is kept: matching ranks the whole route tree again each time (a fifth of a form post's CPU). */
const ANSWERS_KEPT = 1000;

/**
 * Whether a POST to this address reaches an action: React Router sends it to
 * the deepest route that contributes to the path, or to the index route when
 * the query carries a bare `index` (its forms add `?index` when posting to an
 * index route).
 */
export function createActionMatcher(build: ServerBuild): (pathname: string, search: URLSearchParams) => boolean {
  const tree = routeTree(build);
  const answers = new BoundedCache<boolean>(1024 * 1024, ANSWERS_KEPT);
  return (pathname, search) => {
    const path = dataRequestPath(pathname);
    const toIndexRoute = search.getAll("index").some((value) => value === "");
    const key = `${toIndexRoute ? "?index " : ""}${path}`;
    const known = answers.get(key);
    if (known !== undefined) return known;
    const matches = matchPath(tree, path);
    let answer = false;
    if (matches && matches.length > 0) {
      const last = matches[matches.length - 1]!;
      const target =
        toIndexRoute && last.route.index === true
          ? last
          : matches.filter((match, position) => position === 0 || (match.route.path ?? "") !== "").at(-1)!;
      answer = typeof build.routes[target.route.id]?.module.action === "function";
    }
    answers.set(key, answer, 1);
    return answer;
  };
}

/** 405 for a POST that no action would take; everything else goes on to React Router. */
export function postsOnlyToActions(build: ServerBuild): RequestHandler {
  const hasAction = createActionMatcher(build);
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const query = req.originalUrl.indexOf("?");
    const search = new URLSearchParams(query === -1 ? "" : req.originalUrl.slice(query + 1));
    if (hasAction(req.path, search)) return next();
    sendMethodNotAllowed(res, ["GET", "HEAD"]);
  };
}
