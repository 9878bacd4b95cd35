import { join } from "node:path";
import compression from "compression";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import express, { type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerBuild } from "react-router";
import type { Logger } from "pino";
import type { Env } from "#app/config/env.server";
import { LIVE_TOOL_PAGES } from "#app/features/tools/live-pages";
import { MARKET_DATA_ENDPOINT } from "#app/features/tools/market-data";
import type { MarketDataModule } from "./bcb";
import type { LeadsModule } from "./leads";
import { whatsappClickRoute } from "./leads/whatsapp-clicks";
import { WHATSAPP_CLICK_PATH } from "#app/features/leads/whatsapp-click";
import { recordGoogleFetch } from "./conversions/fetch-log";
import { googleAdsFeedRoutes } from "./conversions/google-ads-route";
import { postsOnlyToActions } from "./http/action-routes";
import type { PanelService } from "./panel";
import { rejectMalformedPaths } from "./http/bad-path";
import { BODY_LIMIT_BYTES, bodyLimit, refuseAsText } from "./http/body-limit";
import { cacheRules } from "#app/config/cache-rules";
import { setCache } from "./http/cache";
import { keepFirstClick } from "./http/kept-click";
import { oneDrainListener } from "./http/drain-listeners";
import { errorHandler } from "./http/error-handler";
import { allowedMethods } from "./http/methods";
import { serveNotFound } from "./http/not-found";
import { operations } from "./http/operations";
import { createOriginCheck, refuseForeignOrigins, siteOrigin } from "./http/origin-check";
import { formBodiesOnly } from "./http/form-bodies";
import { panelHeaders } from "./http/panel-headers";
import { serviceWorkerScope } from "./http/service-worker";
import { loadStaticPages, prerenderedFirst } from "./http/prerendered";
import { reactRouterHandler } from "./http/react-router";
import { requestLog } from "./http/request-log";
import type { RenderPool } from "./http/render-pool";
import { resultPages } from "./http/result-cache";
import { contentSecurityPolicy, nonceContentSecurityPolicy, securityHeaders } from "./http/security-headers";
import { createHandler } from "./http/request-handler";

export interface AppDeps {
  env: Env;
  build: ServerBuild;
  /**
   * BUILD_DIR: client/ (hashed assets, public files, prerendered pages) and static-pages.json. Absent in
   * development (server/dev-server.ts), where Vite serves the files and every page is rendered per request.
   */
  buildDir?: string;
  leads: LeadsModule;
  /** Banco Central data the tools show (decision 038). */
  marketData: Pick<MarketDataModule, "current" | "version" | "health">;
  /** The team's panel services (server/panel), handed to the /painel routes. */
  panel: PanelService;
  logger: Logger;
  /** Worker threads that render calculator results (decision 046); without it, the main thread renders them. */
  renderPool?: RenderPool;
  /** The clock the kept click's time is read from; tests move it. */
  now?: () => number;
}

/**
 * Static files answer reads only. express-static-gzip sets Content-Type and
 * Content-Encoding as soon as a file matches, before serve-static lets any
 * other method pass: a form's POST to /_.data (React Router's action
 * request, which shares its name with the prerendered data file) would carry
 * them on to the action's answer.
 */
function readsOnly(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (req.method === "GET" || req.method === "HEAD" ? handler(req, res, next) : next());
}

/**
 * The whole site as one request listener: prerendered pages straight from
 * memory, then Express for everything else.
 */
export function createApp({
  env,
  build,
  buildDir,
  leads,
  marketData,
  panel,
  logger,
  renderPool,
  now = Date.now,
}: AppDeps): RequestListener {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  const staticPages = buildDir ? loadStaticPages(buildDir, (hashes) => contentSecurityPolicy(hashes, env)) : undefined;
  // Prerendered pages (in development, the ones the build would prerender), and the tool pages rendered on each
  // visit because they show stored data.
  const publicPaths = [...(staticPages ? staticPages.pages.keys() : build.prerender), ...LIVE_TOOL_PAGES];

  const ops = operations({ leads, marketData, logger, metricsToken: env.METRICS_TOKEN });
  const logRequest = requestLog(logger);
  const observe = (req: IncomingMessage, res: ServerResponse) => {
    ops.countResponse(res);
    logRequest(req, res);
  };
  app.use((req, res, next) => {
    observe(req, res);
    next();
  });
  app.use(securityHeaders());
  // Before any answer (the 400 of a malformed path and the 405 of a method included): see ./http/panel-headers.
  app.use(panelHeaders(env.SITE_URL));
  app.use(rejectMalformedPaths());
  app.use(serviceWorkerScope());

  app.use(ops.routes);
  if (env.GOOGLE_ADS_FEED_USER && env.GOOGLE_ADS_FEED_PASSWORD) {
    app.use(
      googleAdsFeedRoutes({
        user: env.GOOGLE_ADS_FEED_USER,
        password: env.GOOGLE_ADS_FEED_PASSWORD,
        names: { lead: env.GOOGLE_ADS_LEAD_CONVERSION, won: env.GOOGLE_ADS_WON_CONVERSION },
        rows: () => leads.googleAdsConversions(),
        dataManagerRows: (event) => leads.dataManagerRows(event),
        recordFetch: (fetch) => recordGoogleFetch(leads.database.db, fetch),
        now,
        logger,
      }),
    );
  }

  app.get(
    WHATSAPP_CLICK_PATH,
    whatsappClickRoute({ db: leads.database.db, whatsappNumber: env.WHATSAPP_NUMBER, logger, now }),
  );
  app.get(MARKET_DATA_ENDPOINT, (_req, res) => {
    setCache(res, "marketData");
    res.json(marketData.current());
  });
  app.use("/api/leads", (_req, res, next) => {
    setCache(res, "noStore");
    next();
  });
  app.use("/api/leads", leads.router);
  app.all("/api/leads", (_req, res) => {
    res.setHeader("Allow", "POST");
    res.status(405).json({ message: "Método não permitido: envie o formulário com POST." });
  });
  app.use(allowedMethods());
  app.use(bodyLimit(BODY_LIMIT_BYTES, refuseAsText));
  // Before any page is answered, static or rendered: an ad click id in the address is kept 90 days (decision 065).
  app.use(keepFirstClick(now));

  if (buildDir && staticPages) {
    const clientDir = join(buildDir, "client");
    // Files written at build time, with their .br/.gz siblings chosen by Accept-Encoding.
    const precompressed = { enableBrotli: true, orderPreference: ["br", "gz"], index: false };
    app.use(
      "/assets",
      readsOnly(
        expressStaticGzip(join(clientDir, "assets"), {
          ...precompressed,
          // Hashed names never change content: no revalidation (ETag, Last-Modified) and no ranges to offer.
          serveStatic: {
            redirect: false,
            etag: false,
            lastModified: false,
            acceptRanges: false,
            setHeaders: (res) => res.setHeader("Cache-Control", cacheRules.hashedAsset),
          },
        }),
      ),
    );
    app.use(
      readsOnly(
        expressStaticGzip(clientDir, {
          ...precompressed,
          serveStatic: {
            redirect: false,
            setHeaders: (res, filePath) =>
              res.setHeader(
                "Cache-Control",
                /\.data(\.(br|gz))?$/.test(filePath) ? cacheRules.data : cacheRules.publicFile,
              ),
          },
        }),
      ),
    );
    app.use(serveNotFound(build, staticPages.notFound));
  }

  // Everything below is rendered per request: compressed on the fly, with a nonce for its inline scripts,
  // and never kept by a shared cache (it may depend on the visitor's cookies).
  app.use(compression());
  app.use(oneDrainListener());
  app.use(nonceContentSecurityPolicy(env));
  app.use((_req, res, next) => {
    if (res.locals.panel !== true) setCache(res, "html");
    next();
  });

  const mode = env.NODE_ENV === "development" ? "development" : "production";
  // Form posts: another site's page is refused (403), an address without an action answered (405), before React
  // Router, which sees every request under the public address (server/http/react-router.ts).
  app.use(refuseForeignOrigins(createOriginCheck(env.SITE_URL)));
  app.use(postsOnlyToActions(build));
  app.use(formBodiesOnly());
  app.all(
    "/{*splat}",
    reactRouterHandler({
      handle: createHandler(build, mode),
      origin: siteOrigin(env.SITE_URL),
      loadContext: (req, res) => ({
        nonce: String(res.locals.nonce),
        leads: leads.service,
        clientIp: req.ip ?? "",
        publicPaths,
        marketData: marketData.current(),
        panel,
      }),
    }),
  );

  app.use(errorHandler(logger));

  const trustProxy = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  const results = resultPages({
    build,
    mode,
    siteUrl: env.SITE_URL,
    csp: (hashes) => contentSecurityPolicy(hashes, env),
    loadContext: (nonce) => ({
      nonce,
      leads: leads.service,
      clientIp: "",
      publicPaths,
      marketData: marketData.current(),
      panel,
    }),
    marketData: marketData.current,
    dataVersion: marketData.version,
    pool: renderPool,
    observe,
    fallback: app,
    trustProxy,
  });
  const rendered: RequestListener = (req, res) => results.handle(req, res) || app(req, res);
  return staticPages ? prerenderedFirst(staticPages, { app: rendered, trustProxy, observe }) : rendered;
}
