import { afterEach, describe, expect, it } from "vitest";
import { ADS_CONSENT_FIELD, ADS_CONSENT_VERSION } from "#app/features/leads/ads-consent";
import { startFakeGraphApi } from "#tests/fake-graph-api";
import { startFakeSmtp } from "#tests/fake-smtp";
import { startFakeWebhook } from "#tests/fake-webhook";
import { consultoriaLead } from "#tests/factories";
import { FAST_OUTBOX, freshStorage, postLead, startLeadsServer } from "#tests/lead-harness";
import { DATABASES, useDatabase } from "#tests/postgres";

/** Each destination has its own outbox rows and worker: Meta failing never holds back the chat or the e-mail. */
describe.each(DATABASES)("destinations deliver independently on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  const cleanups: (() => Promise<void> | void)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("delivers every lead to the chat and by e-mail while Meta asks to wait, and Meta catches up later", async () => {
    const storage = await freshStorage(postgres());
    cleanups.push(() => storage.dispose());
    const webhook = await startFakeWebhook();
    cleanups.push(() => webhook.close());
    const smtp = await startFakeSmtp();
    cleanups.push(() => smtp.close());
    const graph = await startFakeGraphApi();
    cleanups.push(() => graph.close());
    let metaUp = false;
    // Down and asking to wait: its worker pauses, which must not pause anyone else's.
    graph.reply(() =>
      metaUp
        ? { status: 200, body: { events_received: 1 } }
        : { status: 429, headers: { "retry-after": "2" }, body: {} },
    );
    const server = await startLeadsServer(storage, {
      env: {
        WEBHOOK_URL: webhook.url,
        SMTP_URL: smtp.url,
        LEAD_EMAIL_TO: "comercial@agencia-teste.com.br",
        LEAD_EMAIL_FROM: "leads@agencia-teste.com.br",
        META_PIXEL_ID: "123456789012345",
        META_CAPI_TOKEN: "EAAGtokenDeTesteIndependencia",
        META_API_URL: graph.origin,
        LEADS_RATE_LIMIT: "1000",
      },
      options: FAST_OUTBOX,
    });
    cleanups.push(() => server.stop());

    for (let index = 0; index < 5; index += 1) {
      await postLead(server.url, { data: consultoriaLead({ [ADS_CONSENT_FIELD]: ADS_CONSENT_VERSION }) });
    }
    await webhook.waitFor(() => new Set(webhook.delivered()).size === 5);
    await smtp.waitFor(() => smtp.received.length === 5);
    await graph.waitFor(() => graph.calls.length > 0);
    expect(graph.delivered()).toEqual([]);
    const health = await server.module.health(2_000);
    expect(health).toMatchObject({ database: "up", destinations: { meta: { configured: true, pending: 5, dead: 0 } } });
    const firstLead = graph.calls[0]?.leadId ?? 0;
    await expect
      .poll(async () => (await server.outbox.deliveries(firstLead)).find((row) => row.destination === "meta")?.log[0])
      .toMatchObject({ outcome: "rate-limited", statusCode: 429 });

    metaUp = true;
    await graph.waitFor(() => new Set(graph.delivered()).size === 5);
    await expect
      .poll(() => server.module.health(2_000))
      .toMatchObject({ destinations: { meta: { pending: 0, dead: 0 } } });
    expect(webhook.calls.filter((call) => call.status === 204)).toHaveLength(5);
    expect(smtp.received).toHaveLength(5);
  });
});
