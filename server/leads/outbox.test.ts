import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeWebhook, type FakeWebhook } from "#tests/fake-webhook";
import { consultoriaLead } from "#tests/factories";
import {
  FAST_OUTBOX,
  freshStorage,
  postLead,
  startLeadsServer,
  type LeadsServer,
  type Storage,
} from "#tests/lead-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import type { LeadsModuleOptions } from "./index";
import { retryAfterMs } from "./destinations/http";
import { LEAD_DATA } from "./outbox-worker";
import { countByStatus } from "../db/outbox-stats";

function unique(values: number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

describe.each(DATABASES)("outbox on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  const cleanups: (() => Promise<void> | void)[] = [];

  // Without PostgreSQL binaries its half of the file shows as skipped, with the reason, never as passed.
  beforeEach(() => {});

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setup(
    options: LeadsModuleOptions = FAST_OUTBOX,
    env: Record<string, string> = {},
  ): Promise<{ webhook: FakeWebhook; server: LeadsServer; storage: Storage }> {
    const storage = await freshStorage(postgres());
    cleanups.push(() => storage.dispose());
    const webhook = await startFakeWebhook();
    cleanups.push(() => webhook.close());
    const server = await startLeadsServer(storage, {
      env: { WEBHOOK_URL: webhook.url, LEADS_RATE_LIMIT: "1000", ...env },
      options,
    });
    cleanups.push(() => server.stop());
    return { webhook, server, storage };
  }

  async function submit(server: LeadsServer, count: number): Promise<number[]> {
    const responses = await Promise.all(Array.from({ length: count }, () => postLead(server.url)));
    return responses.map((response) => {
      expect(response.status).toBe(201);
      return response.body.id as number;
    });
  }

  it("keeps leads while the webhook is down and delivers each once it is back", async () => {
    const { webhook, server } = await setup();
    let up = false;
    webhook.reply(() => (up ? { status: 204 } : { status: 503, body: { message: "indisponível" } }));
    const ids = await submit(server, 20);
    await webhook.waitFor(() => webhook.calls.length >= 40);
    const waiting = await server.store.getLead(ids[0] ?? 0);
    expect(waiting?.notification).toMatchObject({ status: "pending", lastError: "webhook answered 503" });
    expect(waiting?.notification?.attempts).toBeGreaterThan(0);
    up = true;
    await webhook.waitFor(() => unique(webhook.delivered()).length === 20);
    expect(unique(webhook.delivered())).toEqual(unique(ids));
    expect(webhook.delivered()).toHaveLength(20);
    // The sent marks commit just after the webhook answers.
    await expect.poll(() => countByStatus(server.store.db)).toEqual({ pending: 0, sent: 20, dead: 0 });
  });

  it("retries after network errors (nothing listening at WEBHOOK_URL)", async () => {
    const storage = await freshStorage(postgres());
    cleanups.push(() => storage.dispose());
    const server = await startLeadsServer(storage, {
      env: { WEBHOOK_URL: "http://127.0.0.1:9/webhook" },
      options: FAST_OUTBOX,
    });
    cleanups.push(() => server.stop());
    const [id] = await submit(server, 1);
    await expect
      .poll(async () => (await server.store.getLead(id ?? 0))?.notification?.attempts ?? 0, { timeout: 10_000 })
      .toBeGreaterThan(1);
    const lead = await server.store.getLead(id ?? 0);
    expect(lead?.notification?.status).toBe("pending");
    expect(lead?.notification?.lastError).toMatch(/^network error/);
  });

  it("waits the retry time a 429 storm asks for, then delivers every lead once", async () => {
    const { webhook, server } = await setup();
    let stormEndsAt = 0;
    webhook.reply((call) => {
      if (call.number === 1) stormEndsAt = Date.now() + 400;
      if (Date.now() >= stormEndsAt) return { status: 200, body: {} };
      return call.number % 2 === 0
        ? { status: 429, body: { message: "You are being rate limited.", retry_after: 0.15, global: false } }
        : { status: 429, headers: { "retry-after": "1" }, body: {} };
    });
    const ids = await submit(server, 15);
    await webhook.waitFor(() => unique(webhook.delivered()).length === 15);
    expect(webhook.delivered()).toHaveLength(15);
    expect(unique(webhook.delivered())).toEqual(unique(ids));
    const limited = webhook.calls.filter((call) => call.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    // Rate limits are not failures: no backoff counted against the lead.
    for (const id of ids) expect((await server.store.getLead(id))?.notification?.attempts).toBe(0);
    // Each rate-limited lead came back no sooner than the wait it was given (0.15 s in the body, 1 s in the header).
    for (const call of limited) {
      const next = webhook.calls.find((later) => later.number > call.number && later.leadId === call.leadId);
      const wait = call.number % 2 === 0 ? 150 : 1000;
      expect((next?.receivedAt ?? 0) - call.receivedAt).toBeGreaterThanOrEqual(wait);
    }
  });

  it("gives up on a hanging call after the timeout and delivers on retry", async () => {
    // The retry of a call that timed out waits for the lease to end: a short one keeps the test short.
    const { webhook, server } = await setup({ outbox: { ...FAST_OUTBOX.outbox, timeoutMs: 300, leaseMs: 600 } });
    webhook.reply((call) => (call.number === 1 ? "hang" : { status: 204 }));
    const [id] = await submit(server, 1);
    await webhook.waitFor(() => webhook.delivered().includes(id ?? 0));
    expect(webhook.calls[0]?.status).toBe("hang");
    const warning = server.logs.find((log) => log.msg === "lead notification failed: will retry");
    expect(warning?.reason).toBe("timeout: no answer within 300 ms");
    await expect
      .poll(async () => (await server.store.getLead(id ?? 0))?.notification)
      .toMatchObject({ status: "sent", attempts: 1 });
  });

  it.each([
    [401, "the webhook token is invalid (401)"],
    [404, "the webhook does not exist (404)"],
  ])("marks the notification dead on %i and logs the misconfiguration", async (status, reason) => {
    const { webhook, server } = await setup();
    webhook.reply(() => ({ status, body: { message: "Unknown Webhook", code: 10015 } }));
    const [id] = await submit(server, 1);
    await expect
      .poll(async () => (await server.store.getLead(id ?? 0))?.notification?.status, { timeout: 10_000 })
      .toBe("dead");
    const error = server.logs.find((log) => log.level === 50 && String(log.msg).includes(reason));
    expect(error?.msg).toContain("WEBHOOK_URL");
    // The service's own words are kept beside ours, for the owners' page of refusals (docs/decisions/070).
    expect((await server.store.getLead(id ?? 0))?.notification?.lastError).toContain("Unknown Webhook");
    expect(error?.leadId).toBe(id);
    // A dead notification is never claimed again: the one call is all there will be.
    expect(webhook.calls).toHaveLength(1);
    expect(await server.store.getLead(id ?? 0)).not.toBeNull();
  });

  it("stores a refusal's message without the lead's data the service repeated in it", async () => {
    const { webhook, server } = await setup();
    // Some services answer a refused message with the payload they got: the person's e-mail, name and phone.
    const data = consultoriaLead();
    webhook.reply(() => ({
      status: 400,
      body: { message: "invalid embed", received: `${data.nome} <${data.email}> 5511987654321 ${data.whatsapp}` },
    }));
    const response = await postLead(server.url, { data });
    expect(response.status).toBe(201);
    const id = Number(response.body.id);
    await expect
      .poll(async () => (await server.store.getLead(id))?.notification?.status, { timeout: 10_000 })
      .toBe("dead");
    const lead = await server.store.getLead(id);
    const stored = lead?.notification?.lastError ?? "";
    expect(stored).toContain("the webhook rejected the notification (400)");
    expect(stored).toContain("invalid embed");
    expect(stored).toContain(LEAD_DATA);
    for (const value of [lead?.email ?? "", String(lead?.data.nome), String(lead?.data.whatsapp)]) {
      expect(value.length).toBeGreaterThan(3);
      expect(stored).not.toContain(value);
    }
    expect(JSON.stringify(server.logs)).not.toContain(lead?.email ?? "");
  });

  it("after 48 h of failures marks it dead loudly, keeps the lead, and `retry` revives it", async () => {
    // The worker's clock runs with real time plus a jump we control.
    let jump = 0;
    const { webhook, server } = await setup({
      outbox: { ...FAST_OUTBOX.outbox, now: () => Date.now() + jump },
    });
    let up = false;
    webhook.reply(() => (up ? { status: 204 } : { status: 500 }));
    const [id] = await submit(server, 1);
    await expect
      .poll(async () => (await server.store.getLead(id ?? 0))?.notification?.attempts, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
    jump = 49 * 3_600_000;
    await expect
      .poll(async () => (await server.store.getLead(id ?? 0))?.notification?.status, { timeout: 10_000 })
      .toBe("dead");
    const loud = server.logs.find((log) => String(log.msg).startsWith("LEAD NOTIFICATION GIVEN UP after 49 h"));
    expect(loud?.level).toBe(50);
    expect(loud?.leadId).toBe(id);
    up = true;
    expect(await server.outbox.retryDead(Date.now())).toEqual({ chat: 1, email: 0, meta: 0, push: 0 });
    await webhook.waitFor(() => webhook.delivered().includes(id ?? 0));
  });

  it("with WEBHOOK_URL unset stores leads, says notifications wait, and sends them once it is set", async () => {
    const storage = await freshStorage(postgres());
    cleanups.push(() => storage.dispose());
    const first = await startLeadsServer(storage, { options: FAST_OUTBOX });
    await submit(first, 2);
    await first.stop();
    const second = await startLeadsServer(storage, { options: FAST_OUTBOX });
    await expect
      .poll(() => second.logs.find((log) => log.level === 40)?.msg)
      .toContain("2 notification(s) are waiting");
    await second.stop();
    const webhook = await startFakeWebhook();
    cleanups.push(() => webhook.close());
    const third = await startLeadsServer(storage, { env: { WEBHOOK_URL: webhook.url }, options: FAST_OUTBOX });
    cleanups.push(() => third.stop());
    await webhook.waitFor(() => webhook.delivered().length === 2);
  });

  // Only PostgreSQL serves several app processes; SQLite has one writer by design.
  (usesPostgres ? it : it.skip)("two workers on one database never send the same notification twice", async () => {
    const storage = await freshStorage(postgres());
    cleanups.push(() => storage.dispose());
    const webhook = await startFakeWebhook();
    cleanups.push(() => webhook.close());
    // Two calls at a time of 25 ms each: the queue takes seconds, so both workers claim while the other works.
    webhook.reply(() => ({ status: 204, delayMs: 25 }));
    const settings = {
      env: { WEBHOOK_URL: webhook.url, LEADS_RATE_LIMIT: "1000" },
      options: { ...FAST_OUTBOX, outbox: { ...FAST_OUTBOX.outbox, concurrency: 2 } },
    };
    const a = await startLeadsServer(storage, { ...settings, start: false });
    cleanups.push(() => a.stop());
    const b = await startLeadsServer(storage, { ...settings, start: false });
    cleanups.push(() => b.stop());
    const ids = [...(await submit(a, 100)), ...(await submit(b, 100))];
    // Both start on a full queue at the same moment: the worst case for double claims.
    a.module.start();
    b.module.start();
    await webhook.waitFor(() => webhook.delivered().length >= 200, 20_000);
    await expect.poll(() => countByStatus(a.store.db)).toEqual({ pending: 0, sent: 200, dead: 0 });
    expect(webhook.calls).toHaveLength(200);
    expect(unique(webhook.delivered())).toEqual(unique(ids));
    const sentBy = new Set(
      [...a.logs, ...b.logs].filter((log) => log.msg === "lead notification sent").map((log) => log.leadId),
    );
    // Which worker sends which lead is the scheduler's choice (on a busy machine one may take nearly all): what
    // must hold is that together they sent each lead exactly once.
    expect(sentBy.size).toBe(200);
  });

  it("retries a call that timed out (it may still land) only once its lease has run out", async () => {
    const leaseMs = 5_000;
    const { webhook, server } = await setup({ outbox: { ...FAST_OUTBOX.outbox, timeoutMs: 200, leaseMs } });
    // The service got the first call and answers too late: that message did land.
    webhook.reply((call) => (call.number === 1 ? { status: 204, delayMs: 1_000 } : { status: 204 }));
    const [id] = await submit(server, 1);
    await expect
      .poll(async () => (await server.store.getLead(id ?? 0))?.notification?.attempts, { timeout: 10_000 })
      .toBe(1);
    const lead = await server.store.getLead(id ?? 0);
    expect(lead?.notification?.lastError).toBe("timeout: no answer within 200 ms");
    // Claimed at or after the lead was stored, so its lease ran at least until createdAt + leaseMs.
    expect(lead?.notification?.nextAttemptAt).toBeGreaterThanOrEqual((lead?.createdAt ?? 0) + leaseMs);
    // Each copy names the lead, so a repeat is easy to spot in the chat.
    expect(webhook.calls[0]?.payload.embeds[0].title).toContain(`lead #${id}`);
  });

  it("gives up after 48 h of 429 answers like any other failure, keeping the lead", async () => {
    let jump = 0;
    const { webhook, server } = await setup({ outbox: { ...FAST_OUTBOX.outbox, now: () => Date.now() + jump } });
    webhook.reply(() => ({ status: 429, body: { message: "You are being rate limited.", retry_after: 0.05 } }));
    const [id] = await submit(server, 1);
    await expect
      .poll(async () => (await server.store.getLead(id ?? 0))?.notification?.lastError, { timeout: 10_000 })
      .toMatch(/^429 rate limited/);
    expect((await server.store.getLead(id ?? 0))?.notification?.attempts).toBe(0);
    jump = 49 * 3_600_000;
    await expect
      .poll(async () => (await server.store.getLead(id ?? 0))?.notification?.status, { timeout: 10_000 })
      .toBe("dead");
    const loud = server.logs.find((log) => String(log.msg).startsWith("LEAD NOTIFICATION GIVEN UP after 49 h"));
    expect(loud?.level).toBe(50);
    expect(await server.store.countLeads()).toBe(1);
  });
});

describe("retryAfterMs", () => {
  it("reads the body's retry_after seconds first, then the Retry-After header", () => {
    expect(retryAfterMs('{"retry_after": 1.5}', "10", 0)).toBe(1500);
    expect(retryAfterMs("", "10", 0)).toBe(10_000);
    expect(retryAfterMs("{}", "Sat, 21 Nov 2026 12:00:30 GMT", Date.parse("2026-11-21T12:00:00Z"))).toBe(30_000);
    expect(retryAfterMs("rate limited", null, 0)).toBeNull();
  });
});
