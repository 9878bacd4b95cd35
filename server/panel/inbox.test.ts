import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EMPTY_FILTER, type InboxFilter } from "#app/features/panel/filters";
import { newLead } from "#tests/factories";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { migrationProvider } from "../db/migrations/index";
import type { Database } from "../db/schema";
import { PAGE_SIZE } from "./inbox";
import { EVERY_LEAD } from "#app/features/panel/assignment";
import { parseMonthPeriod } from "#app/features/panel/results/months";
import { resultsView } from "#app/features/panel/results/results-view";

const T0 = Date.parse("2026-11-26T14:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(DATABASES)("inbox queries on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let h: PanelHarness;
  beforeEach(async () => {
    h = await startPanelHarness(postgres());
  });
  afterEach(async () => h?.close());

  const page = (filter: Partial<InboxFilter> = {}) =>
    h.panel.inbox.page({ ...EMPTY_FILTER, ...filter }, T0, EVERY_LEAD);
  const names = async (filter: Partial<InboxFilter> = {}) => (await page(filter)).rows.map((row) => row.name);

  /** One lead of each form, its fields named as that form names them. */
  async function eachForm() {
    await h.leads.insertLeads([
      newLead({
        data: {
          nome: "João Araújo",
          email: "joao@padaria.com.br",
          whatsapp: "(11) 98765-4321",
          empresa: "Padaria Pão Quente",
          funcionarios: "1-5",
          investimento_mensal: "ate-500",
        },
        email: "joao@padaria.com.br",
        createdAt: T0 - 4 * HOUR,
        attribution: { utm_source: "google", utm_medium: "cpc", utm_campaign: "black-friday" },
      }),
      newLead({
        form: "agendamento",
        data: {
          nome: "Márcia Lima",
          email: "marcia@clinica.com.br",
          whatsapp: "21 99888-7766",
          empresa: "Clínica Sorriso",
          setor: "saude",
          faturamento: "10k-50k",
          desafio: "Quero mais pacientes",
          melhor_horario: "manha (8h-12h)",
        },
        email: "marcia@clinica.com.br",
        createdAt: T0 - 3 * HOUR,
        attribution: { referrer: "https://www.instagram.com/p/abc" },
      }),
      newLead({
        form: "contato",
        data: {
          nome: "Pedro Souza",
          email: "pedro@oficina.com.br",
          telefone: "(31) 3222-1100",
          empresa: "",
          assunto: "duvidas",
          mensagem: "Vocês atendem BH?",
        },
        email: "pedro@oficina.com.br",
        createdAt: T0 - 2 * HOUR,
      }),
      newLead({
        form: "newsletter",
        data: { email: "leitora@blog.com.br" },
        email: "leitora@blog.com.br",
        createdAt: T0 - HOUR,
      }),
    ]);
  }

  it("lists newest first, each form's person under its own field names", async () => {
    await eachForm();
    const { rows, counts } = await page();
    expect(rows.map((row) => [row.form, row.name, row.company])).toEqual([
      ["newsletter", "leitora@blog.com.br", ""],
      ["contato", "Pedro Souza", ""],
      ["agendamento", "Márcia Lima", "Clínica Sorriso"],
      ["consultoria", "João Araújo", "Padaria Pão Quente"],
    ]);
    expect(rows.map((row) => [row.source, row.campaign])).toEqual([
      ["Direto", ""],
      ["Direto", ""],
      ["instagram", ""],
      ["google", "black-friday"],
    ]);
    expect(rows.every((row) => row.unopened && row.status === "novo" && row.chat === "pendente")).toBe(true);
    expect(counts).toMatchObject({ todos: 4, novo: 4, ganho: 0 });
  });

  it("searches name, e-mail, phone and company across forms, without accents or punctuation", async () => {
    await eachForm();
    expect(await names({ search: "joao" })).toEqual(["João Araújo"]);
    expect(await names({ search: "MARCIA" })).toEqual(["Márcia Lima"]);
    expect(await names({ search: "sorriso" })).toEqual(["Márcia Lima"]);
    expect(await names({ search: "98765-4321" })).toEqual(["João Araújo"]);
    expect(await names({ search: "(31) 3222" })).toEqual(["Pedro Souza"]);
    expect(await names({ search: "leitora@blog" })).toEqual(["leitora@blog.com.br"]);
    // LIKE's wildcards are text here: "%" and "_" match only themselves.
    expect(await names({ search: "%" })).toEqual([]);
    expect(await names({ search: "_" })).toEqual([]);
    expect((await page({ search: "_" })).counts.todos).toBe(0);
  });

  it("filters by status, form, period and origin, and counts statuses for the rest of the filter", async () => {
    await eachForm();
    await h.leads.insertLeads([
      newLead({ createdAt: T0 - 10 * DAY, attribution: { utm_source: "google", utm_campaign: "natal" } }),
    ]);
    await h.handle.db.updateTable("leads").set({ status: "ganho" }).where("form", "=", "agendamento").execute();
    expect(await names({ status: "ganho" })).toEqual(["Márcia Lima"]);
    expect(await names({ form: "contato" })).toEqual(["Pedro Souza"]);
    expect((await page({ period: "7-dias" })).rows).toHaveLength(4);
    expect((await page({ period: "30-dias" })).rows).toHaveLength(5);
    expect((await page({ source: "google" })).rows).toHaveLength(2);
    expect((await page({ source: "google", campaign: "natal" })).rows).toHaveLength(1);
    expect((await page({ period: "intervalo", from: "2026-11-16", to: "2026-11-16" })).rows).toHaveLength(1);
    const counted = await page({ status: "novo", source: "google" });
    expect(counted.counts).toMatchObject({ todos: 2, novo: 2, ganho: 0 });
    expect((await page({ status: "ganho", period: "7-dias" })).counts).toMatchObject({ todos: 4, novo: 3, ganho: 1 });
    // A search counts the leads it would list under each status, the chosen one aside.
    const searched = await page({ search: "lima", status: "novo" });
    expect(searched.rows).toEqual([]);
    expect(searched.counts).toMatchObject({ todos: 1, novo: 0, ganho: 1 });
  });

  it("pages by keyset both ways", async () => {
    const count = PAGE_SIZE + 5;
    await h.leads.insertLeads(
      Array.from({ length: count }, (_, index) => newLead({ createdAt: T0 - (count - index) * 60_000 })),
    );
    const first = await page();
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.newer).toBeNull();
    expect(first.older).toBe(first.rows.at(-1)!.id);
    const second = await page({ before: first.older });
    expect(second.rows).toHaveLength(5);
    expect(second.older).toBeNull();
    expect(second.newer).toBe(second.rows[0]!.id);
    const back = await page({ after: second.newer });
    expect(back.rows.map((row) => row.id)).toEqual(first.rows.map((row) => row.id));
    expect(back.newer).toBeNull();
    expect(back.older).toBe(first.older);
    // Each page says where it sits, counted in the counters' own pass.
    expect(first.position).toEqual({ first: 1, last: PAGE_SIZE, total: count });
    expect(second.position).toEqual({ first: PAGE_SIZE + 1, last: count, total: count });
    expect(back.position).toEqual(first.position);
  });

  it("places a page within the chosen status, erased leads left out", async () => {
    const count = PAGE_SIZE + 17;
    await h.leads.insertLeads(
      Array.from({ length: count + 4 }, (_, index) => newLead({ createdAt: T0 - (count + 4 - index) * 60_000 })),
    );
    const ids = (await h.handle.db.selectFrom("leads").select("id").orderBy("id", "desc").execute()).map(
      (row) => row.id,
    );
    // Among the newest: two leads of another status and two erased ones, which the won list does not count.
    await h.handle.db.updateTable("leads").set({ status: "ganho" }).execute();
    await h.handle.db.updateTable("leads").set({ status: "novo" }).where("id", "in", ids.slice(3, 5)).execute();
    await h.handle.db.updateTable("leads").set({ anonymized_at: T0 }).where("id", "in", ids.slice(6, 8)).execute();
    const first = await page({ status: "ganho" });
    expect(first.position).toEqual({ first: 1, last: PAGE_SIZE, total: count });
    const second = await page({ status: "ganho", before: first.older });
    expect(second.rows).toHaveLength(count - PAGE_SIZE);
    expect(second.position).toEqual({ first: PAGE_SIZE + 1, last: count, total: count });
    const back = await page({ status: "ganho", after: second.newer });
    expect(back.position).toEqual(first.position);
    expect((await page({ status: "perdido" })).position).toBeNull();
  });

  it("leaves erased leads out of the work list and its counters", async () => {
    const ids = (
      await h.leads.insertLeads([
        newLead({ createdAt: T0 - 3 * HOUR }),
        newLead({ createdAt: T0 - 2 * HOUR }),
        newLead({ createdAt: T0 - HOUR }),
      ])
    ).map((ref) => ref.id);
    await h.handle.db.updateTable("leads").set({ status: "ganho" }).where("id", "=", ids[0]!).execute();
    await h.panel.leads.erase([ids[0]!, ids[1]!], { id: null, label: null, ip: null });
    const inbox = await page();
    expect(inbox.rows.map((row) => row.id)).toEqual([ids[2]]);
    expect(inbox.counts).toMatchObject({ todos: 1, novo: 1, ganho: 0 });
    expect((await page({ status: "ganho" })).rows).toEqual([]);
    expect((await page({ form: "consultoria", period: "7-dias" })).counts).toMatchObject({ todos: 1, novo: 1 });
    // The results page still counts them: the campaign figures outlive the personal data.
    const month = parseMonthPeriod(new URLSearchParams(), T0);
    expect(resultsView(await h.panel.results.report(month, EVERY_LEAD), month).totals.leads).toBe(3);
  });

  it("reads every notification row of a lead for the chat state", async () => {
    const [sent, dead] = await h.leads.insertLeads([newLead(), newLead()]);
    await h.handle.db
      .updateTable("notifications")
      .set({ status: "sent", sent_at: T0 })
      .where("lead_id", "=", sent!.id)
      .execute();
    await h.handle.db.updateTable("notifications").set({ status: "dead" }).where("lead_id", "=", dead!.id).execute();
    const { rows } = await page();
    expect(Object.fromEntries(rows.map((row) => [row.id, row.chat]))).toEqual({
      [sent!.id]: "enviada",
      [dead!.id]: "falhou",
    });
  });
});

describe("the panel migration (006b) on leads stored before the panel", () => {
  it("gives older leads their search text and campaign, and the status novo", async () => {
    const handle = {
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database: new SqliteDatabase(":memory:") }) }),
      close() {
        return this.db.destroy();
      },
    };
    try {
      // The schema before the panel, with a lead stored then.
      const migrator = new Migrator({ db: handle.db, provider: migrationProvider("sqlite") });
      expect((await migrator.migrateTo("003_lead_content_hash")).error).toBeUndefined();
      await sql`insert into leads (form, submission_id, data, email, created_at, attribution)
        values ('agendamento', 'x-1', ${JSON.stringify({ name: "Zé Antônio", email: "ze@x.com", whatsapp: "11 91234-5678", company: "Bar do Zé" })},
        'ze@x.com', 1, ${JSON.stringify({ utm_source: "Facebook", utm_campaign: "verao" })})`.execute(handle.db);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const row = await handle.db
        .selectFrom("leads")
        .select(["search_text", "origin_source", "origin_campaign", "status"])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        // As migration 017 rewrites it: the phone with and without the country code.
        search_text: "ze antonio | ze@x.com | 11912345678 5511912345678 | bar do ze",
        origin_source: "facebook",
        origin_campaign: "verao",
        status: "novo",
      });
    } finally {
      await handle.close();
    }
  });
});
