import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

const buildDir = process.env.BUILD_DIR ?? "build";

async function sitemapPaths(request: APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

test.describe("pages and status codes", () => {
  test("every page in the sitemap answers 200 with its heading in the prerendered HTML", async ({ request }) => {
    const paths = await sitemapPaths(request);
    const articles = readdirSync("app/content/blog").filter((file) => file.endsWith(".md"));
    // 11 marketing pages (home-completa is canonicalised to /), 19 tools and one page per article.
    expect(paths).toHaveLength(11 + 19 + articles.length);
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
    for (const path of ["/", "/sobre-nos", "/portfolio", "/blog", "/comece-agora", "/contato", "/politica-privacidade", "/servicos", "/servicos/marketing-digital/gestao-trafego", "/servicos/fornecedor/fornecedor-nacional", "/ferramentas", "/ferramentas/tabuada-online", "/ferramentas/o-que-fazer-perto-de-mim"]) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((path) => path.startsWith("/ferramentas/"))).toHaveLength(19);
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
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

test.describe("security and caching headers", () => {
  test("every kind of response carries the security headers", async ({ request }) => {
    const assetPath = (await (await request.get("/")).text()).match(/\/assets\/[^"]+\.js/)?.[0];
    expect(assetPath).toBeTruthy();
    for (const path of ["/", "/nao-existe", "/healthz", assetPath!, "/favicon.svg", "/sitemap.xml"]) {
      const headers = (await request.get(path, { maxRedirects: 0 })).headers();
      expect(headers["content-security-policy"], path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["content-security-policy"], path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["strict-transport-security"], path).toBeUndefined();
    }
  });

  test("HSTS is sent when the site is reached over HTTPS through the proxy", async ({ request }) => {
    const headers = (await request.get("/", { headers: { "X-Forwarded-Proto": "https" } })).headers();
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });

  test("inline scripts carry this response's nonce, fresh on every request", async ({ request }) => {
    const nonces = [];
    for (const path of ["/", "/"]) {
      const response = await request.get(path);
      const nonce = response.headers()["content-security-policy"]!.match(/'nonce-([^']+)'/)![1]!;
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) {
        if (/type="application\/ld\+json"/.test(attributes)) continue;
        expect(attributes).toContain(`nonce="${nonce}"`);
      }
      expect(html).not.toContain("__csp_nonce__");
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("hashed assets are cached for a year, HTML is revalidated", async ({ request }) => {
    const page = await request.get("/");
    expect(page.headers()["cache-control"]).toContain("no-cache");
    const assetPath = (await page.text()).match(/\/assets\/[^"]+\.js/)![0];
    const asset = await request.get(assetPath);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const api = await request.get("/api/leads");
    expect(api.status()).toBe(405);
    expect(api.headers()["allow"]).toBe("POST");
    expect(api.headers()["cache-control"]).toBe("no-store");
  });

  test("responses are compressed for browsers that accept it", async ({ request }) => {
    const response = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
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
    const port = 3190 + test.info().parallelIndex;
    const child = spawn(process.execPath, [join(buildDir, "node/main.js")], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", DATA_DIR: mkdtempSync(join(tmpdir(), "term-")) },
      stdio: "ignore",
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    for (let attempt = 0; attempt < 50; attempt++) {
      const up = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // A slow upload is in flight when the signal arrives; it must still get its answer.
    const answered = new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, path: "/api/leads", method: "POST", headers: { "Content-Type": "application/json", "Content-Length": "2" } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write("{");
      setTimeout(() => {
        child.kill("SIGTERM");
        setTimeout(() => req.end("}"), 300);
      }, 200);
    });
    expect(await answered).toBeGreaterThanOrEqual(200);
    expect(await exited).toBe(0);
  });
});
