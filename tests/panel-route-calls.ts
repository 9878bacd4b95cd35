import type { RouterContextProvider } from "react-router";
import { panelRoutes } from "./panel-routes";

/**
 * A panel route called as React Router calls it, inside the middleware of
 * the layouts around it (app/routes.ts): for Vitest only (`import.meta.glob`
 * is Vite's).
 */

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

type Called<F> = F extends (...args: never[]) => infer R ? (args: RouteArgs) => Promise<Awaited<R>> : never;

/**
 * A panel route's loader and action, each called through the middleware of its layouts (`callRoute`), typed as the
 * route's own: `await panelRoute<typeof import("./lead")>("routes/painel/lead.tsx")`.
 */
export async function panelRoute<M extends { loader?: unknown; action?: unknown }>(
  file: string,
): Promise<{ loader: Called<M["loader"]>; action: Called<M["action"]> }> {
  const chain = await loadPanelRoute(file);
  const call = (kind: "loader" | "action") => (args: RouteArgs) => callRoute(chain, kind, args);
  return { loader: call("loader"), action: call("action") } as {
    loader: Called<M["loader"]>;
    action: Called<M["action"]>;
  };
}
