import type { MarketData } from "./features/tools/market-data";
import type { LeadsModule } from "../server/leads";
import type { PanelService } from "../server/panel";

/** What the Express server hands to every loader and action (server/app.ts). */
declare module "react-router" {
  interface AppLoadContext {
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
    /** The request is React Router's data request (".data"): a panel guard answers 401 instead of redirecting. */
    dataRequest: boolean;
  }
}

export {};
