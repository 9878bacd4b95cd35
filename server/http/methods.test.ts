import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { rawExchange, serve, type TestServer } from "#tests/http";
import { allowedMethods } from "./methods";

describe("allowedMethods", () => {
  let server: TestServer | null = null;

  afterEach(() => server?.close());

  async function start(): Promise<TestServer> {
    const app = express();
    app.use(allowedMethods());
    app.all("/{*splat}", (req, res) => {
      res.send(`${req.method} chegou`);
    });
    server = await serve(app);
    return server;
  }

  it.each(["PUT", "DELETE", "PATCH", "OPTIONS", "PURGE"])(
    "answers %s with 405 and the methods allowed",
    async (method) => {
      const { url } = await start();
      const response = await fetch(`${url}/contato`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
      expect(await response.text()).toBe("Método não permitido.");
    },
  );

  it("answers TRACE (which fetch will not send) with 405 too", async () => {
    const { port } = await start();
    const exchange = rawExchange(port, "TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    const { status, headers } = await exchange.head;
    expect(status).toBe(405);
    expect(headers).toMatch(/^allow: GET, HEAD, POST$/im);
  });

  it("lets GET, HEAD and POST through", async () => {
    const { url } = await start();
    for (const method of ["GET", "HEAD", "POST"]) {
      expect((await fetch(`${url}/`, { method })).status, method).toBe(200);
    }
  });
});
