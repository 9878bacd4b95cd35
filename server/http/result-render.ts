import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { ServerContext } from "#app/load-context";
import type { HandleRequest } from "./request-handler";
import { THEME_COOKIE, type Theme } from "#app/features/theme/theme";
import { hashSources, markedScripts } from "./marked-scripts";

/**
 * One calculator result rendered for the cache (decision 036), the same way in
 * the main thread and in a render worker (decision 046): only plain values, so
 * a worker can hand it over as it is.
 */
export interface RenderedResult {
  identity: Uint8Array;
  etag: string;
  /** CSP source expressions of its inline scripts. */
  scriptHashes: string[];
  /** Its variant in the encoding the request that asked for the render accepts, when that is not identity. */
  compressed?: { encoding: Encoding; body: Uint8Array };
}

export type Encoding = "br" | "gzip";

/** What a render needs besides the page's address: its theme, and the encoding to compress it in at once. */
export interface ResultJob {
  /** Path and normalised query. */
  target: string;
  theme: Theme;
  encoding: Encoding | "identity";
}

/** React Router's request handler, as `createRequestHandler` returns it. */
export type RequestHandler = HandleRequest;

/**
 * What marks the framework's inline scripts in a page rendered for the cache. The page's CSP lists their hashes,
 * never this value, so it need not be secret; being the same on every render keeps a page's bytes (and ETag) the
 * same on every replica, in every thread and after a restart.
 */
export const SCRIPT_MARKER = "result-page";

/**
 * Compressed on the request that renders the page, so quick levels: about 0,6 ms each for a 56 KB page, 10 %
 * larger than the slowest levels (which cost 3× as much on a stream of distinct results).
 */
const GZIP_LEVEL = 4;
const BROTLI_QUALITY = 4;

export function compress(body: Uint8Array, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body, { level: GZIP_LEVEL });
}

function etagOf(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/**
 * Renders a result page through React Router with `context`, which carries SCRIPT_MARKER as its nonce and
 * `cacheable` (the whole document at once); null when the answer is not a 200 HTML page (a redirect, a 404),
 * which the caller leaves to Express.
 */
export async function renderResult(
  handler: RequestHandler,
  siteUrl: string,
  context: ServerContext,
  job: ResultJob,
): Promise<RenderedResult | null> {
  const headers = job.theme === "system" ? undefined : { cookie: `${THEME_COOKIE}=${job.theme}` };
  const response = await handler(new Request(`${siteUrl}${job.target}`, { headers }), context);
  if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("text/html")) {
    await response.body?.cancel();
    return null;
  }
  const identity = Buffer.from(await response.arrayBuffer());
  return {
    identity,
    etag: etagOf(identity),
    scriptHashes: hashSources(markedScripts(identity, SCRIPT_MARKER)),
    ...(job.encoding === "identity"
      ? {}
      : { compressed: { encoding: job.encoding, body: compress(identity, job.encoding) } }),
  };
}
