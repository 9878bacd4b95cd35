import type { RouterContextProvider } from "react-router";
import routes from "~/routes";
import { isPanelPath } from "~/features/panel/paths";

/**
 * Every route module under /painel, read from app/routes.ts (layouts
 * included), so the guard tests cover a route the day it is added, and a
 * way to call one as React Router does: inside the middleware of the
 * layouts around it.
 */

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

export interface PanelRoute {
  /** URL path with its dynamic segments as patterns ("/painel/leads/:id"); a layout, its first page's. */
  path: string;
  file: string;
  /** A pathless layout around other panel routes. */
  layout: boolean;
  /** The files of the layouts around it, outermost first. */
  parents: string[];
}

/** The pages a visitor without a session must reach: signing in, choosing a password through a one-time link. */
export const PUBLIC_PANEL_PATHS = ["/painel/entrar", "/painel/definir-senha"];

function flatten(entries: readonly RouteEntry[], parentPath: string, parents: string[]): PanelRoute[] {
  return entries.flatMap((entry) => {
    const layout = entry.path === undefined && !entry.index;
    const own = entry.path === undefined ? parentPath : `${parentPath.replace(/\/$/, "")}/${entry.path}`;
    const children = flatten(entry.children ?? [], layout ? parentPath : own, [...parents, entry.file]);
    if (!layout) return [{ path: own === "" ? "/" : own, file: entry.file, layout, parents }, ...children];
    // A layout belongs to the panel when every page under it does; it is reached at its first page's path.
    const pages = children.filter((child) => !child.layout);
    const panel = pages.length > 0 && pages.every((child) => isPanelPath(child.path));
    return panel ? [{ path: pages[0]!.path, file: entry.file, layout, parents }, ...children] : children;
  });
}

export function panelRoutes(): PanelRoute[] {
  return flatten(routes as readonly RouteEntry[], "", []).filter((route) => isPanelPath(route.path));
}

/** A concrete URL for a route path (":id" → 1). */
export function examplePath(path: string): string {
  return path.replace(/:id\b/g, "1").replace(/:[A-Za-z]+/g, "x");
}

export interface RouteArgs {
  request: Request;
  /** The page's address, as React Router hands it (without a data request's ".data"); request.url's by default. */
  url?: URL;
  params: Record<string, string>;
  context: RouterContextProvider;
}

type Handler = (args: RouteArgs) => unknown;

export interface RouteModule {
  middleware?: ((args: RouteArgs, next: () => Promise<unknown>) => unknown)[];
  loader?: Handler;
  action?: Handler;
}

const modules = import.meta.glob<RouteModule>("/app/routes/painel/*.{ts,tsx}");

/** A panel route's module and those of the layouts around it, outermost first (app/routes.ts). */
export async function loadPanelRoute(file: string): Promise<RouteModule[]> {
  const route = panelRoutes().find((candidate) => candidate.file === file);
  if (!route) throw new Error(`not a panel route in app/routes.ts: ${file}`);
  return Promise.all(
    [...route.parents, route.file].map((chained) => {
      const load = modules[`/app/${chained}`];
      if (!load) throw new Error(`module not found: ${chained}`);
      return load();
    }),
  );
}

/**
 * Calls the loader or action of the last module of `chain` as React Router
 * does: every module's middleware first, outermost first, each one running
 * the rest through `next`; what one throws (a redirect, a 401) is the answer.
 * A new `context` per call: the middleware writes the signed-in member in it.
 */
export async function callRoute(chain: readonly RouteModule[], kind: "loader" | "action", args: RouteArgs) {
  const handler = chain.at(-1)?.[kind];
  if (!handler) throw new Error(`the route has no ${kind}`);
  args = { url: new URL(args.request.url), ...args };
  const middleware = chain.flatMap((module) => module.middleware ?? []);
  const run = async (index: number): Promise<unknown> => {
    if (index === middleware.length) return handler(args);
    let inner: unknown;
    // A middleware that returns nothing passes on what the rest answered.
    const own = await middleware[index]!(args, async () => (inner = await run(index + 1)));
    return own ?? inner;
  };
  return run(0);
}
