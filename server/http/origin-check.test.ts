import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { serve, type TestServer } from "#tests/http";
import { createOriginCheck, refuseForeignOrigins } from "./origin-check";

describe("createOriginCheck", () => {
  const isAllowed = createOriginCheck("https://agencia.example/");

  it("accepts SITE_URL's origin and requests without an Origin", () => {
    for (const origin of ["https://agencia.example", undefined, null, ""])
      expect(isAllowed(origin), String(origin)).toBe(true);
  });

  it("refuses every other origin, the opaque 'null' one included", () => {
    for (const origin of [
      "http://agencia.example",
      "https://agencia.example:8443",
      "https://www.agencia.example",
      "https://agencia.example.evil.example",
      "https://evil.example",
      "null",
    ]) {
      expect(isAllowed(origin), origin).toBe(false);
    }
  });
});

describe("refuseForeignOrigins", () => {
  let server: TestServer | null = null;
  afterEach(() => server?.close());

  async function start(): Promise<TestServer> {
    const app = express();
    app.use(refuseForeignOrigins(createOriginCheck("https://agencia.example")));
    app.all("/{*splat}", (req, res) => {
      res.send(`${req.method} aceito`);
    });
    server = await serve(app);
    return server;
  }

  it("answers a post from another site's page with the site's 403, before anything else runs", async () => {
    const { url } = await start();
    // The Host a proxy sends proves nothing: it may even name the attacker's site.
    const response = await fetch(`${url}/tema`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" },
      body: new URLSearchParams({ tema: "dark" }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("Envio não permitido a partir deste endereço.");
  });

  it("lets the site's own posts and every read through", async () => {
    const { url } = await start();
    expect(
      await (await fetch(`${url}/contato`, { method: "POST", headers: { Origin: "https://agencia.example" } })).text(),
    ).toBe("POST aceito");
    expect(await (await fetch(`${url}/contato`, { method: "POST" })).text()).toBe("POST aceito");
    expect(await (await fetch(`${url}/contato`, { headers: { Origin: "https://evil.example" } })).text()).toBe(
      "GET aceito",
    );
  });
});
