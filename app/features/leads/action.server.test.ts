import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseEnv } from "#app/config/env.server";
import { createLeadsModule, type LeadsModule } from "#server/leads/index";
import { freshStorage, SITE_URL, type Storage } from "#tests/lead-harness";
import { leadAction, leadActionHeaders, type LeadActionResult } from "./action.server";
import type { LeadForm } from "./form-definition";
import { routerContext, type ServerContext } from "#app/load-context";

// The business number the WhatsApp link opens comes from the server's configuration, read once on first use.
vi.stubEnv("WHATSAPP_NUMBER", "5511987654321");

const consultoria = {
  nome: "Maria Souza",
  email: "maria@loja.com.br",
  whatsapp: "(11) 98765-4321",
  empresa: "Loja da Maria",
  funcionarios: "1-5",
  investimento_mensal: "1000-3000",
};

describe("leadAction (forms posted without JavaScript)", () => {
  let storage: Storage;
  let leads: LeadsModule;

  beforeEach(async () => {
    storage = await freshStorage(null);
    const env = parseEnv({ SITE_URL, NODE_ENV: "test", LEADS_RATE_LIMIT: "2", ...storage.env });
    leads = await createLeadsModule(env, pino({ level: "silent" }));
  });

  afterEach(async () => {
    await leads.stop();
    storage.dispose();
  });

  async function submit(
    fields: Record<string, string> | BodyInit | null,
    headers: Record<string, string> = {},
    pageForm: LeadForm = "consultoria",
  ): Promise<{ status: number; result: LeadActionResult; headers: Headers }> {
    const body =
      fields === null || typeof fields === "string" || fields instanceof FormData || fields instanceof Blob
        ? fields
        : new URLSearchParams(fields as Record<string, string>);
    const request = new Request(`${SITE_URL}/`, { method: "POST", headers, body });
    const context = routerContext({ leads: leads.service, clientIp: "198.51.100.4", nonce: "n" } as ServerContext);
    const response = await leadAction(
      { request, url: new URL(request.url), pattern: "/", context, params: {} },
      pageForm,
    );
    return {
      status: response.init?.status ?? 200,
      result: response.data,
      headers: new Headers(response.init?.headers),
    };
  }

  it("stores the lead and returns the WhatsApp link", async () => {
    const { status, result } = await submit({ form: "consultoria", submissionId: crypto.randomUUID(), ...consultoria });
    expect(status).toBe(200);
    expect(result).toMatchObject({ form: "consultoria", ok: true, id: 1 });
    const url = new URL(result.ok ? (result.whatsappUrl ?? "") : "");
    expect(url.origin + url.pathname).toBe("https://wa.me/5511987654321");
    expect(url.searchParams.get("text")).toContain("Nome: Maria Souza");
  });

  it("makes a submission id when the page did not send one", async () => {
    const first = await submit({ form: "newsletter", email: "leitor@x.com" }, {}, "newsletter");
    const second = await submit({ form: "newsletter", email: "outro@x.com" }, {}, "newsletter");
    expect(first.result).toMatchObject({ ok: true, id: 1, whatsappUrl: null });
    expect(second.result).toMatchObject({ ok: true, id: 2 });
  });

  it("stores a form posted twice (double click, reload) once, with or without a submission id", async () => {
    const posts = [
      { form: "consultoria", submissionId: crypto.randomUUID(), ...consultoria },
      { form: "consultoria", submissionId: crypto.randomUUID(), ...consultoria, nome: " Maria Souza " },
      { form: "consultoria", ...consultoria, email: "MARIA@loja.com.br" },
    ];
    const answers = await Promise.all(posts.map((fields) => submit(fields)));
    for (const answer of answers) expect(answer.result).toMatchObject({ ok: true, id: 1 });
    expect(answers[1]?.result.ok && answers[1].result.whatsappUrl).toContain("wa.me");
    const stored = await leads.service.submit({
      via: "formulario",
      form: "consultoria",
      submissionId: crypto.randomUUID(),
      data: { ...consultoria, empresa: "Outra Loja" },
      ip: "198.51.100.4",
    });
    expect(stored).toMatchObject({ status: 201, id: 2 });
  });

  it("answers a form posted again while rate-limited with the stored lead", async () => {
    await submit({ form: "consultoria", ...consultoria });
    await submit({ form: "consultoria", ...consultoria, email: "outra@loja.com.br" });
    const again = await submit({ form: "consultoria", ...consultoria });
    expect(again.status).toBe(200);
    expect(again.result).toMatchObject({ ok: true, id: 1 });
  });

  it("refuses a known submission id posted with other data (409), keeping the first lead", async () => {
    const submissionId = crypto.randomUUID();
    await submit({ form: "consultoria", submissionId, ...consultoria });
    const { status, result } = await submit({ form: "consultoria", submissionId, ...consultoria, empresa: "Outra" });
    expect(status).toBe(409);
    expect(result).toMatchObject({
      ok: false,
      message: "Este formulário já foi enviado com outros dados. Recarregue a página para enviar um novo contato.",
    });
  });

  it("answers an empty or unreadable body with the page form's own messages", async () => {
    const expected = {
      nome: "Informe seu nome (mínimo 2 caracteres)",
      email: "Email é obrigatório",
      telefone: "Telefone é obrigatório (com DDD)",
      assunto: "Selecione um assunto",
      mensagem: "Escreva sua mensagem (mínimo 10 caracteres)",
    };
    for (const [body, headers] of [
      [null, {}],
      ["", { "content-type": "application/x-www-form-urlencoded" }],
      ['{"nome":"Ana"}', { "content-type": "application/json" }],
      ["--x\r\nquebrado", { "content-type": "multipart/form-data; boundary=x" }],
    ] as const) {
      const { status, result } = await submit(body, headers, "contato");
      expect(status, String(body)).toBe(422);
      expect(result).toMatchObject({ form: "contato", ok: false, errors: expected });
    }
  });

  it("reads attribution.<key> inputs into the lead's attribution, apart from its fields", async () => {
    const { result } = await submit({
      form: "consultoria",
      ...consultoria,
      "attribution.utm_source": "instagram",
      "attribution.utm_campaign": " verao ",
      "attribution.landing_path": "/servicos",
      "attribution.desconhecido": "x",
    });
    const id = result.ok ? result.id : 0;
    const repository = (await import("#server/db/lead-store")).LeadStore;
    const { openDatabase } = await import("#server/db/connect");
    const handle = await openDatabase({ dataDir: storage.env.DATA_DIR ?? "" });
    try {
      const stored = await new repository(handle).getLead(id);
      expect(stored?.attribution).toEqual({
        utm_source: "instagram",
        utm_campaign: "verao",
        landing_path: "/servicos",
      });
      expect(Object.keys(stored?.data ?? {}).some((key) => key.startsWith("attribution"))).toBe(false);
    } finally {
      await handle.close();
    }
  });

  it("without attribution inputs, stores the campaign of the page the form was posted from (its Referer)", async () => {
    const { result } = await submit(
      { form: "consultoria", ...consultoria },
      { Referer: `${SITE_URL}/servicos/marketing-digital/gestao-trafego?utm_source=google&utm_medium=cpc&gclid=g1` },
    );
    const id = result.ok ? result.id : 0;
    const repository = (await import("#server/db/lead-store")).LeadStore;
    const { openDatabase } = await import("#server/db/connect");
    const handle = await openDatabase({ dataDir: storage.env.DATA_DIR ?? "" });
    try {
      expect((await new repository(handle).getLead(id))?.attribution).toEqual({
        utm_source: "google",
        utm_medium: "cpc",
        gclid: "g1",
        landing_path: "/servicos/marketing-digital/gestao-trafego",
      });
    } finally {
      await handle.close();
    }
  });

  it("returns the spec messages and the typed values on invalid input", async () => {
    const { status, result } = await submit({
      form: "consultoria",
      ...consultoria,
      email: "maria@",
      funcionarios: "",
      website: "",
    });
    expect(status).toBe(422);
    expect(result).toEqual({
      form: "consultoria",
      ok: false,
      status: 422,
      message: "Confira os campos destacados e tente novamente.",
      errors: { email: "Email inválido", funcionarios: "Número de funcionários é obrigatório" },
      values: { ...consultoria, email: "maria@", funcionarios: "", website: "" },
    });
  });

  it("answers a post from another site's page with 403, as the API does, and stores nothing", async () => {
    // The server refuses it before React Router too (server/http/origin-check.ts): the service does not count on that.
    const { status, result } = await submit(
      { form: "consultoria", ...consultoria },
      { Origin: "https://golpe.example" },
    );
    expect(status).toBe(403);
    expect(result).toMatchObject({ ok: false, message: "Envio não permitido a partir deste endereço." });
    expect((await submit({ form: "consultoria", ...consultoria }, { Origin: SITE_URL })).result).toMatchObject({
      ok: true,
      id: 1,
    });
  });

  it("answers a form that is not the page's with 400", async () => {
    for (const form of ["orcamento", "newsletter"]) {
      const { status, result } = await submit({ form, ...consultoria });
      expect(status).toBe(400);
      expect(result).toMatchObject({ form: "consultoria", ok: false });
    }
  });

  it("rate-limits with Retry-After like the API", async () => {
    await submit({ form: "consultoria", ...consultoria });
    await submit({ form: "consultoria", ...consultoria, email: "b@loja.com.br" });
    const { status, result, headers } = await submit({ form: "consultoria", ...consultoria, email: "c@loja.com.br" });
    expect(status).toBe(429);
    expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
    expect(result.ok ? "" : result.message).toMatch(/^Muitos envios em pouco tempo\. Aguarde \d+ segundos/);
    expect(result.ok ? {} : result.values).toMatchObject({ ...consultoria, email: "c@loja.com.br" });
  });

  it("lets the page pass Retry-After on (React Router keeps only cookies otherwise)", () => {
    const args = {
      actionHeaders: new Headers({ "Retry-After": "42" }),
      loaderHeaders: new Headers(),
      parentHeaders: new Headers(),
      errorHeaders: undefined,
    };
    expect(new Headers(leadActionHeaders(args)).get("retry-after")).toBe("42");
    const none = { ...args, actionHeaders: new Headers() };
    expect(new Headers(leadActionHeaders(none)).has("retry-after")).toBe(false);
  });

  it("answers success to a filled honeypot without storing", async () => {
    const { result } = await submit({ form: "consultoria", ...consultoria, website: "http://spam.example" });
    expect(result).toMatchObject({ ok: true, whatsappUrl: null });
    const again = await submit({ form: "newsletter", email: "a@b.co" }, {}, "newsletter");
    expect(again.result).toMatchObject({ ok: true, id: 1 });
  });
});
