import { request as playwrightRequest } from "@playwright/test";
import { examplePath, panelRoutes, PUBLIC_PANEL_PATHS } from "#tests/panel-routes";
import { expect, test } from "../fixtures";
import { addMember, PASSWORD, seedMember, sessionCookieOf, signIn, signInRequest } from "./helpers";
import { sessionFor, signInAs } from "./session";

/**
 * The panel's guards at the HTTP level, against the production build: each
 * fails when its check is removed.
 */

// Every sign-in runs scrypt at OWASP's cost (128 MiB, about a second here, more beside other tests).
test.describe.configure({ timeout: 120_000 });

const guarded = panelRoutes().filter((route) => !route.layout && !PUBLIC_PANEL_PATHS.includes(route.path));

test.describe("without a session", () => {
  test("every panel page redirects to the sign-in page, and its data request answers 401 with no lead data", async ({
    baseURL,
  }) => {
    expect(guarded.length).toBeGreaterThanOrEqual(3);
    const anonymous = await playwrightRequest.newContext({ baseURL: baseURL! });
    const marker = `Marcador${Date.now()}`;
    const lead = await anonymous.post("/api/leads", {
      headers: { Origin: baseURL! },
      data: { form: "newsletter", submissionId: crypto.randomUUID(), data: { email: `${marker}@loja.com.br` } },
    });
    expect(lead.status()).toBe(201);
    for (const route of guarded) {
      const path = examplePath(route.path);
      const page = await anonymous.get(path, { maxRedirects: 0 });
      expect([302, 303], `${path} page`).toContain(page.status());
      expect(page.headers()["location"], `${path} page`).toMatch(/^\/painel\/entrar(\?voltar=|$)/);
      const dataPath = path === "/painel" ? "/painel.data" : `${path}.data`;
      const data = await anonymous.get(dataPath, { maxRedirects: 0 });
      expect(data.status(), `${dataPath}`).toBe(401);
      expect(await data.text(), dataPath).not.toContain(marker);
      const post = await anonymous.post(dataPath, {
        form: { intent: "status", status: "ganho" },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect([401, 405], `POST ${dataPath}`).toContain(post.status());
    }
    await anonymous.dispose();
  });

  test("nothing under /painel is cached, indexed or listed in the sitemap", async ({ request }) => {
    for (const path of ["/painel", "/painel/entrar", "/painel.data", "/painel/definir-senha?codigo=x"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()["cache-control"], path).toBe("no-store");
      expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    }
    const signInPage = await request.get("/painel/entrar");
    expect(await signInPage.text()).toContain('<meta name="robots" content="noindex"/>');
    const csp = signInPage.headers()["content-security-policy"]!;
    // Inline scripts only with this response's nonce: never 'unsafe-inline' for scripts.
    expect(csp.match(/script-src ([^;]+)/)?.[1]).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+'$/);
    expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /painel");
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/painel");
  });

  test("another spelling of a panel address is sent to the panel's own; the panel's 400 and 405 keep its headers", async ({
    request,
    baseURL,
  }) => {
    const panelHeaders = (response: { headers(): Record<string, string> }, label: string) => {
      expect(response.headers()["cache-control"], label).toBe("no-store");
      expect(response.headers()["x-robots-tag"], label).toBe("noindex, nofollow");
      expect(response.headers()["referrer-policy"], label).toBe("same-origin");
    };
    const spellings: [string, string][] = [
      ["/PAINEL", "/painel"],
      ["/Painel/equipe", "/painel/equipe"],
      ["/%70ainel/leads/1", "/painel/leads/1"],
      ["/PAINEL.data", "/painel.data"],
    ];
    for (const [path, canonical] of spellings) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()["location"], path).toBe(canonical);
      panelHeaders(response, path);
    }
    const post = await request.post("/Painel/equipe", {
      form: { intent: "convidar" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(308);
    panelHeaders(post, "POST /Painel/equipe");
    for (const path of ["/painel", "/PAINEL/equipe"]) {
      const response = await request.fetch(path, { method: "DELETE", maxRedirects: 0 });
      expect(response.status(), `DELETE ${path}`).toBe(405);
      panelHeaders(response, `DELETE ${path}`);
    }
    const malformed = await request.get("/painel/%ZZ", { maxRedirects: 0 });
    expect(malformed.status()).toBe(400);
    panelHeaders(malformed, "/painel/%ZZ");
  });
});

test.describe("signing in", () => {
  test("a wrong password and an unknown e-mail get the same answer; the session cookie is HttpOnly and SameSite=Lax", async ({
    request,
    baseURL,
  }) => {
    const { email } = await seedMember(baseURL!);
    const wrong = await signInRequest(request, baseURL!, email, "senha errada mesmo", {
      "X-Forwarded-For": "203.0.113.11",
    });
    const unknown = await signInRequest(request, baseURL!, "ninguem@agencia-e2e.com.br", PASSWORD, {
      "X-Forwarded-For": "203.0.113.11",
    });
    expect(wrong.status()).toBe(400);
    expect(unknown.status()).toBe(400);
    for (const response of [wrong, unknown]) {
      expect(await response.text()).toContain("E-mail ou senha incorretos.");
      expect(response.headers()["set-cookie"]).toBeUndefined();
    }
    const ok = await signInRequest(request, baseURL!, email, PASSWORD, { "X-Forwarded-For": "203.0.113.11" });
    expect(ok.status()).toBe(303);
    const cookie = ok.headers()["set-cookie"]!;
    expect(cookie).toMatch(/^painel_sessao=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    // The test server's SITE_URL is http: no Secure flag (nor __Host- prefix) there; see session-cookie.test.ts for https.
    expect(cookie).not.toContain("Secure");
  });

  test("after 5 failures the account must wait, even with the right password, with a pt-BR message", async ({
    request,
    baseURL,
  }) => {
    const { email } = await seedMember(baseURL!);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await signInRequest(request, baseURL!, email, "senha errada mesmo", {
        "X-Forwarded-For": `198.51.100.${attempt + 20}`,
      });
      expect(response.status()).toBe(400);
    }
    const blocked = await signInRequest(request, baseURL!, email, PASSWORD, { "X-Forwarded-For": "198.51.100.99" });
    expect(blocked.status()).toBe(429);
    expect(Number(blocked.headers()["retry-after"])).toBeGreaterThan(20);
    expect(await blocked.text()).toMatch(/Muitas tentativas sem sucesso\. Aguarde \d{1,2} segundos e tente de novo\./);
    expect(blocked.headers()["set-cookie"]).toBeUndefined();
  });

  test("a session id planted before signing in is never the session after it (no fixation)", async ({
    page,
    request,
    baseURL,
  }) => {
    // Made by the real CLI, hashed at OWASP's cost: a sign-in through the form with what `users add` stores.
    const { email } = addMember(baseURL!);
    // A value shaped like a real session cookie, as an attacker could plant it.
    const planted = Buffer.from(JSON.stringify("A".repeat(43))).toString("base64");
    await page.context().addCookies([{ name: "painel_sessao", value: planted, url: baseURL! }]);
    await signIn(page, email);
    const first = (await page.context().cookies()).find((cookie) => cookie.name === "painel_sessao")?.value;
    expect(first).toBeTruthy();
    expect(first).not.toBe(planted);
    // Signing in again while presenting a live session rotates it: the old value opens nothing.
    const again = await signInRequest(request, baseURL!, email, PASSWORD, {
      Cookie: `painel_sessao=${first}`,
      "X-Forwarded-For": "192.0.2.77",
    });
    const second = sessionCookieOf(again.headers()["set-cookie"]);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const stale = await playwrightRequest.newContext({
      baseURL: baseURL!,
      extraHTTPHeaders: { Cookie: `painel_sessao=${first}` },
    });
    expect((await stale.get("/painel", { maxRedirects: 0 })).status()).toBe(302);
    await stale.dispose();
  });
});

test.describe("signed in", () => {
  test("a POST from another site is refused and changes nothing", async ({ request, baseURL }) => {
    const { email } = await seedMember(baseURL!);
    const cookie = `painel_sessao=${await sessionFor(email, baseURL!)}`;
    for (const origin of ["https://evil.example", "null"]) {
      const response = await request.post("/painel/sair", {
        form: { intent: "todos" },
        headers: { Origin: origin, Cookie: cookie },
        maxRedirects: 0,
      });
      expect(response.status(), origin).toBe(403);
      expect(await response.text()).toContain("Pedido recusado");
    }
    const noOrigin = await request.post("/painel/sair", { form: {}, headers: { Cookie: cookie }, maxRedirects: 0 });
    expect(noOrigin.status()).toBe(403);
    // Still signed in: the refused "sign out everywhere" did nothing.
    expect((await request.get("/painel", { headers: { Cookie: cookie }, maxRedirects: 0 })).status()).toBe(200);
  });

  test("Sair ends the session on the server, and the back button shows no cached page", async ({ page, baseURL }) => {
    const { email } = await seedMember(baseURL!);
    await signInAs(page, email, baseURL!);
    await page.goto("/painel/conta");
    const cookie = (await page.context().cookies()).find((item) => item.name === "painel_sessao")!.value;
    await page.getByRole("banner").getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/painel\/entrar\?saiu=1$/);
    await expect(page.getByRole("status")).toContainText("Você saiu do painel.");
    // Back to the account page: the server answers 401 to its data, so nothing of the account shows.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Sua sessão terminou|Entrar no painel/);
    await expect(page.getByRole("main")).not.toContainText(email);
    const stale = await playwrightRequest.newContext({
      baseURL: baseURL!,
      extraHTTPHeaders: { Cookie: `painel_sessao=${cookie}` },
    });
    expect((await stale.get("/painel", { maxRedirects: 0 })).status()).toBe(302);
    await stale.dispose();
  });
});

test("an atendente works leads but cannot manage people, read the audit trail, export or erase data", async ({
  request,
  baseURL,
}) => {
  const { email } = await seedMember(baseURL!, { role: "atendente", name: "Ana Atendente" });
  const lead = await request.post("/api/leads", {
    headers: { Origin: baseURL! },
    data: { form: "newsletter", submissionId: crypto.randomUUID(), data: { email: `atendente-${Date.now()}@x.com` } },
  });
  const leadId = ((await lead.json()) as { id: number }).id;
  const headers = { Cookie: `painel_sessao=${await sessionFor(email, baseURL!)}`, Origin: baseURL! };
  for (const path of ["/painel/equipe", "/painel/auditoria", "/painel/lgpd", "/painel/plataformas"]) {
    const page = await request.get(path, { headers, maxRedirects: 0 });
    expect(page.status(), path).toBe(403);
    expect(await page.text(), path).toContain("Só o dono do painel pode fazer isso.");
    expect((await request.get(`${path}.data`, { headers, maxRedirects: 0 })).status(), `${path}.data`).toBe(403);
  }
  const invite = await request.post("/painel/equipe", {
    headers,
    form: { intent: "convidar", nome: "Intrusa", email: `intrusa-${Date.now()}@x.com`, papel: "dono" },
    maxRedirects: 0,
  });
  expect(invite.status()).toBe(403);
  // Exporting the whole base is an owner's permission (issue 35): no button in the inbox, and the route refuses.
  expect(await (await request.get("/painel", { headers })).text()).not.toContain("Exportar CSV");
  const exported = await request.post("/painel/exportar", {
    headers,
    form: { formato: "csv" },
    maxRedirects: 0,
  });
  expect(exported.status()).toBe(403);
  expect(exported.headers()["content-disposition"]).toBeUndefined();
  expect(await exported.text()).toContain("Exportar os leads é uma permissão do dono do painel.");
  const lookup = await request.post("/painel/lgpd/exportar", {
    headers,
    form: { pessoa: email },
    maxRedirects: 0,
  });
  expect(lookup.status()).toBe(403);
  const erase = await request.post(`/painel/leads/${leadId}`, {
    headers,
    form: { intent: "apagar", confirmo: "sim" },
    maxRedirects: 0,
  });
  expect(erase.status()).toBe(403);
  // Re-sending the notifications is the owners' (issue 39): an atendente's post is refused and queues nothing.
  const resend = await request.post(`/painel/leads/${leadId}`, {
    headers,
    form: { intent: "reenviar" },
    maxRedirects: 0,
  });
  expect(resend.status()).toBe(403);
  // The lead is untouched, and the atendente can still work it.
  const status = await request.post(`/painel/leads/${leadId}`, {
    headers,
    form: { intent: "status", status: "em_contato" },
    maxRedirects: 0,
  });
  expect(status.status()).toBe(303);
  const page = await request.get(`/painel/leads/${leadId}`, { headers });
  expect(await page.text()).toContain("atendente-");
});
