import { createContext, RouterContextProvider } from "react-router";
import type { MarketData } from "./features/tools/market-data";
import type { LeadsModule } from "#server/leads";
import type { PanelService } from "#server/panel";

/** What the Express server hands to every loader and action (server/app.ts). */
export interface ServerContext {
  /** Per-request CSP nonce for inline scripts. */
  nonce: string;
  /** Lead intake for route actions (forms submitted without JavaScript). */
  leads: LeadsModule["service"];
  /** The visitor's IP as Express resolved it (honours TRUST_PROXY). */
  clientIp: string;
  /** Every prerendered page path, for the sitemap. */
  publicPaths: readonly string[];
  /** Banco Central data as stored now (decision 038); absent while prerendering. */
  marketData?: MarketData;
  /** Rendered to be kept and sent to many (server/http/result-cache.ts): the whole document at once. */
  cacheable?: boolean;
  /** The team's panel: accounts, sessions, leads work, exports (server/panel). Only /painel routes use it. */
  panel: PanelService;
}

/** The server's context in React Router's request context; unset while prerendering (build time). */
export const serverContext = createContext<ServerContext | null>(null);

/** React Router's request context carrying the server's: what its request handler takes. */
export function routerContext(server: ServerContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[serverContext, server]]));
}

/** The server's context of a request; throws when there is none (a loader that only a request may run). */
export function fromServer(context: Readonly<RouterContextProvider>): ServerContext {
  const server = context.get(serverContext);
  if (!server) throw new Error("no server context: this runs for requests to the server, not while prerendering");
  return server;
}
