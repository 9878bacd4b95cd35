import express from "express";
import type { Env } from "~/config/env.server";
import type { LeadsModule } from "./index";

/** Just the lead API on an Express app: for the crash test and the lead benchmark, which must not need a site build. */
export function createStandaloneApp(env: Env, leads: LeadsModule): express.Express {
  const app = express();
  app.set("trust proxy", env.TRUST_PROXY);
  app.disable("x-powered-by");
  app.use("/api/leads", leads.router);
  return app;
}
