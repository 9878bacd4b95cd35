import { createHash } from "node:crypto";
import express from "express";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADS_CONSENT_FIELD, ADS_CONSENT_VERSION } from "#app/features/leads/ads-consent";
import {
  FAKE_GOOGLE_USER_AGENT,
  fetchAsDataManager,
  fetchAsScheduledUpload,
  GoogleRefusal,
} from "#tests/fake-google-ads";
import { serve, type TestServer } from "#tests/http";
import { consultoriaLead } from "#tests/factories";
import { freshStorage, postLead, startLeadsServer, type LeadsServer } from "#tests/lead-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { SERVER_ACTOR } from "../panel/audit";
import { changeStatus } from "../panel/lead-status";
import { zonedTime } from "./data-manager-file";
import { recordGoogleFetch } from "./fetch-log";
import { conversionTime } from "./google-ads-feed";
import { DATA_MANAGER_PATHS, GOOGLE_ADS_FEED_PATH, googleAdsFeedRoutes } from "./google-ads-route";

const USER = "google-ads";
const PASSWORD = "senha-do-feed-com-24-caracteres";
const DAY = 86_400_000;
/** SHA-256 computed here, independently of the code under test. */
const hash = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe.each(DATABASES)("Google Ads Data Manager files on $name", ({ postgres: usesPostgres }) => {
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
        recordFetch: (fetch) => recordGoogleFetch(module.database.db, fetch),
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

  async function lead(attribution: Record<string, string>, data: Record<string, string>): Promise<number> {
    const response = await postLead(leads?.url ?? "", { data, attribution });
    expect(response.status).toBe(201);
    return Number(response.body.id);
  }
  const consenting = (overrides: Record<string, string> = {}) =>
    consultoriaLead({ [ADS_CONSENT_FIELD]: ADS_CONSENT_VERSION, ...overrides });
  const dataManager = (event: "lead" | "cliente") =>
    fetchAsDataManager(`${feed?.url}${DATA_MANAGER_PATHS[event]}`, USER, PASSWORD);

  async function win(id: number, value: string, at: number) {
    const db = leads?.module.database.db;
    if (!db) throw new Error("no database");
    expect(await changeStatus(db, id, { status: "ganho", value }, SERVER_ACTOR, at)).toMatchObject({ ok: true });
  }

  it("lists consenting leads with their hashed e-mail and phone, so a lead without a click id still matches", async () => {
    const withClick = await lead({ gclid: "Cj0KCQiA_clicou" }, consenting({ email: "Ana.Paula@Loja.com.br" }));
    const withoutClick = await lead(
      { utm_source: "google" },
      consenting({ email: " Joao.Silva+promo@GMail.com ", whatsapp: "(21) 99876-5432" }),
    );
    await lead({ gclid: "Cj0KCQiA_recusou" }, consultoriaLead());
    const stored = await leads?.store.listLeads({ order: "asc" });
    const at = (id: number) => zonedTime(stored?.find((row) => row.id === id)?.createdAt ?? 0);

    const rows = await dataManager("lead");
    expect(rows).toEqual([
      {
        transaction_id: `lead-${withClick}`,
        gclid: "Cj0KCQiA_clicou",
        gbraid: "",
        wbraid: "",
        email_address: hash("ana.paula@loja.com.br"),
        phone_number: hash("+5511987654321"),
        event_timestamp: at(withClick),
      },
      {
        transaction_id: `lead-${withoutClick}`,
        gclid: "",
        gbraid: "",
        wbraid: "",
        // Gmail: the dots of the local part and the "+" suffix dropped, as Google's Data Manager asks.
        email_address: hash("joaosilva@gmail.com"),
        phone_number: hash("+5521998765432"),
        event_timestamp: at(withoutClick),
      },
    ]);
    expect(rows[0]?.event_timestamp).toMatch(/-03:00$/);
    // The classic scheduled upload stays where it was, unchanged for accounts that use it.
    expect(await fetchAsScheduledUpload(`${feed?.url}${GOOGLE_ADS_FEED_PATH}`, USER, PASSWORD)).toEqual([
      expect.objectContaining({ "Google Click ID": "Cj0KCQiA_clicou", "Conversion Name": "Lead do site" }),
    ]);
  });

  it("wants the feed's credentials on the Data Manager files too", async () => {
    for (const event of ["lead", "cliente"] as const) {
      await expect(fetchAsDataManager(`${feed?.url}${DATA_MANAGER_PATHS[event]}`, USER, "errada")).rejects.toThrow(
        "the file answered 401",
      );
    }
  });

  it("records each fetch Google made (time, file, rows, user agent), and none that its credentials refused", async () => {
    await lead({ gclid: "Cj0KCQiA_um" }, consenting());
    await lead({}, consenting({ email: "bia@loja.com.br" }));
    await expect(fetchAsDataManager(`${feed?.url}${DATA_MANAGER_PATHS.lead}`, USER, "errada")).rejects.toThrow("401");
    const before = Date.now();
    await dataManager("lead");
    await fetchAsScheduledUpload(`${feed?.url}${GOOGLE_ADS_FEED_PATH}`, USER, PASSWORD);
    const db = leads?.module.database.db;
    if (!db) throw new Error("no database");
    const fetches = () =>
      db
        .selectFrom("google_file_fetches")
        .select(["file", "row_count", "user_agent", "fetched_at"])
        // Each fetch is recorded after its answer is sent, so on PostgreSQL's pool the second insert can land first.
        .orderBy("fetched_at")
        .orderBy("file", "desc")
        .execute();
    await vi.waitFor(async () => expect(await fetches()).toHaveLength(2));
    const stored = await fetches();
    expect(stored.map(({ file, row_count, user_agent }) => ({ file, row_count, user_agent }))).toEqual([
      { file: DATA_MANAGER_PATHS.lead, row_count: 2, user_agent: FAKE_GOOGLE_USER_AGENT },
      { file: GOOGLE_ADS_FEED_PATH, row_count: 1, user_agent: FAKE_GOOGLE_USER_AGENT },
    ]);
    expect(Number(stored[0]?.fetched_at)).toBeGreaterThanOrEqual(before);
  });

  it("counts a client won, lost and won again once, at its first 'Ganho' with that day's value", async () => {
    const id = await lead({ gclid: "Cj0KCQiA_ganho" }, consenting());
    const firstWin = Date.now() - 3 * DAY;
    await win(id, "1.500,00", firstWin);
    const db = leads?.module.database.db;
    if (!db) throw new Error("no database");
    await changeStatus(db, id, { status: "perdido", reason: "preco" }, SERVER_ACTOR, firstWin + DAY);
    await win(id, "2.000,00", firstWin + 2 * DAY);

    const clients = await dataManager("cliente");
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({
      transaction_id: `cliente-${id}`,
      gclid: "Cj0KCQiA_ganho",
      event_timestamp: zonedTime(firstWin),
      conversion_value: "1500.00",
      currency: "BRL",
    });
    const classic = await fetchAsScheduledUpload(`${feed?.url}${GOOGLE_ADS_FEED_PATH}`, USER, PASSWORD);
    expect(classic.filter((row) => row["Conversion Name"] === "Contrato fechado")).toEqual([
      expect.objectContaining({
        "Google Click ID": "Cj0KCQiA_ganho",
        "Conversion Time": conversionTime(firstWin),
        "Conversion Value": "1500.00",
      }),
    ]);
  });
});

describe("the fake Google Ads", () => {
  it("refuses what Google refuses: a header row it cannot map, a time without its zone, unhashed e-mail", async () => {
    const files: Record<string, string> = {
      "/titles": "Email,Conversion Time\r\nx,2026-11-26 12:00:00\r\n",
      "/no-zone": "transaction_id,gclid,event_timestamp\r\nlead-1,Cj0KCQiA_x,2026-11-26T12:00:00\r\n",
      "/plain-email": "transaction_id,email_address,event_timestamp\r\nlead-1,a@b.com,2026-11-26T12:00:00-03:00\r\n",
      "/ok": "transaction_id,gclid,event_timestamp\r\nlead-1,Cj0KCQiA_x,2026-11-26T12:00:00-03:00\r\n",
      "/classic-no-parameters":
        "Google Click ID,Conversion Name,Conversion Time\r\nCj0KCQiA_x,Lead,2026-11-26 12:00:00\r\n",
    };
    const app = express();
    app.get("/:file", (req, res) => {
      res.type("text/csv").send(files[`/${req.params.file}`]);
    });
    const server = await serve(app);
    try {
      const get = (file: string) => fetchAsDataManager(`${server.url}${file}`, USER, PASSWORD);
      await expect(get("/titles")).rejects.toThrow(GoogleRefusal);
      await expect(get("/no-zone")).rejects.toThrow("has no time zone");
      await expect(get("/plain-email")).rejects.toThrow("email_address is not hashed");
      await expect(get("/ok")).resolves.toHaveLength(1);
      await expect(fetchAsScheduledUpload(`${server.url}/classic-no-parameters`, USER, PASSWORD)).rejects.toThrow(
        "is not the TimeZone parameter",
      );
    } finally {
      await server.close();
    }
  });
});
