import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { serve, type TestServer } from "#tests/http";
import {
  arrivedSecure,
  chooseEncoding,
  isFresh,
  loadStaticPages,
  needsServerRender,
  prerenderedFirst,
} from "./prerendered";

describe("chooseEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["*", "br"],
    ["gzip;q=0.4, identity;q=0.9", "identity"],
    ["identity;q=0, gzip;q=0.1", "gzip"],
    ["*;q=0, br", "br"],
  ])("Accept-Encoding %j gets %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("isFresh", () => {
  const etag = '"abc-br"';
  it.each([
    [{}, false],
    [{ "if-none-match": '"abc-br"' }, true],
    [{ "if-none-match": 'W/"abc-br"' }, true],
    [{ "if-none-match": '"old", "abc-br"' }, true],
    [{ "if-none-match": '"abc"' }, false],
    [{ "if-none-match": "*" }, true],
    [{ "if-none-match": '"abc-br"', "cache-control": "no-cache" }, false],
  ])("%j → %s", (headers, expected) => {
    expect(isFresh(headers, etag)).toBe(expected);
  });
});

describe("needsServerRender", () => {
  it.each([
    ["/ferramentas/calculadora-juros-compostos", undefined, false],
    ["/?utm_source=google&utm_campaign=x", undefined, false],
    // The server keeps an ad click in a cookie, which the shared prerendered answer must not carry.
    ["/?utm_source=google&gclid=x", undefined, true],
    ["/blog?fbclid=y", undefined, true],
    ["/ferramentas/calculadora-juros-compostos?anos=2", undefined, true],
    ["/blog?q=google", undefined, true],
    ["/", "tema=dark", true],
    ["/", "outro=1; tema=light", true],
    ["/", "tema=nada", false],
  ])("%s with cookie %j → %s", (url, cookie, expected) => {
    expect(needsServerRender(url, cookie)).toBe(expected);
  });
});

describe("arrivedSecure", () => {
  const request = (forwardedProto: string | undefined, remoteAddress = "10.0.0.1") =>
    ({
      headers: forwardedProto === undefined ? {} : { "x-forwarded-proto": forwardedProto },
      socket: { remoteAddress },
    }) as unknown as IncomingMessage;
  const trustOneHop = (_address: string, hop: number) => hop < 1;
  const trustNobody = () => false;

  it("believes X-Forwarded-Proto only from a trusted proxy, and only its first value", () => {
    expect(arrivedSecure(request("https"), trustOneHop)).toBe(true);
    expect(arrivedSecure(request("https, http"), trustOneHop)).toBe(true);
    expect(arrivedSecure(request("http, https"), trustOneHop)).toBe(false);
    expect(arrivedSecure(request("https"), trustNobody)).toBe(false);
    expect(arrivedSecure(request(undefined), trustOneHop)).toBe(false);
  });
});

describe("prerenderedFirst", () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  /** A build folder with one page (and its brotli copy) and the not-found page. */
  function buildDir(): string {
    const dir = mkdtempSync(join(tmpdir(), "prerendered-"));
    mkdirSync(join(dir, "client", "sobre-nos"), { recursive: true });
    const page = "<!doctype html><h1>Sobre nós</h1>";
    writeFileSync(join(dir, "client", "sobre-nos", "index.html"), page);
    writeFileSync(join(dir, "client", "sobre-nos", "index.html.br"), brotliCompressSync(page));
    writeFileSync(join(dir, "client", "404.html"), "<!doctype html><h1>Página não encontrada</h1>");
    const entry = (file: string, etag: string) => ({ file, etag, scriptHashes: [] });
    writeFileSync(
      join(dir, "static-pages.json"),
      JSON.stringify({
        pages: { "/sobre-nos": entry("sobre-nos/index.html", '"p1"') },
        notFound: entry("404.html", '"nf"'),
      }),
    );
    return dir;
  }

  async function start() {
    const observed: string[] = [];
    const listener = prerenderedFirst(
      loadStaticPages(buildDir(), () => "default-src 'self'"),
      {
        app: (_req, res) => res.writeHead(418).end("app"),
        trustProxy: () => false,
        observe: (req) => observed.push(`${req.method} ${req.url}`),
      },
    );
    server = await serve(listener);
    return { url: server.url, observed };
  }

  it("answers a prerendered page from memory, in the encoding asked for, counted and logged like any request", async () => {
    const { url, observed } = await start();
    const plain = await fetch(`${url}/sobre-nos/`, { headers: { "accept-encoding": "identity" } });
    expect(plain.status).toBe(200);
    expect(await plain.text()).toContain("Sobre nós");
    expect(plain.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(plain.headers.get("x-frame-options")).toBe("DENY");
    expect(plain.headers.get("etag")).toBe('"p1"');
    const compressed = await fetch(`${url}/sobre-nos?utm_source=google`, { headers: { "accept-encoding": "br" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(await compressed.text()).toContain("Sobre nós");
    const revalidated = await fetch(`${url}/sobre-nos`, {
      // fetch() would add `Cache-Control: no-cache` to a conditional request, which rightly forces a full answer.
      headers: { "accept-encoding": "br", "if-none-match": '"p1-br"', "cache-control": "max-age=0" },
    });
    expect(revalidated.status).toBe(304);
    expect(observed).toEqual(["GET /sobre-nos/", "GET /sobre-nos?utm_source=google", "GET /sobre-nos"]);
  });

  it("hands everything else to the app: other paths and methods, queries the page reads, theme cookies, bad escapes", async () => {
    const { url, observed } = await start();
    for (const [path, init] of [
      ["/contato", {}],
      ["/sobre-nos", { method: "POST" }],
      ["/sobre-nos?q=1", {}],
      ["/sobre-nos", { headers: { cookie: "tema=dark" } }],
      ["/sobre-nos%", {}],
    ] as const) {
      const response = await fetch(`${url}${path}`, init);
      expect(response.status, path).toBe(418);
    }
    expect(observed).toEqual([]);
  });
});
