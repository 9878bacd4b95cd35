import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "#app/config/env.server";
import { startFakeWebhook, type FakeWebhook } from "#tests/fake-webhook";
import { consultoriaLead, newLead } from "#tests/factories";
import { SITE_URL, freshStorage, type Storage } from "#tests/lead-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { openDatabase, type DatabaseHandle } from "../db/connect";
import { LeadStore } from "../db/lead-store";
import { contentHash } from "./content-hash";
import { createLeadsModule, type LeadsModule } from "./index";
import { DEDUPE_WINDOW_MS, type LeadSubmission } from "./service";
import { countByStatus } from "../db/outbox-stats";

/**
 * The same lead posted twice (a double click, a reload that posts a form
 * again without JavaScript, an integration retrying; the same or another
 * submission id, or none) is one lead with one notification, on either
 * database and across two app replicas.
 */

const MINUTE = 60_000;

describe.each(DATABASES)("double submit on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let storage: Storage;
  let webhook: FakeWebhook;
  let handle: DatabaseHandle;
  let store: LeadStore;
  const modules: LeadsModule[] = [];

  beforeEach(async () => {
    storage = await freshStorage(postgres());
    webhook = await startFakeWebhook();
    handle = await openDatabase({
      dataDir: storage.env.DATA_DIR ?? "",
      databaseUrl: storage.env.DATABASE_URL,
      poolSize: 2,
    });
    store = new LeadStore(handle);
  });

  afterEach(async () => {
    for (const module of modules.splice(0)) await module.stop();
    await handle?.close();
    await webhook?.close();
    storage?.dispose();
  });

  async function replica(): Promise<LeadsModule> {
    const env = parseEnv({
      SITE_URL,
      NODE_ENV: "test",
      LEADS_RATE_LIMIT: "1000",
      WEBHOOK_URL: webhook.url,
      ...storage.env,
    });
    const module = await createLeadsModule(env, pino({ level: "silent" }), { outbox: { pollMs: 30 }, poolSize: 4 });
    modules.push(module);
    return module;
  }

  function formPost(data: Record<string, string>, submissionId: string = crypto.randomUUID()): LeadSubmission {
    return { via: "formulario", form: "consultoria", submissionId, data, ip: "198.51.100.4", userAgent: "Mozilla/5.0" };
  }

  it("stores one lead and sends one notification for the same form posted twice at once", async () => {
    const leads = await replica();
    leads.start();
    const data = consultoriaLead();
    const answers = await Promise.all([
      leads.service.submit(formPost(data)),
      leads.service.submit(formPost({ ...data, nome: ` ${data.nome}` })),
      leads.service.submit(formPost(data)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((answer) => (answer.status === 201 ? answer.id : 0)));
    expect(ids.size).toBe(1);
    expect(await store.countLeads()).toBe(1);
    await expect.poll(() => countByStatus(store.db)).toEqual({ pending: 0, sent: 1, dead: 0 });
    expect(webhook.calls).toHaveLength(1);
  });

  // One SQLite file serves one app process by design (decision 010): replicas need PostgreSQL.
  (usesPostgres ? it : it.skip)("across two replicas on one database, the same post stores one lead", async () => {
    const [a, b] = [await replica(), await replica()];
    const data = Array.from({ length: 20 }, () => consultoriaLead());
    const answers = await Promise.all(
      data.flatMap((lead) => [a.service.submit(formPost(lead)), b.service.submit(formPost(lead))]),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    for (let i = 0; i < answers.length; i += 2) {
      expect(answers[i]).toMatchObject({ id: (answers[i + 1] as { id: number }).id });
    }
    expect(await store.countLeads()).toBe(20);
    expect(await countByStatus(store.db)).toEqual({ pending: 20, sent: 0, dead: 0 });
  });

  it("counts the same content as a new lead once the window has passed", async () => {
    const data = consultoriaLead();
    const hash = contentHash("consultoria", data);
    const start = Date.parse("2026-11-20T12:00:00Z");
    const lead = (createdAt: number) =>
      newLead({
        data,
        email: data.email ?? "",
        createdAt,
        contentHash: hash,
        dedupeSince: createdAt - DEDUPE_WINDOW_MS,
      });
    const [first] = await store.insertLeads([lead(start)]);
    const [within] = await store.insertLeads([lead(start + 9 * MINUTE)]);
    const [after] = await store.insertLeads([lead(start + 11 * MINUTE)]);
    expect(within).toEqual({ id: first?.id, created: false, contentHash: hash });
    expect(after?.created).toBe(true);
    expect(await store.countLeads()).toBe(2);
  });
});
