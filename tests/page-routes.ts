import type { MetaDescriptor, RouterContextProvider } from "react-router";
import type { RouteHandle } from "#app/lib/route-handle";
import routes from "#app/routes";

/**
 * The routes that render a page for search engines, read from app/routes.ts
 * with their modules, so tests over "every page" cover a route the day it is
 * added. Routes without a page component (redirects, files), not-found pages
 * (noindex) and the catch-all are left out.
 */

interface RouteModule {
  default?: unknown;
  handle?: RouteHandle;
  meta?: (args: unknown) => MetaDescriptor[] | undefined;
  loader?: (args: { request: Request; params: Record<string, string>; context: RouterContextProvider }) => unknown;
}

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
}

export interface PageRoute {
  /** URL path; dynamic segments stay as patterns ("/blog/:slug"). */
  path: string;
  file: string;
  module: RouteModule;
}

const modules = import.meta.glob<RouteModule>("/app/routes/**/*.{ts,tsx}");

export async function pageRoutes(): Promise<PageRoute[]> {
  const pages: PageRoute[] = [];
  for (const entry of routes as readonly RouteEntry[]) {
    const path = entry.index ? "/" : `/${entry.path ?? ""}`;
    if (path.includes("*")) continue;
    const load = modules[`/app/${entry.file}`];
    if (!load) throw new Error(`route module not found: app/${entry.file}`);
    const module = await load();
    if (module.default === undefined || module.handle?.noIndex) continue;
    pages.push({ path, file: entry.file, module });
  }
  return pages;
}
