import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { serve, type TestServer } from "../../tests/http";
import { panelHeaders } from "./panel-headers";

const SITE = "https://agencia.example";

describe("panelHeaders", () => {
  let server: TestServer | null = null;

  afterEach(() => server?.close());

  /** The middleware before a catch-all that stands for React Router: it says when a request reached it. */
  async function start(): Promise<TestServer> {
    const app = express();
    app.use(panelHeaders(SITE));
    app.all("/{*splat}", (req, res) => {
      res.send(`${req.method} chegou`);
    });
    server = await serve(app);
    return server;
  }

  it("keeps every panel answer out of caches, search engines and other sites' Referer", async () => {
    const { url } = await start();
    for (const path of ["/painel", "/painel/leads/7", "/painel.data"]) {
      const response = await fetch(`${url}${path}`);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(response.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
      expect(response.headers.get("referrer-policy"), path).toBe("same-origin");
    }
    const site = await fetch(`${url}/contato`);
    expect(site.headers.get("x-robots-tag")).toBeNull();
  });

  it("refuses a POST under /painel from another origin, or with none, before any route reads it", async () => {
    const { url } = await start();
    // A path with no action of its own: the refusal cannot depend on each route remembering its check.
    for (const origin of ["https://evil.example", "null", null]) {
      const response = await fetch(`${url}/painel/auditoria`, {
        method: "POST",
        headers: origin === null ? {} : { Origin: origin },
        body: new URLSearchParams({ intent: "x" }),
      });
      expect(response.status, String(origin)).toBe(403);
      expect(await response.text()).not.toContain("chegou");
    }
    const own = await fetch(`${url}/painel/auditoria`, { method: "POST", headers: { Origin: SITE } });
    expect(await own.text()).toBe("POST chegou");
    // The public forms keep their own, more lenient check.
    const publicForm = await fetch(`${url}/contato`, { method: "POST" });
    expect(await publicForm.text()).toBe("POST chegou");
  });
});
