import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "#app/config/env.server";
import { startFakeWebhook, type FakeWebhook } from "#tests/fake-webhook";
import { consultoriaLead } from "#tests/factories";
import { freshStorage, postLead, startLeadsServer, type Storage } from "#tests/lead-harness";
import { openDatabase } from "../db/connect";
import { LeadStore } from "../db/lead-store";
import { createLeadsModule } from "./index";

const DAY = 86_400_000;

describe("leads module lifecycle (SQLite)", () => {
  let storage: Storage | null = null;
  let webhook: FakeWebhook | null = null;

  afterEach(async () => {
    await webhook?.close();
    storage?.dispose();
  });

  it("start() erases the personal data of leads idle for 2 years and reports it in health", async () => {
    storage = await freshStorage(null);
    const env = parseEnv({ NODE_ENV: "test", ...storage.env });
    const seed = await openDatabase({ dataDir: env.DATA_DIR });
    const store = new LeadStore(seed);
    const old = (createdAt: number) => ({
      form: "newsletter",
      submissionId: crypto.randomUUID(),
      data: { email: "a@b.co" },
      email: "a@b.co",
      ip: null,
      userAgent: null,
      createdAt,
    });
    await store.insertLeads([old(Date.now() - 800 * DAY), old(Date.now() - 30 * DAY)]);
    const leads = await createLeadsModule(env, pino({ level: "silent" }));
    leads.start();
    await expect
      .poll(async () =>
        (await seed.db.selectFrom("leads").select("email").orderBy("id").execute()).map((row) => row.email),
      )
      .toEqual(["", "a@b.co"]);
    expect(await store.countLeads()).toBe(2);
    await expect
      .poll(async () => {
        const health = await leads.health(1_000);
        return health.database === "up" ? health.retention?.erased : null;
      })
      .toBe(1);
    await leads.stop();
    await seed.close();
  });

  it("stop() lets a webhook call in flight finish and records it", async () => {
    storage = await freshStorage(null);
    webhook = await startFakeWebhook();
    webhook.reply(() => ({ status: 204, delayMs: 500 }));
    const server = await startLeadsServer(storage, { env: { WEBHOOK_URL: webhook.url } });
    const response = await postLead(server.url, { data: consultoriaLead() });
    await webhook.waitFor(() => webhook?.calls.length === 1);
    await server.module.stop();
    expect((await server.store.getLead(response.body.id as number))?.notification?.status).toBe("sent");
    await server.stop();
  });
});
