import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { rawExchange, serve, type TestServer } from "#tests/http";
import { rejectMalformedPaths } from "./bad-path";

describe("rejectMalformedPaths", () => {
  let server: TestServer | null = null;

  afterEach(() => server?.close());

  async function start(): Promise<TestServer> {
    const app = express();
    app.use(rejectMalformedPaths());
    app.get("/blog/:slug", (req, res) => {
      res.send(`artigo ${req.params.slug}`);
    });
    server = await serve(app);
    return server;
  }

  it.each(["/%", "/blog/%ZZ", "/blog/%E0%A4%A"])("answers %s with 400, not a server error", async (path) => {
    const { port } = await start();
    // Sent raw: fetch would normalise the path first.
    const exchange = rawExchange(port, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect((await exchange.head).status).toBe(400);
    expect(await exchange.closed).toMatch(/Endereço inválido\.$/);
  });

  it("lets well-formed escapes through", async () => {
    const { url } = await start();
    const response = await fetch(`${url}/blog/gest%C3%A3o%20de%20tr%C3%A1fego`);
    expect(await response.text()).toBe("artigo gestão de tráfego");
  });
});
