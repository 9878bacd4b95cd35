import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeWebhook, type FakeWebhook } from "#tests/fake-webhook";
import { consultoriaLead } from "#tests/factories";
import { freshStorage, postLead, startLeadsServer, type LeadsServer, type Storage } from "#tests/lead-harness";
import { DATABASES, useDatabase } from "#tests/postgres";

/**
 * Hostile and odd input through the real API: each case is refused with its
 * 4xx, or stored exactly as the visitor meant it and made inert where it is
 * shown (the chat notification).
 */

const agendamento = {
  name: "João Lima",
  email: "joao@empresa.com",
  whatsapp: "(11) 98765-4321",
  company: "Lima Tech",
  sector: "tecnologia",
  revenue: "10k-50k",
  challenge: "Quero vender mais pelo Google.",
  bestTime: "tarde (12h-18h)",
};

describe.each(DATABASES)("bad-input corpus on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let storage: Storage;
  let webhook: FakeWebhook;
  let server: LeadsServer;

  beforeEach(async () => {
    storage = await freshStorage(postgres());
    webhook = await startFakeWebhook();
    server = await startLeadsServer(storage, {
      env: { WEBHOOK_URL: webhook.url, LEADS_RATE_LIMIT: "1000" },
      options: { outbox: { pollMs: 30 } },
    });
  });

  afterEach(async () => {
    await server?.stop();
    await webhook?.close();
    storage?.dispose();
  });

  async function storedAndNotified(data: Record<string, unknown>) {
    const response = await postLead(server.url, { form: "agendamento", data });
    expect(response.status).toBe(201);
    const id = response.body.id as number;
    await webhook.waitFor(() => webhook.delivered().includes(id));
    const stored = await server.store.getLead(id);
    const call = webhook.calls.find((candidate) => candidate.leadId === id);
    return { stored: stored?.data, payload: call?.payload };
  }

  it.each([
    [
      "a field over its length cap",
      { ...agendamento, name: "A".repeat(121) },
      { name: "Use no máximo 120 caracteres" },
    ],
    ["a number instead of text", { ...agendamento, name: 12345 }, { name: "Nome deve ter pelo menos 2 caracteres" }],
    [
      "an object instead of text",
      { ...agendamento, company: { $gt: "" } },
      {
        company: "Nome da empresa deve ter pelo menos 2 caracteres",
      },
    ],
    ["an array instead of an option", { ...agendamento, sector: ["moda"] }, { sector: "Selecione um setor" }],
    [
      "a label instead of an option value",
      { ...agendamento, revenue: "Até R$ 10 mil por mês" },
      {
        revenue: "Selecione o faturamento",
      },
    ],
    [
      "only control characters",
      { ...agendamento, challenge: "\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\u000e" },
      {
        challenge: "Descreva seu principal desafio (mínimo 10 caracteres)",
      },
    ],
    [
      "a header injection in the e-mail",
      { ...agendamento, email: "a@b.com\r\nBcc: todos@x.com" },
      {
        email: "Email inválido",
      },
    ],
  ])("answers 422 to %s", async (_case, data, errors) => {
    const response = await postLead(server.url, { form: "agendamento", data });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
    expect(await server.store.countLeads()).toBe(0);
  });

  it.each([
    [
      "a 17 KB body",
      413,
      JSON.stringify({ form: "contato", submissionId: crypto.randomUUID(), data: { mensagem: "x".repeat(17_000) } }),
    ],
    ["a body of a JSON string", 400, JSON.stringify("form=consultoria")],
    ["a numeric form", 400, JSON.stringify({ form: 1, submissionId: crypto.randomUUID(), data: agendamento })],
    ["a numeric submission id", 400, JSON.stringify({ form: "agendamento", submissionId: 42, data: agendamento })],
    ["data set to null", 400, JSON.stringify({ form: "agendamento", submissionId: crypto.randomUUID(), data: null })],
    ["a truncated body", 400, '{"form":"agendamento","submissionId":"'],
  ])("answers %s with %i", async (_case, status, rawBody) => {
    expect((await postLead(server.url, { rawBody })).status).toBe(status);
  });

  it("stores script and SQL strings verbatim and escapes them in the chat message", async () => {
    const name = "<script>alert('xss')</script>";
    const company = "Robert'); DROP TABLE leads;--";
    const { stored, payload } = await storedAndNotified({ ...agendamento, name, company });
    expect(stored).toMatchObject({ nome: name, empresa: company });
    expect(await server.store.countLeads()).toBe(1);
    const fields = payload?.embeds[0].fields ?? [];
    expect(fields[0]?.value).toBe("\\<script\\>alert\\('xss'\\)\\</script\\>");
    expect(fields[3]?.value).toBe("Robert'\\); DROP TABLE leads;\\-\\-");
  });

  it("keeps emoji and right-to-left text exactly, and drops bidi overrides", async () => {
    const company = "Doces 🍰👩🏽‍🍳 متجر الحلويات";
    const challenge = "שלום! \u202Eabc\u202C Quero crescer 🚀 no Instagram.";
    const { stored, payload } = await storedAndNotified({ ...agendamento, company, challenge });
    expect(stored).toMatchObject({ empresa: company, desafio: "שלום! abc Quero crescer 🚀 no Instagram." });
    expect(payload?.embeds[0].fields[3]?.value).toBe(company);
  });

  it("stores a name with a lone UTF-16 surrogate without it, on both databases alike", async () => {
    // JSON.stringify writes a lone surrogate as the escape \ud800, which JSON.parse on the server turns back into one.
    const { stored, payload } = await storedAndNotified({
      ...agendamento,
      name: "Ma\ud800ria",
      company: "Loja \udfff",
    });
    expect(stored).toMatchObject({ nome: "Maria", empresa: "Loja" });
    expect(payload?.embeds[0].fields[0]?.value).toBe("Maria");
  });

  it("answers 422 to a name made only of invisible characters", async () => {
    const response = await postLead(server.url, {
      form: "agendamento",
      data: { ...agendamento, name: "\u200B\u3164\u2800\u200D" },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ name: "Nome deve ter pelo menos 2 caracteres" });
  });

  it("stores every lead of a concurrent burst where some carry lone surrogates", async () => {
    // Such a row used to fail on PostgreSQL (503), and its whole write batch then retried row by row.
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        postLead(server.url, {
          form: "agendamento",
          data: { ...agendamento, email: `lead${index}@empresa.com`, name: index % 4 === 0 ? "Jo\ud800ão" : "João" },
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 40 }, () => 201));
    expect(await server.store.countLeads()).toBe(40);
  });

  it("flattens CRLF in one-line fields and keeps paragraphs in the challenge", async () => {
    const { stored } = await storedAndNotified({
      ...agendamento,
      company: "Loja\r\nX-Header: injetado",
      challenge: "Primeiro parágrafo.\r\n\r\nSegundo parágrafo.",
    });
    expect(stored).toMatchObject({
      empresa: "Loja X-Header: injetado",
      desafio: "Primeiro parágrafo.\n\nSegundo parágrafo.",
    });
  });

  it("stores @everyone as typed but it pings no one", async () => {
    const { stored, payload } = await storedAndNotified({ ...agendamento, name: "@everyone @here <@&123>" });
    expect(stored).toMatchObject({ nome: "@everyone @here <@&123>" });
    expect(payload?.allowed_mentions).toEqual({ parse: [] });
    expect(payload?.content).not.toContain("@");
    expect(payload?.embeds[0].fields[0]?.value).toBe("@\u200Beveryone @\u200Bhere \\<@&123\\>");
  });

  it("ignores fields the form does not have, __proto__ included", async () => {
    const rawBody = `{"form":"consultoria","submissionId":"${crypto.randomUUID()}","data":${JSON.stringify(
      consultoriaLead(),
    ).replace("{", '{"__proto__":{"polluted":true},"isAdmin":true,')}}`;
    const response = await postLead(server.url, { rawBody });
    expect(response.status).toBe(201);
    const stored = await server.store.getLead(response.body.id as number);
    expect(Object.keys(stored?.data ?? {}).sort()).toEqual(
      ["email", "empresa", "funcionarios", "investimento_mensal", "nome", "whatsapp"].sort(),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
