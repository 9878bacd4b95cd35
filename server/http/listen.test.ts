import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { rawExchange, serve, type TestServer } from "../../tests/http";
import { ListenError, listen, SERVER_TIMEOUTS } from "./listen";

/** Short limits so a slow client is cut within the test; production uses SERVER_TIMEOUTS. */
const quick = { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 300, checkIntervalMs: 50 };

describe("listen", () => {
  const servers: TestServer[] = [];

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  async function start(): Promise<TestServer> {
    const app = express();
    app.post("/", express.text({ type: "*/*" }), (req, res) => {
      res.send(`recebido: ${String(req.body)}`);
    });
    const server = await serve(app, quick);
    servers.push(server);
    return server;
  }

  it("refuses a port already in use with one line for the operator", async () => {
    const first = await start();
    const error = await listen(() => undefined, { port: first.port, host: "127.0.0.1" }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ListenError);
    expect((error as Error).message).toBe(
      `Cannot listen on 127.0.0.1:${first.port}: the port is already in use (is another server running?). Stop it or set another PORT.`,
    );
  });

  it("cuts a client that never finishes its headers with 408", async () => {
    const { port } = await start();
    const exchange = rawExchange(port, "POST / HTTP/1.1\r\nHost: x\r\n");
    expect((await exchange.head).status).toBe(408);
    await exchange.closed;
  });

  it("cuts a client that never finishes its body with 408", async () => {
    const { port } = await start();
    const exchange = rawExchange(
      port,
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nonly a few bytes",
    );
    expect((await exchange.head).status).toBe(408);
    await exchange.closed;
  });

  it("closes an idle kept-alive connection after the keep-alive timeout", async () => {
    const { port } = await start();
    const exchange = rawExchange(
      port,
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 3\r\n\r\noi!",
    );
    expect((await exchange.head).status).toBe(200);
    expect(await exchange.closed).toContain("recebido: oi!");
  });

  it("sets every limit explicitly in production, the body's far below Node's 300 s", async () => {
    const server = await listen(() => undefined, { port: 0, host: "127.0.0.1" });
    try {
      expect((server.address() as AddressInfo).port).toBeGreaterThan(0);
      expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeoutMs);
      expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeoutMs);
      expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeoutMs);
      expect(SERVER_TIMEOUTS.requestTimeoutMs).toBeLessThanOrEqual(60_000);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
