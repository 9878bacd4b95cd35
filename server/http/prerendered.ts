import { existsSync, readFileSync } from "node:fs";
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  ServerResponse,
} from "node:http";
import type { TLSSocket } from "node:tls";
import { join } from "node:path";
import { CLICK_ID_KEYS } from "#app/features/leads/kept-click";
import { readThemeCookie } from "#app/features/theme/theme";
import { cacheRules } from "#app/config/cache-rules";
import { documentHeaders, strictTransportSecurity } from "./security-headers";
import { isTrackingParam } from "./tracking-params";

/** One encoding of a prerendered page: its bytes and every header it is sent with, built once at start-up. */
interface Variant {
  body: Buffer;
  etag: string;
  /** For a 200: with the ETag. */
  found: OutgoingHttpHeaders;
  /** For the not-found page's 404: nothing to revalidate. */
  missing: OutgoingHttpHeaders;
  /** For a 304: the validator and the rules that still apply to the cached copy. */
  notModified: OutgoingHttpHeaders;
}

/** One prerendered page, ready to send in each encoding the build wrote. */
export interface StaticPage {
  identity: Variant;
  br: Variant | null;
  gzip: Variant | null;
}

export interface StaticPages {
  /** By path: "/", "/sobre-nos", "/blog/um-artigo". */
  pages: ReadonlyMap<string, StaticPage>;
  /** build/client/404.html, sent with status 404. */
  notFound: StaticPage;
}

interface PageEntry {
  file: string;
  etag: string;
  scriptHashes: string[];
}

interface StaticPagesManifest {
  pages: Record<string, PageEntry>;
  notFound: PageEntry;
}

export type Encoding = "br" | "gzip" | "identity";

function variant(body: Buffer, etag: string, encoding: Encoding, csp: string): Variant {
  const common: OutgoingHttpHeaders = {
    ...documentHeaders,
    "Content-Security-Policy": csp,
    "Cache-Control": cacheRules.staticPage,
    Vary: "Accept-Encoding",
  };
  // Each encoding is its own representation, so its own validator: "abc" → "abc-br".
  const taggedEtag = encoding === "identity" ? etag : `${etag.slice(0, -1)}-${encoding === "br" ? "br" : "gz"}"`;
  const sent: OutgoingHttpHeaders = {
    ...common,
    "Content-Type": "text/html; charset=utf-8",
    ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
    "Content-Length": body.length,
  };
  return {
    body,
    etag: taggedEtag,
    found: { ...sent, ETag: taggedEtag },
    missing: sent,
    notModified: { ...common, ETag: taggedEtag },
  };
}

/**
 * Reads BUILD_DIR/static-pages.json (written by scripts/build-static.ts) and
 * every page it lists, with its precompressed variants and their headers,
 * into memory once.
 */
export function loadStaticPages(buildDir: string, csp: (scriptHashes: readonly string[]) => string): StaticPages {
  const manifest = JSON.parse(readFileSync(join(buildDir, "static-pages.json"), "utf8")) as StaticPagesManifest;
  const load = (entry: PageEntry): StaticPage => {
    const file = join(buildDir, "client", entry.file);
    const policy = csp(entry.scriptHashes);
    const optional = (suffix: string, encoding: Encoding) =>
      existsSync(`${file}${suffix}`) ? variant(readFileSync(`${file}${suffix}`), entry.etag, encoding, policy) : null;
    return {
      identity: variant(readFileSync(file), entry.etag, "identity", policy),
      br: optional(".br", "br"),
      gzip: optional(".gz", "gzip"),
    };
  };
  const pages = new Map(Object.entries(manifest.pages).map(([path, entry]) => [path, load(entry)]));
  return { pages, notFound: load(manifest.notFound) };
}

export function normalizePath(pathname: string): string {
  return pathname === "/" ? "/" : pathname.replace(/\/+$/, "") || "/";
}

/**
 * The encoding to send, from Accept-Encoding: the highest quality among
 * br, gzip and identity, ties going to the smallest. Identity is acceptable
 * unless refused by name or by `*;q=0`.
 */
export function chooseEncoding(header: string | undefined): Encoding {
  const quality = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    quality.set(name, q === undefined ? 1 : Number(q));
  }
  const of = (name: string, fallback: number) => quality.get(name) ?? quality.get("*") ?? fallback;
  const ranked: [Encoding, number][] = [
    ["br", of("br", 0)],
    ["gzip", quality.get("gzip") ?? quality.get("x-gzip") ?? of("gzip", 0)],
    ["identity", quality.get("identity") ?? (quality.get("*") === 0 ? 0 : 1)],
  ];
  let best: [Encoding, number] = ["identity", 0];
  for (const candidate of ranked) if (candidate[1] > best[1]) best = candidate;
  return best[0];
}

/** Whether the client's cached copy (If-None-Match) is still this representation. */
export function isFresh(headers: IncomingHttpHeaders, etag: string): boolean {
  const noneMatch = headers["if-none-match"];
  if (!noneMatch) return false;
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/i.test(headers["cache-control"] ?? "")) return false;
  if (noneMatch.trim() === "*") return true;
  return noneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Whether this request needs the server to render the page rather than send
 * its prerendered file: a query the page reads (a calculator's inputs, a blog
 * search), a theme chosen by cookie, or an ad click id, which the server keeps
 * in a cookie (./kept-click.ts) that the shared prerendered answer must never
 * carry. Campaign tags alone (utm_*, …) change nothing on the page, so those
 * visitors get the file.
 */
export function needsServerRender(url: string, cookieHeader: string | undefined): boolean {
  if (readThemeCookie(cookieHeader) !== "system") return true;
  const query = url.indexOf("?");
  if (query === -1) return false;
  const params = new URLSearchParams(url.slice(query + 1));
  if (CLICK_ID_KEYS.some((key) => params.get(key))) return true;
  for (const key of params.keys()) {
    if (!isTrackingParam(key)) return true;
  }
  return false;
}

/**
 * Sends a prerendered page in the best encoding the client accepts with
 * headers built at start-up, answering 304 to a matching If-None-Match.
 * Works on Node's own request and response, so it serves both the front
 * listener and Express's not-found handler.
 */
export function sendStaticPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: StaticPage,
  { status = 200, secure }: { status?: 200 | 404; secure: boolean },
): void {
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const chosen = (encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : null) ?? page.identity;
  if (secure) res.setHeader("Strict-Transport-Security", strictTransportSecurity);
  if (status === 200 && isFresh(req.headers, chosen.etag)) {
    res.writeHead(304, chosen.notModified).end();
    return;
  }
  res.writeHead(status, status === 200 ? chosen.found : chosen.missing);
  res.end(req.method === "HEAD" ? undefined : chosen.body);
}

/** The prerendered page a GET/HEAD asks for, unless the request needs a server render. */
function pageFor(req: IncomingMessage, pages: ReadonlyMap<string, StaticPage>): StaticPage | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  let path: string;
  try {
    path = normalizePath(decodeURIComponent(query === -1 ? url : url.slice(0, query)));
  } catch {
    return undefined;
  }
  const page = pages.get(path);
  return page === undefined || needsServerRender(url, req.headers.cookie) ? undefined : page;
}

/**
 * Whether the request reached us over HTTPS: a TLS socket, or a proxy we
 * trust (Express's compiled `trust proxy` rule) saying so in its first
 * X-Forwarded-Proto value, as Express's `req.secure` decides.
 */
export function arrivedSecure(req: IncomingMessage, trustProxy: (address: string, hop: number) => boolean): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  const forwarded = req.headers["x-forwarded-proto"];
  if (typeof forwarded !== "string" || !trustProxy(req.socket.remoteAddress ?? "", 0)) return false;
  return forwarded.split(",")[0]!.trim() === "https";
}

/**
 * The first listener on the socket: a prerendered page is answered from
 * memory before Express builds its request and response objects and runs
 * its middleware, which cost more than the send itself (it took the Node
 * server from a third of nginx's rate on a tool page to within reach of
 * it, docs/benchmarks.md). Everything else goes to `app`.
 */
export function prerenderedFirst(
  { pages }: StaticPages,
  options: {
    app: RequestListener;
    trustProxy: (address: string, hop: number) => boolean;
    /** Counting and logging, which every answer gets. */
    observe: (req: IncomingMessage, res: ServerResponse) => void;
  },
): RequestListener {
  return (req, res) => {
    const page = pageFor(req, pages);
    if (page === undefined) return options.app(req, res);
    options.observe(req, res);
    sendStaticPage(req, res, page, { secure: arrivedSecure(req, options.trustProxy) });
  };
}
