import { join } from "node:path";
import compression from "compression";
import express, { type Express } from "express";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "@react-router/express";
import type { Logger } from "pino";
import type { Env } from "~/config/env.server";
import type { LeadsModule } from "./leads";
import { rejectMalformedPaths } from "./http/bad-path";
import { BODY_LIMIT_BYTES, bodyLimit, refuseAsText } from "./http/body-limit";
import { cacheRules, setCache } from "./http/cache";
import { errorHandler } from "./http/error-handler";
import { allowedMethods } from "./http/methods";
import { operations } from "./http/operations";
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

  const ops = operations({ leads, logger, metricsToken: env.METRICS_TOKEN });
  app.use(ops.countRequests);
  app.use(requestLog(logger));
  app.use(securityHeaders(env));
  app.use(rejectMalformedPaths());
  app.use(compression());

  app.use(ops.routes);

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

  app.use(errorHandler(logger));

  return app;
}
