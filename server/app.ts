import { join } from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express } from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "@react-router/express";
import type { Logger } from "pino";
import type { Env } from "~/config/env.server";
import type { LeadsModule } from "./leads";
import { cacheRules, setCache } from "./http/cache";
import { serveNotFound } from "./http/not-found";
import { loadStaticPages, servePrerendered } from "./http/prerendered";
import { requestLog } from "./http/request-log";
import { contentSecurityPolicy, nonceContentSecurityPolicy, securityHeaders } from "./http/security-headers";

export interface AppDeps {
  env: Env;
  build: ServerBuild;
  /** BUILD_DIR: client/ (hashed assets, public files, prerendered pages) and static-pages.json. */
  buildDir: string;
  leads: LeadsModule;
  logger: Logger;
}

export function createApp({ env, build, buildDir, leads, logger }: AppDeps): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  const clientDir = join(buildDir, "client");
  const staticPages = loadStaticPages(buildDir, (hashes) => contentSecurityPolicy(hashes, env));
  const publicPaths = [...staticPages.pages.keys()];

  app.use(requestLog(logger));
  app.use(securityHeaders());

  app.get("/healthz", (_req, res) => {
    setCache(res, "noStore");
    res.json({ status: "ok" });
  });
  app.use(servePrerendered(staticPages));

  app.use("/api/leads", (_req, res, next) => {
    setCache(res, "noStore");
    next();
  });
  app.use("/api/leads", leads.router);
  app.all("/api/leads", (_req, res) => {
    res.setHeader("Allow", "POST");
    res.status(405).json({ message: "Método não permitido: envie o formulário com POST." });
  });

  // Files written at build time, with their .br/.gz siblings chosen by Accept-Encoding.
  const precompressed = { enableBrotli: true, orderPreference: ["br", "gz"], index: false };
  app.use(
    "/assets",
    expressStaticGzip(join(clientDir, "assets"), {
      ...precompressed,
      serveStatic: {
        redirect: false,
        setHeaders: (res) => res.setHeader("Cache-Control", cacheRules.hashedAsset),
      },
    }),
  );
  app.use(
    expressStaticGzip(clientDir, {
      ...precompressed,
      serveStatic: {
        redirect: false,
        setHeaders: (res, filePath) =>
          res.setHeader("Cache-Control", /\.data(\.(br|gz))?$/.test(filePath) ? cacheRules.data : cacheRules.publicFile),
      },
    }),
  );
  app.use(serveNotFound(build, staticPages.notFound));

  // Everything below is rendered per request: compressed on the fly, with a nonce for its inline scripts,
  // and never kept by a shared cache (it may depend on the visitor's cookies).
  app.use(compression());
  app.use(nonceContentSecurityPolicy(env));
  app.use((_req, res, next) => {
    setCache(res, "html");
    next();
  });

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: env.NODE_ENV === "development" ? "development" : "production",
      getLoadContext: (req, res) => ({
        nonce: String(res.locals.nonce),
        leads: leads.service,
        clientIp: req.ip ?? "",
        publicPaths,
      }),
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    logger.error({ err: error, method: req.method, path: req.path }, "unhandled request error");
    if (res.headersSent) return res.end();
    setCache(res, "noStore");
    res.status(500).type("text/plain; charset=utf-8").send("Erro interno do servidor.");
  };
  app.use(onError);

  return app;
}
