import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freshStorage, startLeadsServer, type LeadsServer, type Storage } from "#tests/lead-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { recordWhatsappClick } from "../leads/whatsapp-clicks";
import { createPanelModule, type PanelService } from "./index";
import { PanelError } from "./panel-error";

const actor = { id: null, label: "atendente@agencia.com.br", ip: "203.0.113.4" };
const NOW = Date.parse("2026-11-27T12:00:00Z");

describe.each(DATABASES)("a lead from a WhatsApp code on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let storage: Storage;
  let leads: LeadsServer;
  let panel: PanelService;
  let failWrites = false;

  beforeEach(async () => {
    storage = await freshStorage(postgres());
    leads = await startLeadsServer(storage, { start: false });
    failWrites = false;
    panel = createPanelModule(
      { SITE_URL: "https://www.agencia-teste.com.br" },
      leads.module.database,
      pino({ level: "silent" }),
      {
        now: () => NOW,
        writeLead: (lead) => (failWrites ? Promise.reject(new Error("disk full")) : leads.module.writeLead(lead)),
      },
    ).service;
  });

  afterEach(async () => {
    await leads?.stop();
    storage?.dispose();
  });

  const click = () =>
    recordWhatsappClick(
      leads.module.database.db,
      { pagePath: "/blog/a", attribution: { gclid: "Cj0K", utm_source: "google", utm_campaign: "bf" } },
      NOW - 3_600_000,
    );
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) =>
        PanelError.is(error) ? { status: error.status, field: error.field, message: error.message } : error,
    );

  it("makes a WhatsApp lead with the click's campaign and page, and its deliveries", async () => {
    const code = await click();
    const { leadId } = await panel.whatsapp.createLead(
      { code: `Olá!\n\nCód. ${code.toLowerCase()}`, nome: "Ana Souza", telefone: "(11) 98765-4321", consent: true },
      actor,
    );
    const lead = await leads.store.getLead(leadId);
    expect(lead).toMatchObject({
      form: "whatsapp",
      data: { nome: "Ana Souza", telefone: "(11) 98765-4321" },
      attribution: { gclid: "Cj0K", utm_source: "google", utm_campaign: "bf" },
      adsConsent: { given: true, at: NOW },
      pagePath: "/blog/a",
    });
    expect(lead?.notification?.status).toBe("pending");
    const row = await leads.store.db.selectFrom("whatsapp_clicks").selectAll().executeTakeFirstOrThrow();
    expect({ lead: row.lead_id, used: row.used_at }).toEqual({ lead: leadId, used: NOW });
    // The lead's origin columns come from the click: the inbox and the results count it under its campaign.
    expect(
      await leads.store.db
        .selectFrom("leads")
        .select(["origin_source", "origin_campaign", "received_via"])
        .executeTakeFirst(),
    ).toEqual({ origin_source: "google", origin_campaign: "bf", received_via: "whatsapp" });
  });

  it("refuses a used, unknown or mistyped code and bad fields in pt-BR, losing nothing", async () => {
    const code = await click();
    const person = { nome: "Ana", telefone: "(11) 98765-4321", consent: false };
    expect(await refusal(panel.whatsapp.createLead({ ...person, code, telefone: "123" }, actor))).toEqual({
      status: 422,
      field: "telefone",
      message: "Telefone é obrigatório (com DDD)",
    });
    expect(await refusal(panel.whatsapp.createLead({ ...person, code: "0O1" }, actor))).toMatchObject({
      status: 422,
      field: "codigo",
    });
    const unknown = code === "2222" ? "3333" : "2222";
    expect(await refusal(panel.whatsapp.createLead({ ...person, code: unknown }, actor))).toEqual({
      status: 404,
      field: "codigo",
      message: `O código ${unknown} não existe. Confira na mensagem da conversa: ele vem depois de "Cód.".`,
    });
    // Storage fails mid-way: the code stays free for the next try.
    failWrites = true;
    await expect(panel.whatsapp.createLead({ ...person, code }, actor)).rejects.toThrow("disk full");
    failWrites = false;
    await panel.whatsapp.createLead({ ...person, code }, actor);
    expect(await refusal(panel.whatsapp.createLead({ ...person, code }, actor))).toEqual({
      status: 409,
      field: "codigo",
      message: `O código ${code} já virou um lead. Abra o lead na caixa de entrada.`,
    });
    expect(await leads.store.countLeads()).toBe(1);
  });
});
