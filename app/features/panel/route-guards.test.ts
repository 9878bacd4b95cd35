import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { callRoute, loadPanelRoute } from "#tests/panel-route-calls";
import { examplePath, panelRoutes, PUBLIC_PANEL_PATHS } from "#tests/panel-routes";
import { routerContext } from "#app/load-context";

/**
 * Every loader and action under /painel, called as React Router would call
 * it (inside the middleware of its layouts) without a session: a page gets a
 * redirect to the sign-in page, a data request a 401, a POST from another
 * site a 403, and none returns data. The routes come from app/routes.ts, so
 * a new route cannot be forgotten; a route put outside the signed-in layout,
 * or that layout without its middleware, fails here.
 */

let h: PanelHarness;
beforeAll(async () => {
  h = await startPanelHarness(null);
});
afterAll(() => h.close());

function context(): RouterContextProvider {
  return routerContext({
    nonce: "",
    leads: undefined as never,
    clientIp: "198.51.100.7",
    publicPaths: [],
    panel: h.panel,
  });
}

/** A request for the page at `path`, or React Router's data request for it (`path.data`), as sent. */
function request(path: string, method: "GET" | "POST", origin: string | null, dataRequest: boolean): Request {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  if (origin !== null) headers.set("Origin", origin);
  return new Request(`${h.panel.siteUrl}${path}${dataRequest ? ".data" : ""}`, {
    method,
    headers,
    ...(method === "POST" ? { body: "intent=status&status=ganho&corpo=x&formato=csv" } : {}),
  });
}

/** What a route function threw (or returned): its HTTP status and, for a redirect, where to. */
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; location: string | null }> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
  if (result !== null && typeof result === "object" && "init" in result) {
    const init = (result as { init: ResponseInit | null }).init;
    return { status: init?.status ?? 200, location: null };
  }
  return { status: 200, location: null };
}

const routes = panelRoutes();

describe("every panel route refuses a visitor without a session", () => {
  it("finds the panel's routes in app/routes.ts", () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.map((route) => route.path)).toContain("/painel");
  });

  for (const route of routes) {
    const path = examplePath(route.path);
    const guarded = !PUBLIC_PANEL_PATHS.includes(path);

    it(`${route.layout ? "layout of " : ""}${route.path} (${route.file})`, async () => {
      const chain = await loadPanelRoute(route.file);
      const module = chain.at(-1)!;
      const params = { id: "1" };
      const call = (kind: "loader" | "action", method: "GET" | "POST", origin: string | null, dataRequest: boolean) =>
        outcome(() =>
          callRoute(chain, kind, {
            request: request(path, method, origin, dataRequest),
            url: new URL(`${h.panel.siteUrl}${path}`),
            params,
            context: context(),
          }),
        );
      if (module.loader && guarded) {
        const page = await call("loader", "GET", null, false);
        expect(page.status, "page without a session").toBe(302);
        expect(page.location, "page without a session").toMatch(/^\/painel\/entrar(\?voltar=|$)/);
        const dataRequest = await call("loader", "GET", null, true);
        expect(dataRequest.status, "data request without a session").toBe(401);
      }
      if (module.action) {
        const foreign = await call("action", "POST", "https://evil.example", true);
        expect(foreign.status, "POST from another site").toBe(403);
        const missing = await call("action", "POST", null, true);
        expect(missing.status, "POST without an Origin").toBe(403);
        if (guarded) {
          const signedOut = await call("action", "POST", h.panel.siteUrl, true);
          expect(signedOut.status, "POST without a session").toBe(401);
        }
      }
    });
  }
});
