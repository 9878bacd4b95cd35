import pino from "pino";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseEnv } from "~/config/env.server";
import { createLeadsModule, type LeadsModule } from "../../../server/leads/index";
import { freshStorage, SITE_URL, type Storage } from "../../../tests/lead-harness";
import { leadAction, type LeadActionResult } from "./action.server";

vi.setConfig({ testTimeout: 20_000 });

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
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; result: LeadActionResult; headers: Headers }> {
    const request = new Request(`${SITE_URL}/`, {
      method: "POST",
      headers,
      body: new URLSearchParams(fields),
    });
    const context = { leads: leads.service, clientIp: "198.51.100.4", nonce: "n" } as AppLoadContext;
    const response = await leadAction({ request, context, params: {} } as ActionFunctionArgs);
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
    expect(url.searchParams.get("text")).toContain("Nome: Maria Souza");
  });

  it("makes a submission id when the page did not send one", async () => {
    const first = await submit({ form: "newsletter", email: "leitor@x.com" });
    const second = await submit({ form: "newsletter", email: "leitor@x.com" });
    expect(first.result).toMatchObject({ ok: true, id: 1, whatsappUrl: null });
    expect(second.result).toMatchObject({ ok: true, id: 2 });
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

  it("refuses a post from another site's page", async () => {
    const { status, result } = await submit(
      { form: "consultoria", ...consultoria },
      { origin: "https://golpe.example" },
    );
    expect(status).toBe(403);
    expect(result).toMatchObject({ ok: false, message: "Envio não permitido a partir deste endereço." });
  });

  it("answers an unknown form with 400", async () => {
    const { status, result } = await submit({ form: "orcamento", ...consultoria });
    expect(status).toBe(400);
    expect(result).toMatchObject({ form: null, ok: false });
  });

  it("rate-limits with Retry-After like the API", async () => {
    await submit({ form: "consultoria", ...consultoria });
    await submit({ form: "consultoria", ...consultoria });
    const { status, result, headers } = await submit({ form: "consultoria", ...consultoria });
    expect(status).toBe(429);
    expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
    expect(result.ok ? "" : result.message).toMatch(/^Muitos envios em pouco tempo\. Aguarde \d+ segundos/);
    expect(result.ok ? {} : result.values).toMatchObject(consultoria);
  });

  it("answers success to a filled honeypot without storing", async () => {
    const { result } = await submit({ form: "consultoria", ...consultoria, website: "http://spam.example" });
    expect(result).toMatchObject({ ok: true, whatsappUrl: null });
    const again = await submit({ form: "newsletter", email: "a@b.co" });
    expect(again.result).toMatchObject({ ok: true, id: 1 });
  });
});
