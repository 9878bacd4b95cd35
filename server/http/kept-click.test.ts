import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readKeptClick } from "#app/features/leads/kept-click";
import { keepFirstClick } from "./kept-click";

const DAY = 86_400_000;

describe("keepFirstClick", () => {
  let server: Server;
  let base: string;
  let now = Date.UTC(2026, 10, 27, 12);

  beforeEach(async () => {
    const app = express();
    app.set("trust proxy", 1);
    app.use(keepFirstClick(() => now));
    app.use((_req, res) => void res.send("página"));
    server = await new Promise((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const visit = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers: { "sec-fetch-dest": "document", ...headers } });

  it("keeps an ad click with its campaign for 90 days, unreadable by scripts", async () => {
    const response = await visit("/blog/trafego-pago?gclid=Cj0K&utm_source=google&utm_campaign=bf");
    const cookie = response.headers.getSetCookie();
    expect(cookie).toHaveLength(1);
    expect(cookie[0]).toMatch(/^primeiro_clique=[^;]+; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(readKeptClick(cookie[0]!.split(";")[0], now + 2 * DAY)).toEqual({
      gclid: "Cj0K",
      utm_source: "google",
      utm_campaign: "bf",
      landing_path: "/blog/trafego-pago",
      landed_at: String(now),
    });
  });

  it("marks the cookie Secure when the visit came over HTTPS", async () => {
    const response = await visit("/?fbclid=IwAR", { "x-forwarded-proto": "https" });
    expect(response.headers.getSetCookie()[0]).toContain("; Secure");
  });

  it("sets nothing on visits without a click id, on data requests, files and other fetches", async () => {
    for (const [path, headers] of [
      ["/?utm_source=newsletter&utm_campaign=nov", {}],
      ["/blog", {}],
      ["/blog.data?gclid=x", {}],
      ["/assets/app.js?gclid=x", {}],
      ["/?gclid=x", { "sec-fetch-dest": "image" }],
    ] as const) {
      expect((await visit(path, headers)).headers.getSetCookie(), path).toEqual([]);
    }
  });

  it("lets the first paid click win: a later click does not replace it", async () => {
    const first = (await visit("/?gclid=PRIMEIRO")).headers.getSetCookie()[0]!.split(";")[0]!;
    now += 10 * DAY;
    expect((await visit("/?fbclid=SEGUNDO", { cookie: first })).headers.getSetCookie()).toEqual([]);
    // Once it is past 90 days it no longer counts, and the next click is kept.
    now += 81 * DAY;
    const later = (await visit("/?fbclid=SEGUNDO", { cookie: first })).headers.getSetCookie();
    expect(later[0]).toContain("fbclid=SEGUNDO");
  });
});
