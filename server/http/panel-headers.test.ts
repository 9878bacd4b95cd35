import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { serve, type TestServer } from "#tests/http";
import { rejectMalformedPaths } from "./bad-path";
import { allowedMethods } from "./methods";
import { panelHeaders } from "./panel-headers";
import { securityHeaders } from "./security-headers";

const SITE = "https://agencia.example";

describe("panelHeaders", () => {
  let server: TestServer | null = null;

  afterEach(() => server?.close());

  /**
   * The middleware in server/app.ts's order (the site's headers, the panel's, the 400 of a malformed path, the 405 of
   * a method) before a catch-all that stands for React Router: it says when a request reached it.
   */
  async function start(): Promise<TestServer> {
    const app = express();
    app.use(securityHeaders());
    app.use(panelHeaders(SITE));
    app.use(rejectMalformedPaths());
    app.use(allowedMethods());
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

  function expectPanelHeaders(response: Response, label: string) {
    expect(response.headers.get("cache-control"), label).toBe("no-store");
    expect(response.headers.get("x-robots-tag"), label).toBe("noindex, nofollow");
    expect(response.headers.get("referrer-policy"), label).toBe("same-origin");
  }

  it("sends every other spelling of a panel address to the panel's own, before anything renders", async () => {
    const { url } = await start();
    const spellings: [string, string][] = [
      ["/PAINEL", "/painel"],
      ["/Painel/equipe", "/painel/equipe"],
      ["/%70ainel/leads/1", "/painel/leads/1"],
      ["/PAINEL.data", "/painel.data"],
      ["/Painel/definir-senha?codigo=abc", "/painel/definir-senha?codigo=abc"],
      ["/contato/../PAINEL/lgpd", "/painel/lgpd"],
    ];
    for (const [path, canonical] of spellings) {
      for (const method of ["GET", "HEAD"]) {
        const response = await fetch(`${url}${path}`, { method, redirect: "manual" });
        expect(response.status, `${method} ${path}`).toBe(301);
        expect(response.headers.get("location"), `${method} ${path}`).toBe(canonical);
        expectPanelHeaders(response, `${method} ${path}`);
        expect(await response.text()).not.toContain("chegou");
      }
    }
  });

  it("runs no action at another spelling: a form post is sent on (308), one from another site refused", async () => {
    const { url } = await start();
    const own = await fetch(`${url}/PAINEL/equipe`, {
      method: "POST",
      headers: { Origin: SITE },
      body: new URLSearchParams({ intent: "convidar" }),
      redirect: "manual",
    });
    expect(own.status).toBe(308);
    expect(own.headers.get("location")).toBe("/painel/equipe");
    expectPanelHeaders(own, "POST");
    expect(await own.text()).not.toContain("chegou");
    const foreign = await fetch(`${url}/%70ainel/leads/1`, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      redirect: "manual",
    });
    expect(foreign.status).toBe(403);
    expectPanelHeaders(foreign, "foreign POST");
  });

  it("gives the panel's 405 and 400 the panel's headers, whatever the spelling", async () => {
    const { url } = await start();
    for (const path of ["/painel", "/PAINEL/equipe", "/painel.data"]) {
      const response = await fetch(`${url}${path}`, { method: "DELETE" });
      expect(response.status, path).toBe(405);
      expectPanelHeaders(response, `DELETE ${path}`);
    }
    for (const path of ["/painel/%ZZ", "/Painel/leads/%E0%A4%A"]) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(400);
      expectPanelHeaders(response, path);
    }
    const site = await fetch(`${url}/contato`, { method: "DELETE" });
    expect(site.headers.get("x-robots-tag")).toBeNull();
    expect(site.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});
