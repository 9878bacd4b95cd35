import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from "node:http";
import type { ServerBuild } from "react-router";
import type { ServerContext } from "#app/load-context";
import { resultQueries } from "#app/features/tools/result-queries";
import { isToolSlug } from "#app/features/tools/tool-definitions";
import type { MarketData } from "#app/features/tools/market-data";
import { readThemeCookie } from "#app/features/theme/theme";
import { BoundedCache } from "./bounded-cache";
import { cacheRules } from "#app/config/cache-rules";
import { arrivedSecure, chooseEncoding, isFresh, normalizePath } from "./prerendered";
import { RenderWorkerLost, type RenderPool } from "./render-pool";
import {
  compress,
  renderResult,
  SCRIPT_MARKER,
  type Encoding,
  type RenderedResult,
  type ResultJob,
} from "./result-render";
import { normaliseQuery, normalLocation } from "./result-query";
import { documentHeaders, strictTransportSecurity } from "./security-headers";
import { createHandler } from "./request-handler";

/** A rendered result page: its bytes, validator and CSP, and its compressed variants once asked for. */
interface ResultPage {
  identity: Buffer;
  etag: string;
  csp: string;
  br?: Buffer;
  gzip?: Buffer;
}

export interface ResultPagesOptions {
  build: ServerBuild;
  mode: "production" | "development";
  /** The origin pages are rendered for (SITE_URL): canonical links never depend on the request. */
  siteUrl: string;
  /** The Content-Security-Policy for a page whose inline scripts have these hashes. */
  csp: (scriptHashes: readonly string[]) => string;
  /** What loaders get, for a render whose inline scripts carry `nonce`. */
  loadContext: (nonce: string) => ServerContext;
  /** The Banco Central data loaders get now, handed to a render worker with each render. */
  marketData: () => MarketData;
  /** Changes whenever data a page shows changes (new quotes): pages rendered before are not served again. */
  dataVersion: () => string;
  /** Worker threads that render instead of the main thread (decision 046); without it, the main thread renders. */
  pool?: RenderPool;
  /** Counting and logging, which every answer gets. */
  observe: (req: IncomingMessage, res: ServerResponse) => void;
  /** Everything this does not answer (a render that is not a 200 page goes there too). */
  fallback: RequestListener;
  trustProxy: (address: string, hop: number) => boolean;
  /** Bounds of the in-process cache. */
  maxBytes?: number;
  maxEntries?: number;
}

/** 64 MiB of pages: some 900 results of 50 KB with both compressed variants, 1.200 with one. */
export const RESULT_CACHE_BYTES = 64 * 1024 * 1024;
export const RESULT_CACHE_ENTRIES = 20_000;

/**
 * Renders at a time in the main thread (without render workers, or for one whose worker died). A render is CPU
 * work with a few awaits inside: fifty at once interleave, each holding its half-built page, and the garbage
 * collector's work grows with them (a stream of distinct results ran at a third of the rate, with timeouts). The
 * rest wait their turn, in order.
 */
export const CONCURRENT_RENDERS = 2;

const TOOLS_PREFIX = "/ferramentas/";

/** The same bytes as a Buffer (what a worker sends arrives as a plain Uint8Array). */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The tool whose result query a GET or HEAD asks for, with its path and query; null for any other request. */
function resultRequest(req: IncomingMessage): { path: string; fields: readonly string[]; search: string } | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "/";
  const mark = url.indexOf("?");
  let path: string;
  try {
    path = normalizePath(decodeURIComponent(mark === -1 ? url : url.slice(0, mark)));
  } catch {
    return null;
  }
  if (!path.startsWith(TOOLS_PREFIX)) return null;
  const slug = path.slice(TOOLS_PREFIX.length);
  const fields = isToolSlug(slug) ? resultQueries[slug] : undefined;
  return fields ? { path, fields, search: mark === -1 ? "" : url.slice(mark + 1) } : null;
}

/**
 * Calculator pages rendered from their query string, answered like
 * prerendered pages: keyed on the normalised query and the theme, rendered
 * once (concurrent requests for the same page wait for the same render), by
 * a render worker when there is a pool (decision 046), kept in a bounded cache, sent with a CSP listing their inline scripts'
 * hashes, an ETag and public caching when no theme cookie is involved
 * (decision 036). A misspelled query is redirected to its normal form.
 * Returns whether it took the request; one it did not take goes on to Express.
 */
export function resultPages(options: ResultPagesOptions) {
  const handler = createHandler(options.build, options.mode);
  const cache = new BoundedCache<ResultPage>(
    options.maxBytes ?? RESULT_CACHE_BYTES,
    options.maxEntries ?? RESULT_CACHE_ENTRIES,
  );
  const rendering = new Map<string, Promise<ResultPage | null>>();
  const waiting: (() => void)[] = [];
  let active = 0;

  /** Runs `task` once fewer than CONCURRENT_RENDERS others run. */
  async function inTurn<T>(task: () => Promise<T>): Promise<T> {
    if (active >= CONCURRENT_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  }

  function page({ identity, etag, scriptHashes, compressed }: RenderedResult): ResultPage {
    return {
      identity: asBuffer(identity),
      etag,
      csp: options.csp(scriptHashes),
      ...(compressed ? { [compressed.encoding]: asBuffer(compressed.body) } : {}),
    };
  }

  function renderHere(job: ResultJob): Promise<RenderedResult | null> {
    return inTurn(() =>
      renderResult(handler, options.siteUrl, { ...options.loadContext(SCRIPT_MARKER), cacheable: true }, job),
    );
  }

  /** In a worker when there is a pool; in the main thread without one, or when the worker holding it died. */
  async function render(job: ResultJob): Promise<ResultPage | null> {
    if (!options.pool) return renderHere(job).then((rendered) => rendered && page(rendered));
    try {
      const rendered = await options.pool.render(job, options.marketData());
      return rendered && page(rendered);
    } catch (error) {
      // The pool logged the loss of its worker; this render is not lost with it. Any other failure goes on to
      // Express, as one in the main thread does.
      if (error instanceof RenderWorkerLost) return renderHere(job).then((rendered) => rendered && page(rendered));
      throw error;
    }
  }

  function renderOnce(key: string, job: ResultJob): Promise<ResultPage | null> {
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(job).then((page) => {
        if (page) cache.set(key, page, page.identity.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0));
        return page;
      });
      pending.finally(() => rendering.delete(key)).catch(() => undefined);
      rendering.set(key, pending);
    }
    return pending;
  }

  function compressed(key: string, page: ResultPage, encoding: Encoding): Buffer {
    let body = page[encoding];
    if (!body) {
      body = compress(page.identity, encoding);
      page[encoding] = body;
      cache.grow(key, body.length);
    }
    return body;
  }

  function send(req: IncomingMessage, res: ServerResponse, key: string, page: ResultPage, shared: boolean): void {
    options.observe(req, res);
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const body = encoding === "identity" ? page.identity : compressed(key, page, encoding);
    const etag = encoding === "identity" ? page.etag : `${page.etag.slice(0, -1)}-${encoding === "br" ? "br" : "gz"}"`;
    const common: OutgoingHttpHeaders = {
      ...documentHeaders,
      "Content-Security-Policy": page.csp,
      "Cache-Control": shared ? cacheRules.result : cacheRules.html,
      Vary: "Accept-Encoding",
      ETag: etag,
      ...(arrivedSecure(req, options.trustProxy) ? { "Strict-Transport-Security": strictTransportSecurity } : {}),
    };
    if (isFresh(req.headers, etag)) {
      res.writeHead(304, common).end();
      return;
    }
    res.writeHead(200, {
      ...common,
      "Content-Type": "text/html; charset=utf-8",
      ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
      "Content-Length": body.length,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    const request = resultRequest(req);
    if (!request) return false;
    const normalised = normaliseQuery(request.fields, request.search);
    if (!normalised.normal) {
      options.observe(req, res);
      res
        .writeHead(301, {
          ...documentHeaders,
          Location: normalLocation(request.path, normalised),
          "Cache-Control": cacheRules.resultRedirect,
          "Content-Type": "text/plain; charset=utf-8",
        })
        .end(req.method === "HEAD" ? undefined : "Endereço normalizado.");
      return true;
    }
    const theme = readThemeCookie(req.headers.cookie);
    const target = normalised.query ? `${request.path}?${normalised.query}` : request.path;
    const key = `${theme} ${target} ${options.dataVersion()}`;
    const cached = cache.get(key);
    if (cached) {
      send(req, res, key, cached, theme === "system");
      return true;
    }
    // The render compresses the page as this request asks at once: in a worker, that work leaves the main thread.
    const job: ResultJob = { target, theme, encoding: chooseEncoding(req.headers["accept-encoding"]) };
    renderOnce(key, job).then(
      (page) => (page ? send(req, res, key, page, theme === "system") : options.fallback(req, res)),
      () => options.fallback(req, res),
    );
    return true;
  }

  return { handle, cache };
}
