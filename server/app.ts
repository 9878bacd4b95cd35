import { join } from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express } from "express";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "@react-router/express";
import type { Logger } from "pino";
import type { Env } from "~/config/env.server";
import type { LeadsModule } from "./leads";
import { cacheRules, setCache } from "./http/cache";
import { loadPrerenderedPages, servePrerendered } from "./http/prerendered";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";

export interface AppDeps {
  env: Env;
  build: ServerBuild;
  /** build/client: hashed assets, public files and prerendered pages. */
  clientDir: string;
  leads: LeadsModule;
  logger: Logger;
}

export function createApp({ env, build, clientDir, leads, logger }: AppDeps): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  const pages = loadPrerenderedPages(clientDir);
  const publicPaths = [...pages.keys()];

  app.use(requestLog(logger));
  app.use(securityHeaders(env));
  app.use(compression());

  app.get("/healthz", (_req, res) => {
    setCache(res, "noStore");
    res.json({ status: "ok" });
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

  app.use(
    "/assets",
    express.static(join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      setHeaders: (res) => res.setHeader("Cache-Control", cacheRules.hashedAsset),
    }),
  );
  app.use(servePrerendered(pages));
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders: (res, filePath) =>
        res.setHeader("Cache-Control", filePath.endsWith(".data") ? cacheRules.data : cacheRules.publicFile),
    }),
  );

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
