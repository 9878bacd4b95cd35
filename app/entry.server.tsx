import { PassThrough, Writable } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "#app/features/security/nonce";
import { serverContext } from "#app/load-context";

/** How the server makes this build's request context (server/http/request-handler.ts). */
export { routerContext } from "#app/load-context";

export const streamTimeout = 5_000;

/**
 * Prerendering asks for "/page/" (to write page/index.html), and React Router 8 resolves a form's action and a
 * relative link from the address trailing slash included ("/comece-agora/#agendar-resultado"): the page is
 * rendered at its own address instead, the one visitors load and search engines are given (no trailing slash).
 */
function atOwnAddress(routerContext: EntryContext): void {
  const { location } = routerContext.staticHandlerContext;
  if (location.pathname.length > 1 && location.pathname.endsWith("/")) {
    routerContext.staticHandlerContext.location = { ...location, pathname: location.pathname.replace(/\/+$/, "") };
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const server = loadContext.get(serverContext);
  // Prerendering (build time) has no load context and no nonce: those pages' inline scripts are allowed by hash.
  const nonce = server?.nonce || undefined;
  const userAgent = request.headers.get("user-agent");
  // Crawlers, prerendering, pages rendered for the result cache and SPA mode get the complete document at once.
  const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !nonce || server?.cacheable;
  if (!server) atOwnAddress(routerContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React outlines a finished Suspense boundary that comes after the first 12.8 KB of HTML and streams a
        // script to reveal it; without JavaScript it would stay hidden. Pages here must work without it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (server?.cacheable) {
            // Kept whole by the result cache (server/http/result-cache.ts): gathered here rather than read back
            // through a web stream (3 % of a render, decision 046).
            const chunks: Buffer[] = [];
            const whole = new Writable({
              write(chunk: Buffer, _encoding, done) {
                chunks.push(chunk);
                done();
              },
              final(done) {
                resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
                done();
              },
            });
            pipe(whole);
            return;
          }
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors during streaming after the shell are logged here; before it they reject above.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
