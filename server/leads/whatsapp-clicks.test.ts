import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freshStorage, startLeadsServer, type LeadsServer, type Storage } from "#tests/lead-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { CLICKS_PER_IP_PER_MINUTE, whatsappClickRoute } from "./whatsapp-clicks";

const NUMBER = "5511987654321";

describe.each(DATABASES)("GET /whatsapp on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let storage: Storage;
  let leads: LeadsServer;
  let server: Server;
  let base: string;
  const now = Date.UTC(2026, 10, 27, 12);

  beforeEach(async () => {
    storage = await freshStorage(postgres());
    leads = await startLeadsServer(storage, { start: false });
    const app = express();
    app.set("trust proxy", 1);
    app.get(
      "/whatsapp",
      whatsappClickRoute({
        db: leads.module.database.db,
        whatsappNumber: NUMBER,
        logger: pino({ level: "silent" }),
        now: () => now,
      }),
    );
    server = await new Promise((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await leads?.stop();
    storage?.dispose();
  });

  const click = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/whatsapp?${query}`, {
      redirect: "manual",
      headers: { "x-forwarded-for": "203.0.113.9", ...headers },
    });
  const rows = () => leads.store.db.selectFrom("whatsapp_clicks").selectAll().orderBy("id").execute();

  it("records the page and the kept click's campaign, and opens WhatsApp with the message and the code", async () => {
    const kept = `primeiro_clique=gclid=Cj0K&utm_source=google&utm_campaign=bf&landing_path=%2Fblog%2Fa&landed_at=${now - 86_400_000}`;
    const response = await click("origem=%2Fblog%2Fa&mensagem=equipe", { cookie: kept });
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(`https://wa.me/${NUMBER}`);
    const [row] = await rows();
    expect(location.searchParams.get("text")).toBe(
      `Olá! Vim pelo site e gostaria de falar com a equipe.\n\nCód. ${row?.code}`,
    );
    expect(row?.code).toMatch(/^[2-9A-HJKMNP-Z]{4}$/);
    expect(row?.page_path).toBe("/blog/a");
    const attribution: unknown = typeof row?.attribution === "string" ? JSON.parse(row.attribution) : row?.attribution;
    expect(attribution).toEqual({
      gclid: "Cj0K",
      utm_source: "google",
      utm_campaign: "bf",
      landing_path: "/blog/a",
      landed_at: String(now - 86_400_000),
    });
  });

  it("keeps no foreign address or unknown message, and no campaign when the visit had none", async () => {
    const response = await click("origem=https%3A%2F%2Fgolpe.example%2F&mensagem=qualquer%20texto");
    expect(new URL(response.headers.get("location") ?? "").searchParams.get("text")).toMatch(
      /^Olá! Vim pelo site e gostaria de falar com a equipe\.\n\nCód\. [2-9A-Z]{4}$/,
    );
    expect(await rows()).toMatchObject([{ page_path: null, attribution: null }]);
  });

  it("records at most a few clicks a minute per address; the visitor still reaches WhatsApp", async () => {
    for (let i = 0; i < CLICKS_PER_IP_PER_MINUTE + 3; i += 1) {
      const response = await click("origem=%2F&mensagem=trafego");
      expect(response.status).toBe(302);
    }
    const last = await click("origem=%2F&mensagem=trafego");
    expect(new URL(last.headers.get("location") ?? "").searchParams.get("text")).toBe(
      "Olá! Vim pelo site e quero falar sobre tráfego pago para o meu negócio.",
    );
    expect(await rows()).toHaveLength(CLICKS_PER_IP_PER_MINUTE);
    await click("origem=%2F", { "x-forwarded-for": "198.51.100.1" });
    expect(await rows()).toHaveLength(CLICKS_PER_IP_PER_MINUTE + 1);
  });
});
