import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { rawExchange, serve, type TestServer } from "#tests/http";
import { ListenError, listen, SERVER_LIMITS, type LimitEvent } from "./listen";

/** Short limits so a slow client is cut within the test; production uses SERVER_LIMITS. */
const quick = { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 300, checkIntervalMs: 50 };

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

/** A raw connection to the server, and a promise of its closing. */
function connect(port: number): { socket: net.Socket; closed: Promise<void> } {
  const socket = net.connect(port, "127.0.0.1");
  socket.on("error", () => undefined);
  return { socket, closed: new Promise((resolve) => socket.on("close", () => resolve())) };
}

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
      expect(server.headersTimeout).toBe(SERVER_LIMITS.headersTimeoutMs);
      expect(server.requestTimeout).toBe(SERVER_LIMITS.requestTimeoutMs);
      expect(server.keepAliveTimeout).toBe(SERVER_LIMITS.keepAliveTimeoutMs);
      expect(server.timeout).toBe(SERVER_LIMITS.socketIdleTimeoutMs);
      expect(server.maxConnections).toBe(SERVER_LIMITS.maxConnections);
      expect(SERVER_LIMITS.requestTimeoutMs).toBeLessThanOrEqual(60_000);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("closes a connection that pipelines more requests than the limit, rendering none past it", async () => {
    const events: LimitEvent[] = [];
    let handled = 0;
    // Answers are held back, like pages still rendering while the client sends more.
    const server = await listen(
      () => {
        handled += 1;
      },
      {
        port: 0,
        host: "127.0.0.1",
        limits: { ...SERVER_LIMITS, maxPipelinedRequests: 2 },
        onLimit: (e) => events.push(e),
      },
    );
    const { port } = server.address() as AddressInfo;
    try {
      const { socket, closed } = connect(port);
      socket.write("GET /a HTTP/1.1\r\nHost: x\r\n\r\n".repeat(50));
      await closed;
      expect(handled).toBe(2);
      expect(events).toEqual(["pipelining-refused"]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("lets a connection send requests one after another, any number of them", async () => {
    const server = await listen((_req, res) => res.end("ok"), {
      port: 0,
      host: "127.0.0.1",
      limits: { ...SERVER_LIMITS, maxPipelinedRequests: 1 },
    });
    const { port } = server.address() as AddressInfo;
    try {
      // fetch keeps the connection alive and sends the next request once the answer is in.
      for (let index = 0; index < 20; index++) {
        expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("ok");
      }
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("closes connections past the limit as soon as they are accepted, keeping the open ones", async () => {
    const events: LimitEvent[] = [];
    const server = await listen((_req, res) => res.end("ok"), {
      port: 0,
      host: "127.0.0.1",
      limits: { ...SERVER_LIMITS, maxConnections: 2 },
      onLimit: (event) => events.push(event),
    });
    const { port } = server.address() as AddressInfo;
    try {
      const first = connect(port);
      const second = connect(port);
      await Promise.all([first, second].map(({ socket }) => new Promise((resolve) => socket.once("connect", resolve))));
      await expect.poll(() => openConnections(server)).toBe(2);
      const third = connect(port);
      await third.closed;
      expect(events).toEqual(["connection-refused"]);
      first.socket.write("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
      const answer = await new Promise<string>((resolve) =>
        first.socket.once("data", (chunk) => resolve(String(chunk))),
      );
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("closes a connection whose client stops reading a long answer", async () => {
    const server = await listen(
      (_req, res) => {
        // More than the socket buffers hold, so the answer waits in the server's memory once the client stops.
        res.end(Buffer.alloc(64 * 1024 * 1024, 97));
      },
      { port: 0, host: "127.0.0.1", limits: { ...SERVER_LIMITS, socketIdleTimeoutMs: 300 } },
    );
    const { port } = server.address() as AddressInfo;
    try {
      // A paused client reads nothing, so only the server's side can tell the connection is gone.
      const { socket } = connect(port);
      socket.pause();
      socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
      await expect.poll(() => openConnections(server)).toBe(1);
      await expect.poll(() => openConnections(server), { timeout: 10_000 }).toBe(0);
      socket.destroy();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
