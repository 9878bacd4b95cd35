import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { ServerContext } from "#app/load-context";

/** React Router's request handler for a build, given the server's context of the request. */
export type HandleRequest = (request: Request, server: ServerContext) => Promise<Response>;

/**
 * React Router 8 hands loaders a `RouterContextProvider` whose values are found by the identity of their
 * context object. The server build (Vite) and the server's own bundle (esbuild) each hold a copy of
 * app/load-context.ts, so the provider must be made by the build's copy: its entry (app/entry.server.tsx)
 * exports `routerContext`.
 */
export function createHandler(build: ServerBuild, mode: string): HandleRequest {
  const handler = createRequestHandler(build, mode);
  const routerContext = (build.entry.module as { routerContext?: unknown }).routerContext;
  if (typeof routerContext !== "function") {
    throw new Error("The server build's entry exports no routerContext (app/entry.server.tsx).");
  }
  const provider = routerContext as (server: ServerContext) => RouterContextProvider;
  return (request, server) => handler(request, provider(server));
}
