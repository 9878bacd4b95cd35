import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { rawExchange, serve, type TestServer } from "#tests/http";
import { BODY_LIMIT_BYTES, bodyLimit, refuseAsText } from "./body-limit";

describe("bodyLimit", () => {
  let server: TestServer | null = null;
  let handled = 0;

  afterEach(async () => {
    await server?.close();
    handled = 0;
  });

  async function start(): Promise<TestServer> {
    const app = express();
    app.use(bodyLimit(BODY_LIMIT_BYTES, refuseAsText));
    app.post("/contato", express.urlencoded({ extended: false, limit: "1mb" }), (req, res) => {
      handled += 1;
      res.json({ fields: Object.keys(req.body as object) });
    });
    server = await serve(app);
    return server;
  }

  it("answers 413 to a 100 MB form from its declared size, before the body arrives", async () => {
    const { port } = await start();
    const exchange = rawExchange(
      port,
      "POST /contato HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
        `Content-Length: ${100 * 1024 * 1024}\r\n\r\n${"nome=".padEnd(64 * 1024, "a")}`,
    );
    // Only 64 KB of the 100 MB were sent: an answer now means the rest was never waited for.
    const { status, headers } = await exchange.head;
    expect(status).toBe(413);
    expect(headers).toMatch(/^connection: close$/im);
    expect(await exchange.closed).toContain(
      "Os dados enviados são grandes demais. Encurte a mensagem e tente novamente.",
    );
    expect(handled).toBe(0);
  });

  it("answers 411 to a body of undeclared length (chunked), which no browser form sends", async () => {
    const { port } = await start();
    const exchange = rawExchange(
      port,
      "POST /contato HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nnome\r\n",
    );
    expect((await exchange.head).status).toBe(411);
    exchange.destroy();
    expect(handled).toBe(0);
  });

  it("lets a form up to 16 KB through", async () => {
    const { url } = await start();
    const body = new URLSearchParams({ nome: "Ana", mensagem: "ã".repeat(2_000) }).toString();
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(BODY_LIMIT_BYTES);
    const response = await fetch(`${url}/contato`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ fields: ["nome", "mensagem"] });
  });
});
