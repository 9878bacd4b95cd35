import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { rawExchange, serve, type TestServer } from "#tests/http";
import { errorHandler } from "./error-handler";

describe("errorHandler", () => {
  let server: TestServer | null = null;
  const logs: { level: number; msg: string }[] = [];

  afterEach(async () => {
    await server?.close();
    logs.length = 0;
  });

  async function start(): Promise<TestServer> {
    const logger = pino({ level: "debug" }, { write: (line: string) => void logs.push(JSON.parse(line) as never) });
    const app = express();
    app.get("/blog/:slug", (_req, res) => {
      res.send("artigo");
    });
    app.get("/quebrado", () => {
      throw new Error("bug nosso");
    });
    app.post("/json", express.json(), (_req, res) => {
      res.send("ok");
    });
    app.use(errorHandler(logger));
    server = await serve(app);
    return server;
  }

  it("keeps a client's mistake a 4xx logged as a warning", async () => {
    const { port, url } = await start();
    // The router cannot decode the :slug parameter (400 from Express itself).
    const exchange = rawExchange(port, "GET /blog/%ZZ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect((await exchange.head).status).toBe(400);
    const malformed = await fetch(`${url}/json`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toBe("Requisição inválida.");
    expect(logs.map((log) => log.level)).toEqual([40, 40]);
  });

  it("answers a fault of ours with 500 and an error log", async () => {
    const { url } = await start();
    const response = await fetch(`${url}/quebrado`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Erro interno do servidor.");
    expect(logs).toMatchObject([{ level: 50, msg: "unhandled request error" }]);
  });
});
