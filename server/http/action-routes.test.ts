import express from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { serve, type TestServer } from "#tests/http";
import { createActionMatcher, dataRequestPath, postsOnlyToActions } from "./action-routes";

/** The shape of this site's routes: an index page with an action, pages with and without one, a catch-all. */
function testBuild(): ServerBuild {
  const route = (id: string, path: string | undefined, action: boolean, extra: object = {}) => ({
    id,
    path,
    parentId: id === "root" ? undefined : "root",
    module: action ? { action: () => null } : {},
    ...extra,
  });
  return {
    routes: {
      root: route("root", "", false),
      home: route("home", undefined, true, { index: true }),
      contato: route("contato", "contato", true),
      sobre: route("sobre", "sobre-nos", false),
      post: route("post", "blog/:slug", false),
      notFound: route("notFound", "*", false),
    },
  } as unknown as ServerBuild;
}

describe("dataRequestPath", () => {
  it.each([
    ["/_.data", "/"],
    ["/contato.data", "/contato"],
    ["/contato/_.data", "/contato"],
    ["/blog/artigo.data", "/blog/artigo"],
    ["/contato", "/contato"],
    ["/contato/", "/contato"],
  ])("%s stands for %s", (path, page) => {
    expect(dataRequestPath(path)).toBe(page);
  });
});

describe("dataRequestPath and React Router's own reading of a data request", () => {
  /** A build whose root loader notes the path React Router hands the loaders. */
  function echoBuild(seen: string[]): ServerBuild {
    const route = (id: string, path: string | undefined, extra: object = {}) => ({
      id,
      path,
      parentId: id === "root" ? undefined : "root",
      module: id === "root" ? { loader: ({ url }: { url: URL }) => seen.push(url.pathname) } : {},
      ...extra,
    });
    const routes = {
      root: route("root", ""),
      home: route("home", undefined, { index: true }),
      contato: route("contato", "contato"),
    };
    const manifest = Object.fromEntries(
      Object.values(routes).map((r) => [
        r.id,
        { ...r, module: `/${r.id}.js`, hasLoader: r.id === "root", hasAction: false },
      ]),
    );
    return {
      entry: { module: { default: () => new Response("documento") } },
      routes,
      assets: { entry: { module: "/entry.js", imports: [] }, routes: manifest, url: "/manifest.js", version: "1" },
      publicPath: "/",
      assetsBuildDirectory: "build/client",
      future: {},
      ssr: true,
      isSpaMode: false,
      prerender: [],
      routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    } as unknown as ServerBuild;
  }

  // React Router does not export how it reads these addresses (its server's getNormalizedPath): an upgrade that
  // changes it fails here, not in the 405s of postsOnlyToActions.
  it.each(["/_.data", "/contato.data", "/contato/_.data"])("%s", async (path) => {
    const seen: string[] = [];
    const response = await createRequestHandler(echoBuild(seen), "test")(
      new Request(`https://agencia.example${path}`),
      new RouterContextProvider(),
    );
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    const page = seen[0]!;
    expect(dataRequestPath(path)).toBe(page === "/" ? page : page.replace(/\/$/, ""));
  });
});

describe("createActionMatcher", () => {
  const hasAction = createActionMatcher(testBuild());
  const none = new URLSearchParams();

  it("finds the action of a page and of an index route asked with ?index", () => {
    expect(hasAction("/contato", none)).toBe(true);
    expect(hasAction("/contato.data", none)).toBe(true);
    expect(hasAction("/", new URLSearchParams("index"))).toBe(true);
    expect(hasAction("/_.data", new URLSearchParams("index="))).toBe(true);
  });

  it("knows where no action would take the post", () => {
    expect(hasAction("/", none)).toBe(false);
    expect(hasAction("/_.data", none)).toBe(false);
    expect(hasAction("/", new URLSearchParams("index=1"))).toBe(false);
    expect(hasAction("/sobre-nos", none)).toBe(false);
    expect(hasAction("/blog/um-artigo", none)).toBe(false);
    expect(hasAction("/nao-existe", none)).toBe(false);
  });
});

describe("postsOnlyToActions", () => {
  let server: TestServer | null = null;
  afterEach(() => server?.close());

  it("answers a post no action takes with the site's 405, and lets the others through", async () => {
    const app = express();
    app.use(postsOnlyToActions(testBuild()));
    app.all("/{*splat}", (_req, res) => {
      res.send("React Router");
    });
    server = await serve(app);
    for (const path of ["/", "/sobre-nos", "/nao-existe", "/_.data"]) {
      const response = await fetch(`${server.url}${path}`, { method: "POST", body: "a=1" });
      expect(response.status, path).toBe(405);
      expect(response.headers.get("allow"), path).toBe("GET, HEAD");
      expect(await response.text(), path).toBe("Método não permitido.");
    }
    for (const path of ["/contato", "/?index"]) {
      expect(await (await fetch(`${server.url}${path}`, { method: "POST", body: "a=1" })).text(), path).toBe(
        "React Router",
      );
    }
    expect(await (await fetch(`${server.url}/sobre-nos`)).text()).toBe("React Router");
  });
});
