import { request as httpRequest, type IncomingHttpHeaders, type RequestListener } from "node:http";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { ServerContext } from "#app/load-context";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { MarketData } from "#app/features/tools/market-data";
import * as fixtureBuild from "#tests/fixtures/result-build";
import { serve, type TestServer } from "#tests/http";
import { createRenderPool, RenderWorkerLost, type RenderPool } from "./render-pool";
import { resultPages, type ResultPagesOptions } from "./result-cache";

/**
 * Calculator results rendered by worker threads (decision 046) against the
 * same results rendered in the main thread, over HTTP, with a small server
 * build (tests/fixtures/result-build.tsx) that the workers load through tsx
 * as they load BUILD_DIR/server/index.js in production.
 */

const buildUrl = pathToFileURL(`${import.meta.dirname}/../../tests/fixtures/result-build.tsx`).href;
const siteUrl = "http://localhost:3000";
const TOOL = "/ferramentas/calculadora-juros-compostos";

function month(name: string): MarketData {
  return { quotes: null, indices: { months: [{ month: name, poupanca: 0.6, cdi: 1, selic: 1, ipca: 0.4 }] } };
}

let market = month("2026-09");

function startPool(size = 1, build = buildUrl): { pool: RenderPool; lost: Error[] } {
  const lost: Error[] = [];
  const pool = createRenderPool({
    size,
    entry: new URL("../../tests/fixtures/render-worker.mjs", import.meta.url),
    workerData: { buildUrl: build, siteUrl, mode: "production" },
    onWorkerLost: (error) => void lost.push(error),
  });
  pools.push(pool);
  return { pool, lost };
}

/** The fallback stands for Express: what the result pages leave to it is answered 418, so it shows. */
const fallback: RequestListener = (_req, res) => void res.writeHead(418).end("Express");

function options(pool?: RenderPool): ResultPagesOptions {
  return {
    build: fixtureBuild as unknown as ServerBuild,
    mode: "production",
    siteUrl,
    csp: (hashes) => `script-src 'self' ${hashes.join(" ")}`,
    loadContext: (nonce) => ({
      nonce,
      leads: {} as ServerContext["leads"],
      clientIp: "",
      publicPaths: [],
      marketData: market,
      panel: {} as ServerContext["panel"],
    }),
    marketData: () => market,
    dataVersion: () => market.indices?.months.at(-1)?.month ?? "-",
    observe: () => undefined,
    fallback,
    trustProxy: () => false,
    pool,
  };
}

async function site(pool?: RenderPool): Promise<TestServer> {
  const results = resultPages(options(pool));
  const server = await serve((req, res) => void (results.handle(req, res) || fallback(req, res)));
  servers.push(server);
  return server;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw exchange: the bytes as sent (fetch would decompress them). */
function get(server: TestServer, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

function withoutDate({ status, headers, body }: Answer) {
  const { date: _date, ...rest } = headers;
  return { status, headers: rest, body };
}

const servers: TestServer[] = [];
const pools: RenderPool[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  market = month("2026-09");
});

afterAll(async () => {
  for (const pool of pools.splice(0)) await pool.close();
});

describe("calculator results rendered in worker threads", () => {
  it("are answered exactly as the main thread answers them: status, headers, ETag rules and bytes", async () => {
    const main = await site();
    const { pool, lost } = startPool(2);
    const workers = await site(pool);
    const path = `${TOOL}?inicial=1234&aporte=100&taxa=12&anos=1`;
    const first = await get(main, path, { "accept-encoding": "identity" });
    expect(first.status).toBe(200);
    expect(first.body.toString()).toContain("Valor inicial: 1234");
    expect(first.headers["content-security-policy"]).toMatch(/'sha256-/);
    const exchanges: [string, Record<string, string>, string?][] = [
      [path, { "accept-encoding": "identity" }],
      [path, { "accept-encoding": "gzip" }],
      [path, { "accept-encoding": "br, gzip" }],
      [path, { "accept-encoding": "gzip", cookie: "tema=dark" }],
      [path, { "accept-encoding": "identity", "if-none-match": first.headers.etag! }],
      [path, { "accept-encoding": "gzip", "if-none-match": `${first.headers.etag!.slice(0, -1)}-gz"` }],
      [path, { "accept-encoding": "identity" }, "HEAD"],
      // Another page each, so that the first request for it is the one that renders it, in each encoding.
      [`${TOOL}?inicial=1&aporte=1&taxa=1&anos=1`, { "accept-encoding": "br" }],
      [`${TOOL}?inicial=2&aporte=1&taxa=1&anos=1`, { "accept-encoding": "gzip" }, "HEAD"],
      [`${TOOL}?anos=1&inicial=1234&aporte=100&taxa=12&utm_source=zap`, {}],
      [`${TOOL}?inicial=0&aporte=100&taxa=12&anos=1`, {}],
    ];
    for (const [target, headers, method] of exchanges) {
      const expected = withoutDate(await get(main, target, headers, method));
      expect(withoutDate(await get(workers, target, headers, method)), `${method ?? "GET"} ${target}`).toEqual(
        expected,
      );
    }
    // Rendered by the workers, not by the main thread after losing them.
    expect(lost).toEqual([]);
  });

  it("show the Banco Central data of the moment they are rendered", async () => {
    const workers = await site(startPool().pool);
    const path = `${TOOL}?inicial=5&aporte=100&taxa=12&anos=1`;
    expect((await get(workers, path)).body.toString()).toContain("Índices de 2026-09");
    market = month("2026-10");
    expect((await get(workers, path)).body.toString()).toContain("Índices de 2026-10");
  });

  it("lose no request when the worker rendering it dies: the main thread renders it, and a new worker starts", async () => {
    const { pool, lost } = startPool(1);
    const workers = await site(pool);
    const crash = await get(workers, `${TOOL}?inicial=666&aporte=100&taxa=12&anos=1`);
    expect(crash.status).toBe(200);
    expect(crash.body.toString()).toContain("Valor inicial: 666");
    expect(lost).toHaveLength(1);
    expect(lost[0]!.message).toMatch(/exited with code 1/);
    // The pool itself never renders in the main thread: a page from it comes from the worker that replaced the lost one.
    const page = await pool.render({ target: `${TOOL}?inicial=7`, theme: "system", encoding: "identity" }, market);
    expect(Buffer.from(page!.identity).toString()).toContain("Valor inicial: 7");
  });

  it("answer each render with its own page when several wait for one worker", async () => {
    const { pool } = startPool(1);
    const values = [21, 22, 23, 24, 25];
    const pages = await Promise.all(
      values.map((value) =>
        pool.render({ target: `${TOOL}?inicial=${value}`, theme: "system", encoding: "identity" }, market),
      ),
    );
    expect(pages.map((page) => /Valor inicial: (\d+)/.exec(Buffer.from(page!.identity).toString())?.[1])).toEqual(
      values.map(String),
    );
  });

  it("give back both renders a dying worker held, the one it was rendering and the next, to be done elsewhere", async () => {
    const { pool, lost } = startPool(1);
    const crashing = pool.render({ target: `${TOOL}?inicial=666`, theme: "system", encoding: "identity" }, market);
    const next = pool.render({ target: `${TOOL}?inicial=12`, theme: "system", encoding: "identity" }, market);
    await expect(crashing).rejects.toBeInstanceOf(RenderWorkerLost);
    await expect(next).rejects.toBeInstanceOf(RenderWorkerLost);
    expect(lost).toHaveLength(1);
  });

  it("stop being started when they cannot load the build, and results are rendered in the main thread", async () => {
    const { pool, lost } = startPool(1, pathToFileURL(`${import.meta.dirname}/no-such-build.js`).href);
    const job = { target: `${TOOL}?inicial=10`, theme: "system", encoding: "identity" } as const;
    await expect(pool.render(job, market)).rejects.toBeInstanceOf(RenderWorkerLost);
    await expect.poll(() => lost.length).toBe(3);
    await expect(pool.render(job, market)).rejects.toBeInstanceOf(RenderWorkerLost);
    const answer = await get(await site(pool), `${TOOL}?inicial=10&aporte=100&taxa=12&anos=1`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain("Valor inicial: 10");
  });

  it("give a loader that reaches for what only the main thread has an error, and leave the request to Express", async () => {
    const path = `${TOOL}?inicial=-1&aporte=100&taxa=12&anos=1`;
    expect((await get(await site(), path)).status).toBe(200);
    const answer = await get(await site(startPool().pool), path);
    expect(answer.status).toBe(418);
    expect(answer.body.toString()).toBe("Express");
  });

  it("stop with the server: closing the pool ends its workers, rejects unfinished renders, and the main thread renders", async () => {
    const { pool, lost } = startPool(2);
    const job = { target: `${TOOL}?inicial=8`, theme: "system", encoding: "identity" } as const;
    const unfinished = expect(pool.render(job, market)).rejects.toBeInstanceOf(RenderWorkerLost);
    await pool.close();
    await unfinished;
    await expect(pool.render(job, market)).rejects.toBeInstanceOf(RenderWorkerLost);
    expect(lost).toEqual([]);
    const workers = await site(pool);
    const answer = await get(workers, `${TOOL}?inicial=9&aporte=100&taxa=12&anos=1`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain("Valor inicial: 9");
  });
});
