import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { startFakeWebhook, type FakeWebhook } from "../../tests/fake-webhook";
import { consultoriaLead, freshStorage, postLead, startLeadsServer, type Storage } from "../../tests/lead-harness";
import { openDatabase } from "../db/connect";
import { LeadRepository } from "../db/lead-repository";
import { createLeadsModule } from "./index";

const DAY = 86_400_000;

describe("leads module lifecycle (SQLite)", () => {
  let storage: Storage | null = null;
  let webhook: FakeWebhook | null = null;

  afterEach(async () => {
    await webhook?.close();
    storage?.dispose();
  });

  it("start() purges leads older than 2 years", async () => {
    storage = await freshStorage(null);
    const env = parseEnv({ NODE_ENV: "test", ...storage.env });
    const seed = await openDatabase({ dataDir: env.DATA_DIR });
    const repository = new LeadRepository(seed);
    const old = (createdAt: number) => ({
      form: "newsletter",
      submissionId: crypto.randomUUID(),
      data: { email: "a@b.co" },
      email: "a@b.co",
      ip: null,
      userAgent: null,
      createdAt,
    });
    await repository.insertLeads([old(Date.now() - 800 * DAY), old(Date.now() - 30 * DAY)]);
    const leads = await createLeadsModule(env, pino({ level: "silent" }));
    leads.start();
    await expect.poll(() => repository.countLeads()).toBe(1);
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
    expect((await server.repository.getLead(response.body.id as number))?.notification?.status).toBe("sent");
    await server.stop();
  });
});
