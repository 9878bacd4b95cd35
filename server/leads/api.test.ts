import http from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeWebhook, type FakeWebhook } from "#tests/fake-webhook";
import { consultoriaLead } from "#tests/factories";
import {
  SITE_URL,
  freshStorage,
  postLead,
  startLeadsServer,
  type LeadsServer,
  type Storage,
} from "#tests/lead-harness";
import { rawExchange } from "#tests/http";
import { DATABASES, useDatabase } from "#tests/postgres";
import { countByStatus } from "../db/outbox-stats";

describe.each(DATABASES)("POST /api/leads on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let storage: Storage;
  let webhook: FakeWebhook;
  let server: LeadsServer;

  beforeEach(async () => {
    storage = await freshStorage(postgres());
    webhook = await startFakeWebhook();
    server = await startLeadsServer(storage, {
      // The test client plays the one proxy in front of the server: it appends X-Forwarded-For.
      env: { WEBHOOK_URL: webhook.url, LEADS_RATE_LIMIT: "5", TRUST_PROXY: "1" },
      options: { outbox: { pollMs: 50 } },
    });
  });

  afterEach(async () => {
    await server?.stop();
    await webhook?.close();
    storage?.dispose();
  });

  it("answers 201 with the id once stored, and the lead reaches the webhook", async () => {
    const data = consultoriaLead({ nome: "  Maria\u0000 Souza  " });
    const response = await postLead(server.url, { data });
    expect(response.status).toBe(201);
    const id = response.body.id;
    expect(typeof id).toBe("number");
    const stored = await server.store.getLead(id as number);
    expect(stored?.form).toBe("consultoria");
    expect(stored?.data).toMatchObject({ nome: "Maria Souza", email: data.email });
    // The request came from the integration's server: its address and user agent are not the visitor's.
    expect(stored?.ip).toBeNull();
    expect(stored?.userAgent).toBeNull();
    await webhook.waitFor(() => webhook.delivered().includes(id as number));
    expect(webhook.calls[0]?.payload.embeds[0].fields[0]).toEqual({ name: "Nome", value: "Maria Souza", inline: true });
    await expect.poll(async () => (await server.store.getLead(id as number))?.notification?.status).toBe("sent");
  });

  it("accepts each of the four forms", async () => {
    const forms = {
      agendamento: {
        name: "João",
        email: "joao@x.com.br",
        whatsapp: "11987654321",
        company: "Lima",
        sector: "moda",
        revenue: "0-10k",
        challenge: "Vender mais no Instagram.",
        bestTime: "manha (8h-12h)",
      },
      contato: {
        nome: "Ana",
        email: "ana@x.com.br",
        telefone: "(21) 3333-4444",
        assunto: "parceria",
        mensagem: "Quero conversar sobre uma parceria.",
      },
      newsletter: { email: "leitor@x.com.br" },
    };
    for (const [form, data] of Object.entries(forms)) {
      expect((await postLead(server.url, { form, data })).status, form).toBe(201);
    }
    expect(await server.store.countLeads()).toBe(3);
  });

  it("stores a resubmitted submission id once and notifies once", async () => {
    const submissionId = crypto.randomUUID();
    const data = consultoriaLead();
    const first = await postLead(server.url, { submissionId, data });
    const [second, third] = await Promise.all([
      postLead(server.url, { submissionId, data }),
      // The same lead as typed again: the stored data are cleaned, so blanks and the e-mail's case do not matter.
      postLead(server.url, {
        submissionId,
        data: { ...data, nome: ` ${data.nome} `, email: (data.email ?? "").toUpperCase() },
      }),
    ]);
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(second.body.id).toBe(first.body.id);
    expect(third.body.id).toBe(first.body.id);
    expect(await server.store.countLeads()).toBe(1);
    // Once its notification is marked sent, the worker will never send this lead again.
    await expect
      .poll(async () => (await server.store.getLead(first.body.id as number))?.notification?.status)
      .toBe("sent");
    expect(webhook.calls).toHaveLength(1);
  });

  it("stores a lead an integration posts twice within ten minutes once, with or without submission ids", async () => {
    const data = consultoriaLead();
    const first = await postLead(server.url, { data });
    const again = await postLead(server.url, { data: { ...data, email: (data.email ?? "").toUpperCase() } });
    const withoutId = await postLead(server.url, {
      rawBody: JSON.stringify({ form: "consultoria", data }),
    });
    expect([first.status, again.status, withoutId.status]).toEqual([201, 201, 201]);
    expect(again.body.id).toBe(first.body.id);
    expect(withoutId.body.id).toBe(first.body.id);
    expect(await server.store.countLeads()).toBe(1);
    const other = await postLead(server.url, {
      rawBody: JSON.stringify({ form: "consultoria", data: consultoriaLead() }),
    });
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(first.body.id);
  });

  it("answers 409 to a known submission id carrying other data, keeping the first lead", async () => {
    const submissionId = crypto.randomUUID();
    const data = consultoriaLead();
    const first = await postLead(server.url, { submissionId, data });
    const changed = await postLead(server.url, { submissionId, data: { ...data, nome: "Outro Nome" } });
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual({
      message: "Este formulário já foi enviado com outros dados. Recarregue a página para enviar um novo contato.",
    });
    expect(await server.store.countLeads()).toBe(1);
    expect((await server.store.getLead(first.body.id as number))?.data).toMatchObject({ nome: data.nome });
  });

  it("answers a rate-limited retry of a stored submission with its lead, not 429", async () => {
    const visitor = { "x-forwarded-for": "203.0.113.50" };
    const submissions = Array.from({ length: 5 }, () => ({
      submissionId: crypto.randomUUID(),
      data: consultoriaLead(),
    }));
    const ids = [];
    for (const submission of submissions)
      ids.push((await postLead(server.url, { ...submission, headers: visitor })).body.id);
    expect((await postLead(server.url, { headers: visitor })).status).toBe(429);
    const retry = await postLead(server.url, { ...submissions[2], headers: visitor });
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(ids[2]);
    const changed = await postLead(server.url, {
      submissionId: submissions[2]?.submissionId,
      data: consultoriaLead(),
      headers: visitor,
    });
    expect(changed.status).toBe(409);
    expect(await server.store.countLeads()).toBe(5);
  });

  it("behind one proxy, reads the address the proxy appended, not one the visitor wrote", async () => {
    // The visitor sends "X-Forwarded-For: <forged>"; the proxy appends the real address after it.
    for (let i = 0; i < 5; i += 1) {
      const forged = { "x-forwarded-for": `10.9.9.${i}, 198.51.100.77` };
      expect((await postLead(server.url, { headers: forged })).status).toBe(201);
    }
    const limited = await postLead(server.url, { headers: { "x-forwarded-for": "10.9.9.200, 198.51.100.77" } });
    expect(limited.status).toBe(429);
  });

  it("stores the visitor's user agent and address the body declares, and drops unusable ones", async () => {
    const declared = await postLead(server.url, {
      extra: { userAgent: "  Mozilla/5.0 (Linux; Android 15)\r\nX-Injected: 1 ", ip: "2001:db8::7" },
      headers: { "user-agent": "Zapier" },
    });
    expect(declared.status).toBe(201);
    expect(await server.store.getLead(declared.body.id as number)).toMatchObject({
      userAgent: "Mozilla/5.0 (Linux; Android 15) X-Injected: 1",
      ip: "2001:db8::7",
    });
    const unusable = await postLead(server.url, { extra: { userAgent: 42, ip: "203.0.113.999" } });
    expect(unusable.status).toBe(201);
    expect(await server.store.getLead(unusable.body.id as number)).toMatchObject({ userAgent: null, ip: null });
  });

  it("records that the lead came through the API, and the integration the request names", async () => {
    const named = await postLead(server.url, { extra: { integration: "  n8n\r\n da agência " } });
    const unnamed = await postLead(server.url, { extra: { integration: 42 } });
    const rows = await server.store.db
      .selectFrom("leads")
      .select(["id", "received_via", "integration"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: named.body.id, received_via: "api", integration: "n8n da agência" },
      { id: unnamed.body.id, received_via: "api", integration: null },
    ]);
  });

  it("stores the campaign attribution beside the lead and shows it in the notification", async () => {
    const response = await postLead(server.url, {
      data: consultoriaLead(),
      attribution: {
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "black-friday",
        gclid: "Cj0KCQ",
        referrer: "https://www.google.com/",
        landing_path: "/?utm_source=google",
        cor_favorita: "azul",
      },
    });
    expect(response.status).toBe(201);
    const id = response.body.id as number;
    expect((await server.store.getLead(id))?.attribution).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "black-friday",
      gclid: "Cj0KCQ",
      referrer: "https://www.google.com/",
      landing_path: "/?utm_source=google",
    });
    await webhook.waitFor(() => webhook.delivered().includes(id));
    expect(webhook.calls[0]?.payload.embeds[0].description).toBe("Origem: google / cpc / black\\-friday · gclid");
  });

  it("stores the first paid click kept in the cookie when the visit has no click id, and clears the cookie", async () => {
    const landedAt = String(Date.now() - 2 * 86_400_000);
    const cookie = `primeiro_clique=gclid=Cj0KEPT&utm_source=google&landing_path=%2Fblog%2Fa&landed_at=${landedAt}`;
    const response = await postLead(server.url, {
      attribution: { utm_source: "newsletter", landing_path: "/contato" },
      headers: { cookie },
    });
    expect(response.status).toBe(201);
    expect((await server.store.getLead(response.body.id as number))?.attribution).toEqual({
      gclid: "Cj0KEPT",
      utm_source: "google",
      landing_path: "/blog/a",
      landed_at: landedAt,
    });
    expect(response.headers.getSetCookie()).toEqual(["primeiro_clique=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax"]);
    // A visit with its own click id keeps it; a lead without the cookie sets none.
    const fresh = await postLead(server.url, { attribution: { fbclid: "NOVO" }, headers: { cookie } });
    expect((await server.store.getLead(fresh.body.id as number))?.attribution).toEqual({ fbclid: "NOVO" });
    expect((await postLead(server.url)).headers.getSetCookie()).toEqual([]);
  });

  it("ignores an attribution that is not an object, and stores the lead", async () => {
    const response = await postLead(server.url, { data: consultoriaLead(), attribution: "utm_source=google" });
    expect(response.status).toBe(201);
    expect((await server.store.getLead(response.body.id as number))?.attribution).toBeNull();
  });

  it("answers 422 with the pt-BR message of each invalid field and stores nothing", async () => {
    const response = await postLead(server.url, {
      data: consultoriaLead({ email: "maria@", whatsapp: "1234", funcionarios: "" }),
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: "Confira os campos destacados e tente novamente.",
      errors: {
        email: "Email inválido",
        whatsapp: "WhatsApp é obrigatório (com DDD)",
        funcionarios: "Número de funcionários é obrigatório",
      },
    });
    expect(await server.store.countLeads()).toBe(0);
  });

  it("answers 400 to malformed JSON and to a body of the wrong shape", async () => {
    const malformed = [
      '{"form": "consultoria", ',
      "null",
      '"texto"',
      "[]",
      JSON.stringify({ form: "orcamento", submissionId: crypto.randomUUID(), data: consultoriaLead() }),
      JSON.stringify({ form: "consultoria", submissionId: "123", data: consultoriaLead() }),
      JSON.stringify({ form: "consultoria", submissionId: crypto.randomUUID(), data: "nome=Maria" }),
      JSON.stringify({ form: "consultoria", submissionId: crypto.randomUUID(), data: [1, 2] }),
    ];
    for (const rawBody of malformed) {
      const response = await postLead(server.url, { rawBody });
      expect(response.status, rawBody).toBe(400);
      expect(response.body.message).toBe(
        "Não conseguimos ler os dados enviados. Recarregue a página e tente novamente.",
      );
    }
  });

  it("answers 413 over 16 KB", async () => {
    const response = await postLead(server.url, {
      data: consultoriaLead({ empresa: "x".repeat(17 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe("Os dados enviados são grandes demais. Encurte a mensagem e tente novamente.");
  });

  it("answers 413 from the declared size of a huge body, without waiting for it", async () => {
    const { port } = new URL(server.url);
    const exchange = rawExchange(
      Number(port),
      `POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n{"form":"`,
    );
    expect((await exchange.head).status).toBe(413);
    expect(await exchange.closed).toContain("Os dados enviados são grandes demais");
  });

  it.each([
    ["gzip", "não é gzip"],
    ["br", "nem brotli"],
    ["deflate", "nem deflate"],
  ])("answers 400, not 503, to a corrupt %s body", async (encoding, body) => {
    const response = await fetch(server.url, {
      method: "POST",
      headers: { "content-type": "application/json", "content-encoding": encoding },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Não conseguimos ler os dados enviados. Recarregue a página e tente novamente.",
    });
    expect(server.logs.filter((log) => log.level >= 50)).toEqual([]);
  });

  it("answers 415 to anything but JSON", async () => {
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const response = await fetch(server.url, {
        method: "POST",
        headers: { "content-type": contentType },
        body: "nome=Maria",
      });
      expect(response.status, contentType).toBe(415);
      expect(await response.json()).toEqual({
        message: "Formato de envio não suportado. Recarregue a página e tente novamente.",
      });
    }
    const noType = await fetch(server.url, { method: "POST", body: new Uint8Array([123, 125]) });
    expect(noType.status).toBe(415);
  });

  it("answers 403 to another site's Origin and accepts SITE_URL's and none", async () => {
    const foreign = await postLead(server.url, { headers: { origin: "https://golpe.example" } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe("Envio não permitido a partir deste endereço.");
    expect((await postLead(server.url, { headers: { origin: "null" } })).status).toBe(403);
    expect((await postLead(server.url, { headers: { origin: SITE_URL } })).status).toBe(201);
    expect((await postLead(server.url)).status).toBe(201);
    expect(await server.store.countLeads()).toBe(2);
  });

  it("refuses an Origin that only matches the Host header the client chose", async () => {
    const spoofed = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ form: "consultoria", submissionId: crypto.randomUUID(), data: consultoriaLead() });
      const request = http.request(server.url, {
        method: "POST",
        headers: { host: "evil.example", origin: "http://evil.example", "content-type": "application/json" },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      request.end(body);
    });
    expect(spoofed).toBe(403);
    const ownAddress = await postLead(server.url, { headers: { origin: new URL(server.url).origin } });
    expect(ownAddress.status).toBe(403);
    expect(await server.store.countLeads()).toBe(0);
  });

  it("answers 429 with Retry-After after LEADS_RATE_LIMIT leads a minute from one IP", async () => {
    const visitor = { "x-forwarded-for": "203.0.113.7" };
    for (let i = 0; i < 5; i += 1) {
      expect((await postLead(server.url, { headers: visitor })).status).toBe(201);
    }
    const limited = await postLead(server.url, { headers: visitor });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.body.message).toBe(
      `Muitos envios em pouco tempo. Aguarde ${retryAfter} segundos e tente novamente.`,
    );
    // Another visitor is not affected, and a form with typos does not use up the quota.
    expect((await postLead(server.url, { headers: { "x-forwarded-for": "198.51.100.9" } })).status).toBe(201);
    expect((await postLead(server.url, { headers: visitor, data: { email: "x" } })).status).toBe(422);
    expect(await server.store.countLeads()).toBe(6);
  });

  it("drops a submission whose honeypot is filled, answering success", async () => {
    const response = await postLead(server.url, { data: { ...consultoriaLead(), website: "https://spam.example" } });
    expect(response.status).toBe(201);
    expect(typeof response.body.id).toBe("number");
    expect(await server.store.countLeads()).toBe(0);
    // No notification row exists, so no call can ever be made for it.
    expect(await countByStatus(server.store.db)).toEqual({ pending: 0, sent: 0, dead: 0 });
    expect(webhook.calls).toHaveLength(0);
  });

  it("answers 503, not 201, when storage is unavailable", async () => {
    await server.module.stop();
    const response = await postLead(server.url);
    expect(response.status).toBe(503);
    expect(response.body.message).toBe(
      "Não conseguimos registrar seu contato agora. Tente novamente em alguns instantes.",
    );
  });
});
