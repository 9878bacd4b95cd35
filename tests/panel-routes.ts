import routes from "#app/routes";
import { isPanelPath } from "#app/features/panel/paths";

/**
 * Every route module under /painel, read from app/routes.ts (layouts
 * included), so the guard tests cover a route the day it is added
 * (Vitest calls them through ./panel-route-calls.ts, Playwright visits them).
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
