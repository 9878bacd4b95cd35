import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "#app/config/env.server";
import { newsletterLead } from "#tests/factories";
import { freshStorage, type Storage } from "#tests/lead-harness";
import { serve, type TestServer } from "#tests/http";
import { openDatabase } from "../db/connect";
import { LeadStore } from "../db/lead-store";
import { Outbox } from "../db/outbox";
import type { Destination } from "#app/features/leads/destinations";
import { createLeadsModule, type LeadsModule } from "../leads";
import type { HealthBody } from "./health";
import { operations } from "./operations";

const TOKEN = "segredo-de-teste-com-32-caracteres";
const MINUTE = 60_000;

describe("/healthz and /metrics", () => {
  let storage: Storage | null = null;
  let leads: LeadsModule | null = null;
  let server: TestServer | null = null;

  afterEach(async () => {
    await server?.close();
    await leads?.stop();
    storage?.dispose();
  });

  /** A lead module with two pending notifications (the oldest 5 minutes old) and one dead. */
  async function start(
    metricsToken: string | undefined,
    marketData?: Parameters<typeof operations>[0]["marketData"],
  ): Promise<string> {
    storage = await freshStorage(null);
    const seed = await openDatabase({ dataDir: storage.env.DATA_DIR ?? "" });
    const store = new LeadStore(seed);
    const outbox = new Outbox(seed);
    const now = Date.now();
    const lead = (createdAt: number, destinations: Destination[] = ["chat"]) =>
      newsletterLead({ email: "a@b.co", createdAt, destinations });
    await store.insertLeads([
      lead(now - 9 * MINUTE, ["chat", "meta"]),
      lead(now - 5 * MINUTE, ["chat", "email"]),
      lead(now - MINUTE),
    ]);
    // The oldest chat and Meta rows are given up on; the e-mail row waits.
    for (const destination of ["chat", "meta"] as const) {
      const [first] = await outbox.claimDueNotifications(destination, now, now + MINUTE, 1);
      const dead = {
        leaseUntil: first?.leaseUntil ?? 0,
        attempts: 1,
        error: "404",
        attempt: { at: now, statusCode: 404 },
      };
      await outbox.markDead(first?.id ?? 0, dead);
    }
    await seed.close();

    leads = await createLeadsModule(parseEnv({ NODE_ENV: "test", ...storage.env }), pino({ level: "silent" }));
    const ops = operations({ leads, marketData, logger: pino({ level: "silent" }), metricsToken });
    const app = express();
    app.use((_req, res, next) => {
      ops.countResponse(res);
      next();
    });
    app.use(ops.routes);
    app.use((_req, res) => {
      res.status(404).send("Página não encontrada");
    });
    server = await serve(app);
    return server.url;
  }

  it("/healthz proves the database answers and reports the outbox", async () => {
    const url = await start(undefined);
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as HealthBody;
    expect(body).toMatchObject({
      status: "ok",
      database: "up",
      webhook: "unset",
      outbox: { pending: 3, dead: 2 },
      destinations: {
        chat: { configured: false, pending: 2, dead: 1 },
        email: { configured: false, pending: 1, dead: 0 },
        meta: { configured: false, pending: 0, oldestPendingSeconds: null, dead: 1 },
      },
    });
    // Five minutes, give or take the seconds the test itself took.
    for (const oldest of [body.outbox?.oldestPendingSeconds, body.destinations?.chat.oldestPendingSeconds]) {
      expect(oldest).toBeGreaterThanOrEqual(300);
      expect(oldest).toBeLessThan(360);
    }
    expect(body.destinations?.email.oldestPendingSeconds).toBeGreaterThanOrEqual(300);
  });

  it("/healthz shows the age of the newest Banco Central quote", async () => {
    const url = await start(undefined, {
      health: () => ({
        newestQuoteDate: "2026-11-25",
        oldestQuoteDate: "2026-11-25",
        newestQuoteAgeSeconds: 75_300,
        indicesThrough: "2026-10",
      }),
    });
    expect(await (await fetch(`${url}/healthz`)).json()).toMatchObject({
      status: "ok",
      marketData: { newestQuoteDate: "2026-11-25", newestQuoteAgeSeconds: 75_300, indicesThrough: "2026-10" },
    });
  });

  it("/healthz answers 503 when the database does not", async () => {
    const url = await start(undefined);
    await leads?.stop();
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "error", database: "down" });
  });

  it("/metrics does not exist without METRICS_TOKEN", async () => {
    const url = await start(undefined);
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
  });

  it("/metrics wants the token", async () => {
    const url = await start(TOKEN);
    for (const authorization of [undefined, "Bearer errado", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await fetch(`${url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    }
  });

  it("/metrics exposes the health gauges and the requests by status in Prometheus text format", async () => {
    const url = await start(TOKEN);
    await fetch(`${url}/healthz`);
    await fetch(`${url}/healthz`);
    await fetch(`${url}/nao-existe`);
    const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const text = await response.text();
    const samples = new Map(
      text
        .split("\n")
        .filter((line) => line !== "" && !line.startsWith("#"))
        .map((line) => {
          const [name = "", value = ""] = line.split(" ");
          return [name, Number(value)];
        }),
    );
    expect(samples.get('http_requests_total{status="200"}')).toBe(2);
    expect(samples.get('http_requests_total{status="404"}')).toBe(1);
    expect(samples.get("leads_database_up")).toBe(1);
    expect(samples.get('leads_outbox_pending{destination="chat"}')).toBe(2);
    expect(samples.get('leads_outbox_pending{destination="email"}')).toBe(1);
    expect(samples.get('leads_outbox_pending{destination="meta"}')).toBe(0);
    expect(samples.get('leads_outbox_dead{destination="chat"}')).toBe(1);
    expect(samples.get('leads_outbox_dead{destination="email"}')).toBe(0);
    expect(samples.get('leads_outbox_dead{destination="meta"}')).toBe(1);
    expect(samples.get('leads_outbox_oldest_pending_age_seconds{destination="chat"}')).toBeGreaterThanOrEqual(300);
    expect(samples.get('leads_outbox_oldest_pending_age_seconds{destination="meta"}')).toBe(0);
    expect(samples.get('leads_destination_configured{destination="chat"}')).toBe(0);
    for (const name of ["http_requests_total", "leads_database_up", "leads_outbox_pending"]) {
      expect(text).toMatch(new RegExp(`^# TYPE ${name} (counter|gauge)$`, "m"));
    }
  });
});
