import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { ServerContext } from "#app/load-context";
import type { HandleRequest } from "./request-handler";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { setCache } from "./cache";

/**
 * Hands a request to React Router (its `createRequestHandler(build, mode)`)
 * and sends its answer, like @react-router/express, with one difference: the
 * request React Router sees has the site's public origin, SITE_URL, not one
 * built from Host or X-Forwarded-Host.
 *
 * React Router compares a form post's Origin with the origin of
 * `request.url` (and answers 400 in English when they differ). Behind a
 * proxy that passes its upstream address as Host (nginx's default), the
 * adapter's URL was `http://127.0.0.1:3000/…` while the browser's Origin was
 * `https://site`: every form post failed. A request without any Host
 * (HTTP/1.0) made the adapter throw. With the public origin, React Router's
 * check agrees with ours (./origin-check.ts, which runs first), HTTP/1.0 pages
 * render, and loaders and actions see the address visitors use.
 */

/** The URL React Router sees: the path and query the client asked for, on the public origin. */
export function publicUrl(requestTarget: string, origin: string): URL | null {
  if (requestTarget.startsWith("/")) return new URL(`${origin}${requestTarget}`);
  // An absolute-form target ("http://other/path?q", which HTTP/1.1 servers must accept) keeps its path and query,
  // never its host.
  const target = URL.parse(requestTarget);
  return target ? new URL(`${origin}${target.pathname}${target.search}`) : null;
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  // A client that hangs up before the answer is complete aborts loaders and actions still running.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  } as RequestInit);
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // What the route answers replaces what the server set before it (the default Cache-Control of rendered pages), so
  // each header goes out once; only cookies add up.
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.append("Set-Cookie", cookies);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    // The client went away mid-answer: nothing left to tell it.
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

/** Express middleware answering every request it gets with React Router, under `origin` (SITE_URL's). */
export function reactRouterHandler(options: {
  handle: HandleRequest;
  origin: string;
  loadContext: (req: ExpressRequest, res: ExpressResponse) => ServerContext;
}): RequestHandler {
  return async (req, res, next) => {
    const url = publicUrl(req.originalUrl, options.origin);
    if (!url) {
      setCache(res, "noStore");
      res.status(400).type("text/plain; charset=utf-8").send("Endereço inválido.");
      return;
    }
    try {
      const request = toFetchRequest(req, res, url);
      await send(res, await options.handle(request, options.loadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}
