import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { freePort } from "#tests/http";
import { expect, test } from "./fixtures";
import { stubWhatsapp } from "./forms/helpers";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * The site behind nginx configured as the README shows: TLS at the proxy,
 * and nginx's default Host upstream (the upstream's name, not the public
 * address). The lead form is sent through it with and without JavaScript.
 */

const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));

/** The README's nginx block, with this test's ports and a throwaway certificate; fails when the README changed shape. */
function readmeConfig(folder: string, listenPort: number, upstreamPort: number): string {
  const block = /```nginx\n([\s\S]+?)```/.exec(readFileSync("README.md", "utf8"))?.[1];
  if (!block) throw new Error("README.md has no nginx block");
  const replacements: [RegExp, string][] = [
    [/server 127\.0\.0\.1:3000;/, `server 127.0.0.1:${upstreamPort};`],
    [/listen 443 ssl;/, `listen 127.0.0.1:${listenPort} ssl;`],
    [/ssl_certificate +\S+;/, `ssl_certificate ${folder}/cert.pem;`],
    [/ssl_certificate_key +\S+;/, `ssl_certificate_key ${folder}/key.pem;`],
    [/access_log \S+ agencia_site;/, `access_log ${folder}/access.log agencia_site;`],
  ];
  return replacements.reduce((config, [pattern, value]) => {
    if (!pattern.test(config)) throw new Error(`README's nginx block no longer has ${pattern}`);
    return config.replace(pattern, value);
  }, block);
}

async function startNginx(
  listenPort: number,
  upstreamPort: number,
): Promise<{ stop: () => Promise<void>; accessLog: () => string }> {
  if (!nginxBinary) throw new Error("nginx is not installed (Debian: apt-get install nginx-light)");
  const folder = mkdtempSync(join(tmpdir(), "proxy-e2e-"));
  // nginx's workers run as nobody: they write buffered answers to the temporary folder.
  chmodSync(folder, 0o755);
  mkdirSync(join(folder, "tmp"), { mode: 0o777 });
  chmodSync(join(folder, "tmp"), 0o777);
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-keyout",
      join(folder, "key.pem"),
      "-out",
      join(folder, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const temp = join(folder, "tmp");
  writeFileSync(
    join(folder, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
${readmeConfig(folder, listenPort, upstreamPort)}
}
`,
  );
  const nginx: ChildProcess = spawn(
    nginxBinary,
    ["-p", folder, "-e", join(folder, "error.log"), "-c", join(folder, "nginx.conf")],
    {
      stdio: "ignore",
    },
  );
  const exited = new Promise<void>((resolve) => nginx.on("exit", () => resolve()));
  return {
    stop: async () => {
      nginx.kill("SIGTERM");
      await exited;
    },
    accessLog: () => (existsSync(join(folder, "access.log")) ? readFileSync(join(folder, "access.log"), "utf8") : ""),
  };
}

test.describe("behind nginx, which passes its upstream's name as Host", () => {
  test.describe.configure({ mode: "default" });
  test.use({ ignoreHTTPSErrors: true });

  let server: OwnServer;
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  let publicUrl: string;

  test.beforeAll(async () => {
    const proxyPort = await freePort();
    publicUrl = `https://127.0.0.1:${proxyPort}`;
    server = await startOwnServer({ SITE_URL: publicUrl, TRUST_PROXY: "1" });
    nginx = await startNginx(proxyPort, server.port);
    await expect
      .poll(() => fetch(`${server.url}/healthz`).then((response) => response.ok), { timeout: 10_000 })
      .toBe(true);
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await server?.stop();
  });

  function storedEmails(): string[] {
    const database = new Database(join(server.dataDir, "leads.db"), { readonly: true });
    try {
      return (database.prepare("SELECT email FROM leads").all() as { email: string }[]).map((row) => row.email);
    } finally {
      database.close();
    }
  }

  async function sendLead(page: Page, email: string) {
    const form = page.locator("#lead-form");
    await form.getByLabel("Nome completo").fill("Joana Prado");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("WhatsApp (com DDD)").fill("(21) 98765-4321");
    await form.getByLabel("Nome da empresa").fill("Prado Modas");
    await form.getByLabel("Número de funcionários").selectOption("1-5");
    await form.getByLabel("Investimento mensal em anúncios").selectOption("1000-3000");
    await form.getByRole("button", { name: /RECEBER CONSULTORIA GRATUITA/ }).click();
    await expect(form.getByRole("status")).toContainText("Obrigado! Nossa equipe entrará em contato em breve.");
  }

  test("the lead form is sent with JavaScript (a data request) and stored", async ({ page, context }) => {
    await stubWhatsapp(context);
    await page.goto(`${publicUrl}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await sendLead(page, "com-js@prado.com.br");
    expect(storedEmails()).toContain("com-js@prado.com.br");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the lead form is posted to the page and stored", async ({ page }) => {
      await page.goto(`${publicUrl}/`);
      await sendLead(page, "sem-js@prado.com.br");
      expect(storedEmails()).toContain("sem-js@prado.com.br");
    });
  });

  test("neither nginx nor the server logs the visitor's IP or what they typed into a tool", async ({ request }) => {
    const path = "/ferramentas/calculadora-imc-metabolismo";
    const response = await request.get(`${publicUrl}${path}?sexo=f&peso=62&altura=165&idade=34`);
    expect(response.status()).toBe(200);
    await expect.poll(() => nginx?.accessLog() ?? "").toContain(` GET ${path} 200 `);
    const logs = [nginx?.accessLog() ?? "", ...server.output()].join("\n");
    expect(logs).toContain(path);
    for (const text of ["?sexo", "peso=", "altura=", "127.0.0.1 "]) expect(logs).not.toContain(text);
  });

  test("a post from another site's page gets the site's 403, and the server logs no stack trace", async ({
    request,
  }) => {
    for (const path of ["/?index", "/contato", "/tema", "/api/leads"]) {
      // The API reads only JSON (anything else is 415 before any other check); the pages read forms.
      const body =
        path === "/api/leads"
          ? { data: { form: "newsletter", data: { email: "a@b.co" } } }
          : { form: { tema: "dark", voltar: "/" } };
      const response = await request.post(`${publicUrl}${path}`, {
        headers: { Origin: "https://golpe.example" },
        ...body,
      });
      expect(response.status(), path).toBe(403);
      expect(await response.text(), path).toContain("Envio não permitido a partir deste endereço.");
    }
    // One JSON line per event: no stack trace, no "Bad Request" from the framework.
    for (const line of server.output()) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    expect(server.output().join("\n")).not.toContain("Bad Request");
  });
});
