import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { toolSlugs } from "#app/features/tools/tool-definitions";
import { freePort } from "#tests/http";
import { expect, test } from "./fixtures";

const buildDir = process.env.BUILD_DIR ?? "build";

/** Inline scripts the browser runs (React Router's context and module script), as their exact text. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type="application\/ld\+json"/.test(match[1]!))
    .map((match) => match[2]!);
}

function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

async function sitemapPaths(request: APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

test.describe("pages and status codes", () => {
  test("every page in the sitemap answers 200 with its heading in the prerendered HTML", async ({ request }) => {
    const paths = await sitemapPaths(request);
    const articles = readdirSync("app/content/blog").filter((file) => file.endsWith(".md"));
    // 11 marketing pages (home-completa is canonicalised to /), every tool and one page per article.
    expect(paths).toHaveLength(11 + toolSlugs.length + articles.length);
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<h1[^>]*>[\s\S]*?\S[\s\S]*?<\/h1>/);
      expect(html, path).toContain('<html lang="pt-BR"');
      // Canonical URLs are absolute, from SITE_URL at build time, without a trailing slash.
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical, path).toMatch(/^https?:\/\//);
      expect(new URL(canonical!).pathname, path).toBe(path);
    }
  });

  test("the sitemap lists every public route from the route table", async ({ request }) => {
    const paths = await sitemapPaths(request);
    for (const path of [
      "/",
      "/sobre-nos",
      "/portfolio",
      "/blog",
      "/comece-agora",
      "/contato",
      "/politica-privacidade",
      "/servicos",
      "/servicos/marketing-digital/gestao-trafego",
      "/servicos/fornecedor/fornecedor-nacional",
      "/ferramentas",
      "/ferramentas/tabuada-online",
      "/ferramentas/o-que-fazer-perto-de-mim",
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((path) => path.startsWith("/ferramentas/"))).toHaveLength(toolSlugs.length);
    expect(paths).not.toContain("/home-completa");
    expect(paths.some((path) => path.startsWith("/nossos-servicos"))).toBe(false);
  });

  test("a nested prerendered page is served from its file without a trailing-slash redirect", async ({ request }) => {
    const response = await request.get("/ferramentas/calculadora-imc-metabolismo", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("IMC");
  });

  test("unknown paths answer 404 with the not-found page", async ({ request }) => {
    const response = await request.get("/nao-existe");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
    expect((await request.head("/nao-existe/mesmo")).status()).toBe(404);
  });

  test("the old service paths redirect permanently to the service pages", async ({ request }) => {
    for (const [from, to] of [
      ["/nossos-servicos/gestao-de-trafego", "/servicos/marketing-digital/gestao-trafego"],
      ["/nossos-servicos/fornecedor-nacional", "/servicos/fornecedor/fornecedor-nacional"],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()["location"]).toBe(to);
    }
  });

  test("robots.txt points crawlers at the sitemap", async ({ request, baseURL }) => {
    const body = await (await request.get("/robots.txt")).text();
    expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(body).toContain("Disallow: /api/");
  });

  test("the health check answers ok", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
  });
});

test.describe("security and caching headers", () => {
  test("every kind of response carries the security headers, and every page a strict CSP", async ({ request }) => {
    const assetPath = (await (await request.get("/")).text()).match(/\/assets\/[^"]+\.js/)?.[0];
    expect(assetPath).toBeTruthy();
    for (const path of ["/", "/sobre-nos", "/nao-existe", "/healthz", "/favicon.svg", "/sitemap.xml"]) {
      const headers = (await request.get(path, { maxRedirects: 0 })).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["strict-transport-security"], path).toBeUndefined();
    }
    // Hashed scripts carry nosniff only: the document headers would cost bytes on every file a page loads.
    const assetHeaders = (await request.get(assetPath!)).headers();
    expect(assetHeaders["x-content-type-options"]).toBe("nosniff");
    expect(assetHeaders["permissions-policy"]).toBeUndefined();
    for (const path of ["/", "/sobre-nos", "/nao-existe", "/ferramentas/calculadora-juros-compostos?anos=2"]) {
      const csp = (await request.get(path)).headers()["content-security-policy"];
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toMatch(/script-src 'self'/);
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });

  test("HSTS is sent when the site is reached over HTTPS through the proxy", async ({ request }) => {
    const headers = (await request.get("/", { headers: { "X-Forwarded-Proto": "https" } })).headers();
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });

  test("a prerendered page is the same bytes every time, allowing exactly its inline scripts by hash", async ({
    request,
  }) => {
    const first = await request.get("/", { headers: { "Accept-Encoding": "identity" } });
    const second = await request.get("/", { headers: { "Accept-Encoding": "identity" } });
    const html = await first.text();
    expect(await second.text()).toBe(html);
    expect(html).not.toMatch(/nonce=/);
    const csp = first.headers()["content-security-policy"]!;
    expect(second.headers()["content-security-policy"]).toBe(csp);
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    const allowed = csp.match(/script-src ([^;]+)/)![1]!.split(" ");
    for (const script of scripts) expect(allowed).toContain(`'sha256-${sha256(script)}'`);
    expect(allowed).toHaveLength(1 + new Set(scripts.map(sha256)).size);
  });

  test("a page with nothing to run ships no script and allows no inline script", async ({ request }) => {
    const response = await request.get("/politica-privacidade");
    const html = await response.text();
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(html).not.toContain("modulepreload");
    expect(response.headers()["content-security-policy"]).toContain("script-src 'self';");
  });

  test("pages are sent precompressed by Accept-Encoding, revalidated by ETag", async ({ request }) => {
    const plain = await request.get("/sobre-nos", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    const identity = await plain.body();
    for (const [accept, encoding] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const response = await request.get("/sobre-nos", { headers: { "Accept-Encoding": accept } });
      expect(response.headers()["content-encoding"], accept).toBe(encoding);
      expect(response.headers()["vary"], accept).toContain("Accept-Encoding");
      // The client decodes the body: it is the very same page.
      expect((await response.body()).equals(identity), accept).toBe(true);
    }
    const etag = plain.headers()["etag"]!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(plain.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const revalidated = await request.get("/sobre-nos", {
      headers: { "Accept-Encoding": "identity", "If-None-Match": etag },
    });
    expect(revalidated.status()).toBe(304);
  });

  test("campaign tags keep the prerendered file; an ad click and a theme cookie get a server render with a nonce", async ({
    request,
  }) => {
    const etag = (await request.get("/ferramentas/calculadora-juros-compostos")).headers()["etag"];
    const tagged = await request.get("/ferramentas/calculadora-juros-compostos?utm_source=google&utm_campaign=natal");
    expect(tagged.headers()["etag"]).toBe(etag);
    // An ad's click id is kept in a first-party cookie (decision 065): that answer is the visitor's own, never the
    // shared prerendered file.
    const clicked = await request.get("/sobre-nos?utm_source=google&gclid=abc");
    expect(clicked.headers()["etag"]).toBeUndefined();
    expect(clicked.headers()["cache-control"]).toBe("private, no-cache");
    expect(clicked.headers()["set-cookie"]).toContain("primeiro_clique=");

    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await request.get("/sobre-nos", { headers: { Cookie: "tema=dark" } });
      expect(response.status()).toBe(200);
      expect(response.headers()["etag"]).toBeUndefined();
      expect(response.headers()["cache-control"]).toBe("private, no-cache");
      const nonce = response.headers()["content-security-policy"]!.match(/'nonce-([^']+)'/)![1]!;
      const html = await response.text();
      expect(html).toContain('data-theme="dark"');
      for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/g)) {
        if (/type="application\/ld\+json"/.test(attributes!)) continue;
        expect(attributes).toContain(`nonce="${nonce}"`);
      }
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("a calculator's result is the same bytes every time, allowed by hash, public for shared caches, revalidated by ETag", async ({
    request,
  }) => {
    const path = "/ferramentas/calculadora-juros-compostos?inicial=1000&aporte=100&taxa=12&anos=1";
    const headers = { "Accept-Encoding": "identity" };
    const first = await request.get(path, { headers });
    const second = await request.get(path, { headers });
    const html = await first.text();
    expect(html).toContain("R$\u00a02.395,08");
    expect(await second.text()).toBe(html);
    const csp = first.headers()["content-security-policy"]!;
    expect(csp).not.toContain("'nonce-");
    const allowed = csp.match(/script-src ([^;]+)/)![1]!.split(" ");
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(allowed).toContain(`'sha256-${sha256(script)}'`);
    expect(allowed).toHaveLength(1 + new Set(scripts.map(sha256)).size);
    expect(first.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=600, must-revalidate");
    const etag = first.headers()["etag"]!;
    expect(second.headers()["etag"]).toBe(etag);
    expect((await request.get(path, { headers: { ...headers, "If-None-Match": etag } })).status()).toBe(304);

    // Compressed by Accept-Encoding, each encoding its own validator.
    const br = await request.get(path, { headers: { "Accept-Encoding": "br" } });
    expect(br.headers()["content-encoding"]).toBe("br");
    expect(br.headers()["etag"]).toBe(`${etag.slice(0, -1)}-br"`);
    expect(await br.text()).toBe(html);

    // A theme cookie changes the page: kept apart, and private.
    const dark = await request.get(path, { headers: { ...headers, Cookie: "tema=dark" } });
    expect(await dark.text()).toContain('data-theme="dark"');
    expect(dark.headers()["cache-control"]).toBe("private, no-cache");
    expect(dark.headers()["etag"]).not.toBe(etag);
  });

  test("a result query spelled another way is sent to its normal form, keeping campaign tags", async ({ request }) => {
    const response = await request.get(
      "/ferramentas/calculadora-juros-compostos?anos=1&utm_source=zap&inicial=1000&x=1&taxa=12&aporte=100",
      { maxRedirects: 0 },
    );
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe(
      "/ferramentas/calculadora-juros-compostos?inicial=1000&aporte=100&taxa=12&anos=1&utm_source=zap",
    );
    expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
  });

  test("the not-found page is the prerendered file, sent with 404 for any unknown path", async ({ request }) => {
    const file = readFileSync(join(buildDir, "client/404.html"), "utf8");
    for (const path of ["/nao-existe", "/blog/artigo-que-nao-existe", "/404", "/ferramentas/x/y"]) {
      const response = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toBe(file);
    }
  });

  test("hashed assets are cached for a year and sent precompressed", async ({ request }) => {
    const assetPath = (await (await request.get("/")).text()).match(/\/assets\/[^"]+\.js/)![0];
    const asset = await request.get(assetPath, { headers: { "Accept-Encoding": "br" } });
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["content-encoding"]).toBe("br");
    expect(asset.headers()["etag"]).toBeUndefined();
    const api = await request.get("/api/leads");
    expect(api.status()).toBe(405);
    expect(api.headers()["allow"]).toBe("POST");
    expect(api.headers()["cache-control"]).toBe("no-store");
  });
});

test.describe("process", () => {
  test("a bad environment variable stops the server with one line naming it", async () => {
    const child = spawn(process.execPath, [join(buildDir, "node/main.js")], {
      env: { ...process.env, PORT: "porta", DATA_DIR: mkdtempSync(join(tmpdir(), "cfg-")) },
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^Invalid configuration: PORT: .+$/);
  });

  test("SIGTERM lets an in-flight request finish, then the process exits cleanly", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [join(buildDir, "node/main.js")], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        DATA_DIR: mkdtempSync(join(tmpdir(), "term-")),
      },
      stdio: "ignore",
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    const answers = () =>
      fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
    await expect.poll(answers, { timeout: 20_000 }).toBe(true);

    // A slow upload is in flight when the signal arrives; it must still get its answer. The server's
    // "100 Continue" proves it has read the request; the body follows once it has stopped listening.
    const answered = new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/api/leads",
          method: "POST",
          headers: { "Content-Type": "application/json", "Content-Length": "2", Expect: "100-continue" },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.on("continue", () => {
        child.kill("SIGTERM");
        expect
          .poll(answers)
          .toBe(false)
          .then(() => req.end("{}"), reject);
      });
      req.flushHeaders();
    });
    expect(await answered).toBeGreaterThanOrEqual(200);
    expect(await exited).toBe(0);
  });
});
