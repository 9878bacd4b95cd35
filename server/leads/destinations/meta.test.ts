import { createHash } from "node:crypto";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { ADS_CONSENT_FIELD, ADS_CONSENT_VERSION } from "#app/features/leads/ads-consent";
import { startFakeGraphApi, type ConversionsApiPayload } from "#tests/fake-graph-api";
import type { FakeHttp } from "#tests/fake-http";
import { consultoriaLead } from "#tests/factories";
import { FAST_OUTBOX, freshStorage, postLead, SITE_URL, startLeadsServer, type LeadsServer } from "#tests/lead-harness";
import { TEST_SCRYPT } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import type { StoredLead } from "../../db/stored-lead";
import { SERVER_ACTOR } from "../../panel/audit";
import { createPanelModule } from "../../panel";
import { sendWonConversions } from "../../panel/won-conversions";
import { metaOutcome } from "./meta";
import { buildMetaEvent, GRAPH_API_VERSION } from "./meta-event";

/** SHA-256 computed here, independently of the code under test. */
const hash = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

const T0 = Date.parse("2026-11-26T15:00:00Z");
const PIXEL = "123456789012345";
const TOKEN = "EAAGtokenDeTesteQueNuncaPodeVazar123";

function lead(overrides: Partial<StoredLead> = {}): StoredLead {
  return {
    id: 42,
    form: "consultoria",
    submissionId: "s",
    data: {
      nome: "  Maria da Silva Souza ",
      email: "Maria.Souza@Loja.com.br",
      whatsapp: "(11) 98765-4321",
      empresa: "Loja da Maria",
      funcionarios: "1-5",
      investimento_mensal: "5000+",
    },
    email: "maria.souza@loja.com.br",
    ip: "::ffff:203.0.113.7",
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)",
    createdAt: T0,
    attribution: { utm_source: "facebook", fbclid: "IwAR2F4-dbP0l7Mn1", landed_at: String(T0 - 120_000) },
    adsConsent: { given: true, version: ADS_CONSENT_VERSION, at: T0 },
    pagePath: "/comece-agora",
    ...overrides,
  };
}

describe("buildMetaEvent", () => {
  it("builds the documented Lead event: hashed contact data, the click id and the visit", () => {
    expect(buildMetaEvent({ lead: lead(), event: "lead", at: T0, valueCents: null, siteUrl: SITE_URL })).toEqual({
      event_name: "Lead",
      event_time: T0 / 1000,
      event_id: "lead-42",
      action_source: "website",
      event_source_url: `${SITE_URL}/comece-agora`,
      user_data: {
        em: [hash("maria.souza@loja.com.br")],
        ph: [hash("5511987654321")],
        fn: [hash("maria")],
        ln: [hash("souza")],
        external_id: [hash("maria.souza@loja.com.br")],
        country: [hash("br")],
        fbc: `fb.1.${T0 - 120_000}.IwAR2F4-dbP0l7Mn1`,
        client_ip_address: "203.0.113.7",
        client_user_agent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)",
      },
    });
  });

  it("hashes names with their accents in UTF-8, lower case, without punctuation", () => {
    const event = buildMetaEvent({
      lead: lead({ data: { ...lead().data, nome: "JOÃO D'Ávila Araújo-Neto" } }),
      event: "lead",
      at: T0,
      valueCents: null,
      siteUrl: SITE_URL,
    });
    expect(event?.user_data.fn).toEqual([hash("joão")]);
    expect(event?.user_data.ln).toEqual([hash("araújoneto")]);
  });

  it("builds the won event from the same lead: Purchase, system generated, with the value in BRL", () => {
    const wonAt = T0 + 30 * 86_400_000;
    const event = buildMetaEvent({ lead: lead(), event: "won", at: wonAt, valueCents: 1_250_050, siteUrl: SITE_URL });
    expect(event).toMatchObject({
      event_name: "Purchase",
      event_time: wonAt / 1000,
      event_id: "won-42",
      action_source: "system_generated",
      custom_data: { currency: "BRL", value: 12_500.5 },
    });
    expect(event).not.toHaveProperty("event_source_url");
    expect(event?.user_data).not.toHaveProperty("client_ip_address");
    expect(event?.user_data).not.toHaveProperty("client_user_agent");
    expect(event?.user_data.em).toEqual([hash("maria.souza@loja.com.br")]);
  });

  it("builds a lead stored without the visitor's user agent as a system-generated event, which Meta accepts", () => {
    const event = buildMetaEvent({
      lead: lead({ userAgent: null }),
      event: "lead",
      at: T0,
      valueCents: null,
      siteUrl: SITE_URL,
    });
    expect(event).toMatchObject({ event_name: "Lead", event_id: "lead-42", action_source: "system_generated" });
    expect(event).not.toHaveProperty("event_source_url");
    expect(event?.user_data).not.toHaveProperty("client_ip_address");
    expect(event?.user_data.em).toEqual([hash("maria.souza@loja.com.br")]);
  });

  it("names the person with one external_id for all their leads: the e-mail, else the phone", () => {
    const build = (overrides: Partial<StoredLead>) =>
      buildMetaEvent({ lead: lead(overrides), event: "lead", at: T0, valueCents: null, siteUrl: SITE_URL });
    const first = build({ id: 1 });
    const again = build({ id: 2, data: { ...lead().data, whatsapp: "(21) 91111-2222" } });
    expect(first?.user_data.external_id).toEqual([hash("maria.souza@loja.com.br")]);
    expect(again?.user_data.external_id).toEqual(first?.user_data.external_id);
    const phoneOnly = build({ email: "", data: { ...lead().data, email: "" } });
    expect(phoneOnly?.user_data.external_id).toEqual([hash("5511987654321")]);
    // A phone of another country: Meta gets no country rather than a wrong one.
    const abroad = build({ data: { ...lead().data, whatsapp: "+351 912 345 678" } });
    expect(abroad?.user_data).not.toHaveProperty("country");
  });

  it("sends a lead an attendant typed from a WhatsApp chat as a chat event, without the attendant's browser", () => {
    const event = buildMetaEvent({
      lead: lead({ form: "whatsapp", pagePath: null }),
      event: "lead",
      at: T0,
      valueCents: null,
      siteUrl: SITE_URL,
    });
    expect(event).toMatchObject({ event_name: "Lead", action_source: "chat" });
    expect(event).not.toHaveProperty("event_source_url");
    expect(event?.user_data).not.toHaveProperty("client_user_agent");
    expect(event?.user_data).not.toHaveProperty("client_ip_address");
  });

  it("builds nothing for a lead whose visitor did not consent", () => {
    for (const adsConsent of [null, { given: false, version: ADS_CONSENT_VERSION, at: T0 }]) {
      expect(
        buildMetaEvent({ lead: lead({ adsConsent }), event: "lead", at: T0, valueCents: null, siteUrl: SITE_URL }),
      ).toBeNull();
    }
  });

  it("dates the click at the lead's arrival when no believable landing time was recorded", () => {
    for (const landed of [undefined, String(T0 + 1), String(T0 - 91 * 86_400_000)]) {
      const attribution = { fbclid: "IwAR-x", ...(landed ? { landed_at: landed } : {}) };
      const event = buildMetaEvent({
        lead: lead({ attribution }),
        event: "lead",
        at: T0,
        valueCents: null,
        siteUrl: SITE_URL,
      });
      expect(event?.user_data.fbc, landed).toBe(`fb.1.${T0}.IwAR-x`);
    }
    const noClick = buildMetaEvent({
      lead: lead({ attribution: null }),
      event: "lead",
      at: T0,
      valueCents: null,
      siteUrl: SITE_URL,
    });
    expect(noClick?.user_data).not.toHaveProperty("fbc");
    expect(noClick?.event_source_url).toBe(`${SITE_URL}/comece-agora`);
  });
});

describe("metaOutcome", () => {
  const error = (code: number, extra: object = {}) =>
    JSON.stringify({ error: { message: "m", type: "OAuthException", code, ...extra } });
  const expired = JSON.stringify({
    error: { message: "Error validating access token: Session has expired", type: "OAuthException", code: 190 },
  });

  it("maps the Graph API's answers onto the outbox's outcomes", () => {
    expect(metaOutcome(200, '{"events_received":1}', null, 0)).toMatchObject({ kind: "sent", statusCode: 200 });
    expect(metaOutcome(429, "", "30", 0)).toMatchObject({ kind: "rate-limited", retryAfterMs: 30_000 });
    expect(metaOutcome(400, error(17), null, 0)).toMatchObject({ kind: "rate-limited", retryAfterMs: null });
    expect(metaOutcome(503, "", null, 0)).toMatchObject({ kind: "failed", statusCode: 503 });
    expect(metaOutcome(400, error(100, { is_transient: true }), null, 0)).toMatchObject({ kind: "failed" });
    expect(metaOutcome(400, error(190), null, 0)).toMatchObject({
      kind: "rejected",
      reason: "Meta refused the access token (400, code 190): check META_CAPI_TOKEN and META_PIXEL_ID. Meta said: m",
    });
    // Meta's own words stay beside ours: the owners' page shows why the platform refused (docs/decisions/070).
    expect(metaOutcome(400, expired, null, 0)).toMatchObject({
      reason: expect.stringContaining("Meta said: Error validating access token: Session has expired"),
    });
    expect(metaOutcome(400, error(100, { error_subcode: 2804003 }), null, 0)).toMatchObject({
      kind: "rejected",
      reason: "Meta rejected the event (400, code 100/2804003): m",
    });
  });
});

describe.each(DATABASES)("Meta Conversions API against a fake Graph API on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  const cleanups: (() => Promise<void> | void)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setup(): Promise<{ graph: FakeHttp<ConversionsApiPayload>; server: LeadsServer }> {
    const storage = await freshStorage(postgres());
    cleanups.push(() => storage.dispose());
    const graph = await startFakeGraphApi();
    cleanups.push(() => graph.close());
    const server = await startLeadsServer(storage, {
      env: {
        META_PIXEL_ID: PIXEL,
        META_CAPI_TOKEN: TOKEN,
        META_TEST_EVENT_CODE: "TEST4321",
        META_API_URL: graph.origin,
        LEADS_RATE_LIMIT: "1000",
      },
      options: FAST_OUTBOX,
    });
    cleanups.push(() => server.stop());
    return { graph, server };
  }

  const consenting = (overrides: Record<string, string> = {}) =>
    consultoriaLead({ [ADS_CONSENT_FIELD]: ADS_CONSENT_VERSION, ...overrides });

  const VISITOR = { userAgent: "Mozilla/5.0 (Teste)", ip: "203.0.113.7" };

  async function post(
    server: LeadsServer,
    data: Record<string, string>,
    visitor: Record<string, string> = VISITOR,
  ): Promise<number> {
    const response = await postLead(server.url, {
      data,
      attribution: { fbclid: "IwAR-e2e", landed_at: String(Date.now() - 60_000), utm_source: "facebook" },
      extra: visitor,
      // The integration's own server: neither its address nor its user agent is the visitor's.
      headers: { "user-agent": "n8n/1.0", referer: `${SITE_URL}/comece-agora?fbclid=IwAR-e2e` },
    });
    expect(response.status).toBe(201);
    return Number(response.body.id);
  }

  it("sends the Lead event of a consenting lead, exactly as documented, with the token in the body", async () => {
    const { graph, server } = await setup();
    const id = await post(server, consenting({ nome: "Conceição Araújo Lima", email: "Conceicao@Otica.com.br" }));
    await graph.waitFor(() => graph.calls.length === 1);
    const [call] = graph.calls;
    const stored = await server.store.getLead(id);
    expect(call?.path).toBe(`/${GRAPH_API_VERSION}/${PIXEL}/events`);
    expect(call?.payload).toEqual({
      data: [
        {
          event_name: "Lead",
          event_time: Math.floor((stored?.createdAt ?? 0) / 1000),
          event_id: `lead-${id}`,
          action_source: "website",
          event_source_url: `${SITE_URL}/comece-agora`,
          user_data: {
            em: [hash("conceicao@otica.com.br")],
            ph: [hash("5511987654321")],
            fn: [hash("conceição")],
            ln: [hash("lima")],
            external_id: [hash("conceicao@otica.com.br")],
            country: [hash("br")],
            fbc: `fb.1.${stored?.attribution?.landed_at}.IwAR-e2e`,
            client_ip_address: "203.0.113.7",
            client_user_agent: "Mozilla/5.0 (Teste)",
          },
        },
      ],
      test_event_code: "TEST4321",
      access_token: TOKEN,
    });
    await expect
      .poll(async () => (await server.outbox.deliveries(id)).find((row) => row.destination === "meta"))
      .toMatchObject({ status: "sent", log: [{ outcome: "sent", statusCode: 200 }] });
  });

  it("is answered as Meta answers: a website event without client_user_agent is refused", async () => {
    const { graph } = await setup();
    const website = {
      event_name: "Lead",
      event_time: Math.floor(Date.now() / 1000),
      event_id: "lead-1",
      action_source: "website",
      event_source_url: `${SITE_URL}/comece-agora`,
      user_data: { em: [hash("a@b.com")], client_user_agent: "Mozilla/5.0 (Teste)" },
    };
    const send = (event: object) =>
      fetch(`${graph.origin}/${GRAPH_API_VERSION}/${PIXEL}/events`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ data: [event], access_token: TOKEN }),
      });
    expect((await send(website)).status).toBe(200);
    const refused = await send({ ...website, user_data: { em: [hash("a@b.com")] } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 100, type: "OAuthException" } });
    expect((await send({ ...website, event_source_url: undefined })).status).toBe(400);
    // Even a test that scripts a success gets the refusal: the fake never accepts what Meta would not.
    graph.reply(() => ({ status: 200, body: { events_received: 1 } }));
    expect((await send({ ...website, user_data: {} })).status).toBe(400);
    const systemGenerated = { ...website, action_source: "system_generated", event_source_url: undefined };
    expect((await send({ ...systemGenerated, user_data: { em: [hash("a@b.com")] } })).status).toBe(200);
  });

  it("is answered as Meta answers: unhashed contact data, an unknown action source or an old event is refused", async () => {
    const { graph } = await setup();
    const event = {
      event_name: "Lead",
      event_time: Math.floor(Date.now() / 1000),
      event_id: "lead-1",
      action_source: "chat",
      user_data: { em: [hash("a@b.com")], external_id: [hash("a@b.com")], country: [hash("br")] },
    };
    const send = async (sent: object) => {
      const response = await fetch(`${graph.origin}/${GRAPH_API_VERSION}/${PIXEL}/events`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ data: [sent], access_token: TOKEN }),
      });
      return { status: response.status, body: (await response.json()) as { error?: { error_user_msg?: string } } };
    };
    expect((await send(event)).status).toBe(200);
    expect((await send({ ...event, user_data: { em: ["a@b.com"] } })).body.error?.error_user_msg).toContain("em");
    expect((await send({ ...event, user_data: { ...event.user_data, country: ["br"] } })).status).toBe(400);
    expect((await send({ ...event, action_source: "whatsapp" })).status).toBe(400);
    expect((await send({ ...event, event_time: event.event_time - 8 * 86_400 })).status).toBe(400);
    expect((await send({ ...event, user_data: {} })).status).toBe(400);
  });

  it("sends an API lead without the visitor's user agent as a system-generated event, and Meta takes it", async () => {
    const { graph, server } = await setup();
    const id = await post(server, consenting(), {});
    await graph.waitFor(() => graph.calls.length === 1);
    const event = graph.calls[0]?.payload.data[0];
    expect(event).toMatchObject({ event_name: "Lead", event_id: `lead-${id}`, action_source: "system_generated" });
    expect(event).not.toHaveProperty("event_source_url");
    // Neither the integration's server nor its user agent is passed off as the visitor's.
    expect(event?.user_data).not.toHaveProperty("client_user_agent");
    expect(event?.user_data).not.toHaveProperty("client_ip_address");
    await expect
      .poll(async () => (await server.outbox.deliveries(id)).find((row) => row.destination === "meta"))
      .toMatchObject({ status: "sent", log: [{ outcome: "sent", statusCode: 200 }] });
  });

  it("sends nothing for a lead without consent", async () => {
    const { graph, server } = await setup();
    const refused = await post(server, consultoriaLead());
    const agreed = await post(server, consenting());
    await graph.waitFor(() => graph.delivered().includes(agreed));
    expect(graph.calls.map((call) => call.leadId)).toEqual([agreed]);
    expect((await server.outbox.deliveries(refused)).map((row) => row.destination)).toEqual(["chat"]);
  });

  it("retries after a 500 and waits what a 429's Retry-After asks, logging each try", async () => {
    const { graph, server } = await setup();
    graph.reply((call) =>
      call.number === 1
        ? { status: 500, body: { error: { message: "An unknown error occurred", code: 1 } } }
        : call.number === 2
          ? { status: 429, headers: { "retry-after": "1" }, body: {} }
          : { status: 200, body: { events_received: 1 } },
    );
    const id = await post(server, consenting());
    await graph.waitFor(() => graph.delivered().includes(id));
    const [failed, limited, sent] = graph.calls;
    expect((sent?.receivedAt ?? 0) - (limited?.receivedAt ?? 0)).toBeGreaterThanOrEqual(1_000);
    expect(failed?.payload).toEqual(sent?.payload);
    await expect
      .poll(async () => (await server.outbox.deliveries(id)).find((row) => row.destination === "meta")?.log)
      .toMatchObject([
        { outcome: "failed", statusCode: 500, error: "Meta answered 500 (code 1): An unknown error occurred" },
        { outcome: "rate-limited", statusCode: 429, error: "429 rate limited: retry after 1000 ms" },
        { outcome: "sent", statusCode: 200, error: null },
      ]);
  });

  it("enqueues the won event once, for consenting leads only, and sends it with the contract's value", async () => {
    const { graph, server } = await setup();
    const won = await post(server, consenting());
    const refused = await post(server, consultoriaLead());
    await graph.waitFor(() => graph.delivered().includes(won));
    const wonAt = Date.now();
    expect(await server.module.recordWon(won, 1_250_050, wonAt)).toBe("enqueued");
    expect(await server.module.recordWon(won, 999, wonAt + 1)).toBe("already-enqueued");
    expect(await server.module.recordWon(refused, 1_000)).toBe("no-consent");
    expect(await server.module.recordWon(987_654, 1_000)).toBe("unknown-lead");
    await graph.waitFor(() => graph.calls.length === 2);
    const event = graph.calls[1]?.payload.data[0];
    expect(event).toMatchObject({
      event_name: "Purchase",
      event_time: Math.floor(wonAt / 1000),
      event_id: `won-${won}`,
      action_source: "system_generated",
      custom_data: { currency: "BRL", value: 12_500.5 },
    });
    await expect
      .poll(async () => (await server.outbox.deliveries(won)).map((row) => [row.destination, row.event, row.status]))
      .toEqual([
        ["chat", "lead", "pending"],
        ["meta", "lead", "sent"],
        ["meta", "won", "sent"],
      ]);
  });

  it("sends the won event when the team marks the lead 'Ganho' in the panel, and lists it in the Google Ads feed", async () => {
    const { graph, server } = await setup();
    const response = await postLead(server.url, {
      data: consenting(),
      attribution: { gclid: "Cj0KCQiA-ganho", fbclid: "IwAR-e2e", landed_at: String(Date.now() - 60_000) },
    });
    const id = Number(response.body.id);
    await graph.waitFor(() => graph.delivered().includes(id));
    const panel = createPanelModule({ SITE_URL }, server.module.database, pino({ level: "silent" }), {
      passwordCost: TEST_SCRYPT,
      afterStatusChange: sendWonConversions(server.module, pino({ level: "silent" })),
    });
    cleanups.push(() => panel.stop());

    const changed = await panel.service.leads.changeStatus(id, { status: "ganho", value: "1.500,00" }, SERVER_ACTOR);
    expect(changed).toMatchObject({ ok: true, changed: true });
    await graph.waitFor(() => graph.calls.length === 2);
    expect(graph.calls[1]?.payload.data[0]).toMatchObject({
      event_name: "Purchase",
      event_id: `won-${id}`,
      custom_data: { currency: "BRL", value: 1500 },
    });
    expect(await server.module.googleAdsConversions()).toEqual([
      expect.objectContaining({ kind: "lead", clickId: { type: "gclid", value: "Cj0KCQiA-ganho" }, valueCents: null }),
      expect.objectContaining({
        kind: "won",
        clickId: { type: "gclid", value: "Cj0KCQiA-ganho" },
        valueCents: 150_000,
      }),
    ]);
  });

  it("keeps the token out of the stored error and the logs, even when Meta's answer repeats it", async () => {
    const { graph, server } = await setup();
    graph.reply(() => ({
      status: 400,
      body: { error: { message: `Malformed access token ${TOKEN}`, type: "OAuthException", code: 100 } },
    }));
    const id = await post(server, consenting());
    await expect
      .poll(async () => (await server.outbox.deliveries(id)).find((row) => row.destination === "meta")?.status)
      .toBe("dead");
    const meta = (await server.outbox.deliveries(id)).find((row) => row.destination === "meta");
    expect(meta?.lastError).toBe("Meta rejected the event (400, code 100): Malformed access token [redacted]");
    expect(JSON.stringify(meta)).not.toContain(TOKEN);
    expect(JSON.stringify(server.logs)).not.toContain(TOKEN);
  });
});
