import { createHash, timingSafeEqual } from "node:crypto";
import express, { type Router } from "express";
import type { Logger } from "pino";
import { setCache } from "../http/cache";
import { buildDataManagerFile, type DataManagerEvent, type DataManagerRow } from "./data-manager-file";
import type { GoogleFetch } from "./fetch-log";
import { buildGoogleAdsFeed, type ConversionRow, type FeedNames } from "./google-ads-feed";

/**
 * GET /conversoes/google-ads.csv: the Google Ads conversions file, for
 * Google Ads' scheduled uploads (the classic template, kept for accounts
 * that use it); GET /conversoes/google-ads/leads.csv and
 * /conversoes/google-ads/clientes.csv: the Data Manager files, one per
 * conversion event, with enhanced conversions for leads
 * (./data-manager-file.ts, docs/decisions/063). All behind HTTP Basic credentials
 * (GOOGLE_ADS_FEED_USER, GOOGLE_ADS_FEED_PASSWORD). Mounted only when they
 * are set; otherwise the path is an unknown page like any other (404).
 * Personal data of consenting leads: never cached, never indexed. Each
 * authenticated fetch is recorded (time, file, rows, user agent) for the
 * owners' page of what reached the platforms (./fetch-log.ts).
 */

export const GOOGLE_ADS_FEED_PATH = "/conversoes/google-ads.csv";

/** The Data Manager files' addresses, by conversion event. */
export const DATA_MANAGER_PATHS: Record<DataManagerEvent, string> = {
  lead: "/conversoes/google-ads/leads.csv",
  cliente: "/conversoes/google-ads/clientes.csv",
};

export interface FeedRouteOptions {
  user: string;
  password: string;
  names: FeedNames;
  rows: () => Promise<ConversionRow[]>;
  dataManagerRows: (event: DataManagerEvent) => Promise<DataManagerRow[]>;
  /** Called after a file was served; its failure is logged, never the fetch's. */
  recordFetch: (fetch: GoogleFetch) => Promise<void>;
  now: () => number;
  logger: Logger;
}

/** A file as served: its text and how many conversion rows it holds. */
interface BuiltFile {
  csv: string;
  rows: number;
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/** Both parts compared as digests, in constant time: neither their content nor their length leaks through timing. */
function credentialsMatch(header: string | undefined, user: string, password: string): boolean {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? "")?.[1] ?? "";
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  const given =
    colon === -1 ? { user: "", password: "" } : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
  const userMatches = timingSafeEqual(digest(given.user), digest(user));
  const passwordMatches = timingSafeEqual(digest(given.password), digest(password));
  return colon !== -1 && userMatches && passwordMatches;
}

/** One CSV address behind the credentials: never cached or indexed; a storage failure is a 503 Google retries. */
function csvRoute(routes: Router, path: string, options: FeedRouteOptions, build: () => Promise<BuiltFile>): void {
  routes.get(path, async (req, res) => {
    setCache(res, "noStore");
    res.set("X-Robots-Tag", "noindex");
    if (!credentialsMatch(req.get("authorization"), options.user, options.password)) {
      res
        .status(401)
        .set("WWW-Authenticate", 'Basic realm="Conversões do Google Ads", charset="UTF-8"')
        .type("text/plain; charset=utf-8")
        .send("Usuário ou senha inválidos.");
      return;
    }
    try {
      const { csv, rows } = await build();
      const name = path.slice(path.lastIndexOf("/") + 1);
      res
        .status(200)
        .type("text/csv; charset=utf-8")
        .set("Content-Disposition", `inline; filename="${name}"`)
        .send(csv);
      options
        .recordFetch({ at: options.now(), file: path, rows, userAgent: req.get("user-agent") })
        .catch((error: unknown) =>
          options.logger.error({ err: error, path }, "Google Ads feed: could not record the fetch"),
        );
    } catch (error) {
      options.logger.error({ err: error, path }, "Google Ads feed: could not read the conversions");
      res.status(503).type("text/plain; charset=utf-8").set("Retry-After", "60").send("Tente novamente em instantes.");
    }
  });
}

export function googleAdsFeedRoutes(options: FeedRouteOptions): Router {
  const routes = express.Router();
  csvRoute(routes, GOOGLE_ADS_FEED_PATH, options, async () => {
    const rows = await options.rows();
    return { csv: buildGoogleAdsFeed(rows, options.names), rows: rows.length };
  });
  for (const event of ["lead", "cliente"] as const) {
    csvRoute(routes, DATA_MANAGER_PATHS[event], options, async () => {
      const rows = await options.dataManagerRows(event);
      return { csv: buildDataManagerFile(event, rows), rows: rows.length };
    });
  }
  return routes;
}
