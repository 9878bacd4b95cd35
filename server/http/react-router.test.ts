import express from "express";
import { createElement } from "react";
import { createRequestHandler, data, RouterContextProvider, type ServerBuild } from "react-router";
import type { ServerContext } from "#app/load-context";
import { afterEach, describe, expect, it } from "vitest";
import { rawExchange, serve, type TestServer } from "#tests/http";
import { setCache } from "./cache";
import { publicUrl, reactRouterHandler } from "./react-router";

/**
 * The adapter with React Router's real request handler and a build of three
 * routes: a page with an action (a lead form), a resource route with its own
 * Cache-Control and cookies, and the root.
 */

const SITE = "https://agencia.example";

function routeModule(id: string, path: string | undefined, module: Record<string, unknown>, parentId?: string) {
  return { id, path, parentId, module: { default: () => createElement("p", null, id), ...module } };
}

function testBuild(): ServerBuild {
  const routes = {
    root: routeModule("root", "", {}),
    contato: routeModule(
      "contato",
      "contato",
      {
        action: async ({ request }: { request: Request }) =>
          data({ stored: (await request.formData()).get("nome"), url: request.url }),
      },
      "root",
    ),
    arquivo: {
      id: "arquivo",
      path: "arquivo.txt",
      parentId: "root",
      module: {
        loader: () =>
          new Response("arquivo", {
            headers: [
              ["Cache-Control", "public, max-age=3600"],
              ["Set-Cookie", "a=1; Path=/"],
              ["Set-Cookie", "b=2; Path=/"],
            ],
          }),
      },
    },
  };
  const manifestRoute = (id: keyof typeof routes) => ({
    id,
    path: routes[id].path,
    parentId: routes[id].parentId,
    module: `/${id}.js`,
    hasAction: id === "contato",
    hasLoader: id === "arquivo",
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
  });
  return {
    entry: {
      module: {
        // The document: enough to see the status the action led to.
        default: (_request: Request, status: number, headers: Headers) =>
          new Response(`página ${status}`, { status, headers }),
      },
    },
    routes,
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: { root: manifestRoute("root"), contato: manifestRoute("contato"), arquivo: manifestRoute("arquivo") },
      url: "/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

describe("publicUrl", () => {
  it("puts the requested path and query on the public origin", () => {
    expect(publicUrl("/contato?x=1", SITE)?.href).toBe(`${SITE}/contato?x=1`);
    expect(publicUrl("//outro.example/a", SITE)?.href).toBe(`${SITE}//outro.example/a`);
  });

  it("keeps only the path and query of an absolute-form target", () => {
    expect(publicUrl("http://outro.example:8080/contato?x=1", SITE)?.href).toBe(`${SITE}/contato?x=1`);
    expect(publicUrl("*", SITE)).toBeNull();
  });
});

describe("what React Router 8 checks on a form post", () => {
  it("refuses an Origin that differs from the origin of request.url: behind a Host-rewriting proxy, the site's own", async () => {
    // "test" mode: React Router would log the refusal's stack otherwise.
    const handle = createRequestHandler(testBuild(), "test");
    // What @react-router/express built behind nginx's default: the upstream address from Host.
    const request = new Request("http://127.0.0.1:3000/contato", {
      method: "POST",
      headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
      body: "nome=Maria",
    });
    const response = await handle(request, new RouterContextProvider());
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Bad Request");
  });
});

describe("reactRouterHandler", () => {
  let server: TestServer | null = null;
  afterEach(() => server?.close());

  async function start(): Promise<TestServer> {
    const handler = createRequestHandler(testBuild(), "production");
    const app = express();
    app.use((_req, res, next) => {
      setCache(res, "html");
      next();
    });
    app.all(
      "/{*splat}",
      reactRouterHandler({
        handle: (request) => handler(request),
        origin: SITE,
        loadContext: () => ({}) as ServerContext,
      }),
    );
    server = await serve(app);
    return server;
  }

  it("takes a form post from the site's page when a proxy passed its upstream address as Host", async () => {
    const { url } = await start();
    for (const path of ["/contato", "/contato.data"]) {
      const response = await fetch(`${url}${path}`, {
        method: "POST",
        headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
        body: "nome=Maria",
      });
      expect(response.status, path).toBe(200);
      if (path === "/contato") expect(await response.text()).toBe("página 200");
      else expect(await response.text()).toContain(`${SITE}/contato`);
    }
  });

  it("renders a request without Host (HTTP/1.0) against the public origin", async () => {
    const { port } = await start();
    const exchange = rawExchange(port, "GET /contato HTTP/1.0\r\n\r\n");
    expect((await exchange.head).status).toBe(200);
    expect(await exchange.closed).toContain("página 200");
  });

  it("sends the route's Cache-Control instead of the server's default, once, and every cookie", async () => {
    const { port } = await start();
    const exchange = rawExchange(port, "GET /arquivo.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    const { status, headers } = await exchange.head;
    expect(status).toBe(200);
    expect(headers.match(/^cache-control:.*$/gim)).toEqual(["cache-control: public, max-age=3600"]);
    expect(headers.match(/^set-cookie:.*$/gim)?.map((line) => line.toLowerCase())).toEqual([
      "set-cookie: a=1; path=/",
      "set-cookie: b=2; path=/",
    ]);
  });
});
