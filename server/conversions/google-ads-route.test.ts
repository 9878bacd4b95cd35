import express from "express";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADS_CONSENT_FIELD, ADS_CONSENT_VERSION } from "#app/features/leads/ads-consent";
import { serve, type TestServer } from "#tests/http";
import { consultoriaLead } from "#tests/factories";
import { freshStorage, postLead, startLeadsServer, type LeadsServer } from "#tests/lead-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { conversionTime } from "./google-ads-feed";
import { GOOGLE_ADS_FEED_PATH, googleAdsFeedRoutes } from "./google-ads-route";

const USER = "google-ads";
const PASSWORD = "senha-do-feed-com-24-caracteres";
const DAY = 86_400_000;

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`, "utf8").toString("base64")}`;

describe.each(DATABASES)("GET /conversoes/google-ads.csv on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let leads: LeadsServer | null = null;
  let feed: TestServer | null = null;
  let dispose: (() => void) | null = null;

  beforeEach(async () => {
    const storage = await freshStorage(postgres());
    dispose = () => storage.dispose();
    leads = await startLeadsServer(storage, { env: { LEADS_RATE_LIMIT: "1000" } });
    const module = leads.module;
    const app = express();
    app.use(
      googleAdsFeedRoutes({
        user: USER,
        password: PASSWORD,
        names: { lead: "Lead do site", won: "Contrato fechado" },
        rows: () => module.googleAdsConversions(),
        dataManagerRows: (event) => module.dataManagerRows(event),
        recordFetch: () => Promise.resolve(),
        now: Date.now,
        logger: pino({ level: "silent" }),
      }),
    );
    feed = await serve(app);
  });

  afterEach(async () => {
    await feed?.close();
    await leads?.stop();
    dispose?.();
  });

  async function lead(attribution: Record<string, string>, consent: boolean): Promise<number> {
    const data = consultoriaLead(consent ? { [ADS_CONSENT_FIELD]: ADS_CONSENT_VERSION } : {});
    const response = await postLead(leads?.url ?? "", { data, attribution });
    return Number(response.body.id);
  }

  it("wants the Basic credentials, compared whole", async () => {
    for (const authorization of [
      undefined,
      basic(USER, "senha-errada-com-24-caracteres"),
      basic("outro", PASSWORD),
      basic(USER, `${PASSWORD}x`),
      basic(`${USER}:${PASSWORD}`, ""),
      `Bearer ${PASSWORD}`,
    ]) {
      const response = await fetch(`${feed?.url}${GOOGLE_ADS_FEED_PATH}`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Basic realm="Conversões do Google Ads", charset="UTF-8"');
      expect(await response.text()).toBe("Usuário ou senha inválidos.");
    }
  });

  it("lists the consenting leads of the last 90 days whose click carried a Google click id, never cached", async () => {
    await lead({ gclid: "Cj0KCQiA_consentiu" }, true);
    await lead({ gclid: "Cj0KCQiA_recusou" }, false);
    await lead({ fbclid: "IwAR-so-meta" }, true);
    await lead({ utm_source: "google", utm_medium: "organic" }, true);
    await lead({ wbraid: "CkwW_ios-web" }, true);
    // Stored before the window: Google no longer takes its click.
    await leads?.store.insertLeads([
      {
        form: "consultoria",
        submissionId: crypto.randomUUID(),
        data: consultoriaLead(),
        email: "antigo@x.com",
        ip: null,
        userAgent: null,
        createdAt: Date.now() - 91 * DAY,
        attribution: { gclid: "Cj0KCQiA_antigo" },
        adsConsent: { given: true, version: ADS_CONSENT_VERSION, at: Date.now() - 91 * DAY },
      },
    ]);
    const stored = await leads?.store.listLeads({ order: "asc" });
    const timeOf = (gclidOrBraid: string) =>
      conversionTime(
        stored?.find((row) => Object.values(row.attribution ?? {}).includes(gclidOrBraid))?.createdAt ?? 0,
      );

    const response = await fetch(`${feed?.url}${GOOGLE_ADS_FEED_PATH}`, {
      headers: { authorization: basic(USER, PASSWORD) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect((await response.text()).split("\r\n")).toEqual([
      "Parameters:TimeZone=America/Sao_Paulo",
      "Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
      `Cj0KCQiA_consentiu,,,Lead do site,${timeOf("Cj0KCQiA_consentiu")},,`,
      `,,CkwW_ios-web,Lead do site,${timeOf("CkwW_ios-web")},,`,
      "",
    ]);
  });
});
