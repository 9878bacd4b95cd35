import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EVERY_LEAD, type Viewer } from "#app/features/panel/assignment";
import { businessMillisBetween } from "#app/features/panel/business-hours";
import { parseMonthPeriod, periodBounds, type MonthPeriod } from "#app/features/panel/results/months";
import { resultsView } from "#app/features/panel/results/results-view";
import { openDatabase } from "#server/db/connect";
import { migrationProvider } from "#server/db/migrations/index";
import type { Database } from "#server/db/schema";
import { newLead } from "#tests/factories";
import { freshStorage } from "#tests/lead-harness";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { SERVER_ACTOR } from "../audit";

/**
 * The results' roll-up (migration 026, docs/decisions/080) against counting every lead, as the page did before: it
 * must stay exact through every kind of write, for everyone and for an attendant limited to their own leads.
 */

const NOW = Date.parse("2026-11-27T15:00:00Z");
const thisMonth = parseMonthPeriod(new URLSearchParams(), NOW);
const lastMonth = parseMonthPeriod(new URLSearchParams("periodo=mes-passado"), NOW);
const bothMonths: MonthPeriod = { ...thisMonth, first: lastMonth.first };
const PAID = { utm_source: "google", utm_medium: "cpc", utm_campaign: "black-friday", gclid: "x" };
const ORGANIC = { referrer: "https://www.google.com.br/" };
const COUNTERS = [
  "arrived_new",
  "arrived_from_clients",
  "contacted",
  "proposals",
  "won",
  "won_clients",
  "won_value_cents",
] as const;

type Row = Record<string, number | string>;

const rowKey = (row: Row) =>
  `${row.day}|${row.origin_channel}|${row.origin_source}|${row.origin_campaign}|${row.owner_id}`;

const numbers = (row: object): Row =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => [column, column.startsWith("origin_") ? value : Number(value)]),
  );

const sorted = (rows: Row[]) => rows.sort((a, b) => rowKey(a).localeCompare(rowKey(b)));

/** What the roll-up holds, rows back at zero left out. */
async function rolledUp(db: Kysely<Database>): Promise<Row[]> {
  const rows = await db.selectFrom("results_days").selectAll().execute();
  return sorted(rows.map(numbers).filter((row) => COUNTERS.some((column) => row[column] !== 0)));
}

/** The same figures counted from every lead, as the results page did before migration 026. */
async function countedFromLeads(db: Kysely<Database>): Promise<Row[]> {
  const day = (column: string) => sql.raw(`(${column} - 10800000) / 86400000`);
  const key = sql.raw("origin_channel, origin_source, origin_campaign, coalesce(assigned_user_id, 0)");
  const { rows: arrived } = await sql<Row>`
    select ${day("created_at")} as day, ${key} as owner_id,
      sum(case when arrived_as_client = 0 then 1 else 0 end) as arrived_new,
      sum(case when arrived_as_client <> 0 then 1 else 0 end) as arrived_from_clients,
      sum(case when arrived_as_client = 0 and (status <> 'novo' or first_won_at is not null) then 1 else 0 end)
        as contacted,
      sum(case when arrived_as_client = 0 and (status in ('proposta', 'ganho') or first_won_at is not null)
        then 1 else 0 end) as proposals,
      sum(case when arrived_as_client = 0 and first_won_at is not null then 1 else 0 end) as won
    from leads group by ${day("created_at")}, ${key}`.execute(db);
  const { rows: won } = await sql<Row>`
    select ${day("first_won_at")} as day, ${key} as owner_id, count(*) as won_clients,
      coalesce(sum(first_won_value_cents), 0) as won_value_cents
    from leads where first_won_at is not null group by ${day("first_won_at")}, ${key}`.execute(db);
  const byKey = new Map<string, Row>();
  const zero = Object.fromEntries(COUNTERS.map((column) => [column, 0]));
  for (const row of [...arrived.map(numbers), ...won.map(numbers)])
    byKey.set(rowKey(row), { ...zero, ...byKey.get(rowKey(row)), ...row });
  return sorted([...byKey.values()]);
}

/** The people among the period's new leads the viewer may see, per origin and in all, counted distinct. */
async function countedPeople(db: Kysely<Database>, period: MonthPeriod, viewer: Viewer) {
  const { since, until } = periodBounds(period);
  const own = viewer.onlyOwn ? sql`and assigned_user_id = ${viewer.userId}` : sql``;
  const { rows } = await sql<Row>`
    select origin_channel, origin_source, origin_campaign, count(distinct coalesce(person_key, id)) as people
    from leads where created_at >= ${since} and created_at < ${until} and arrived_as_client = 0 ${own}
    group by origin_channel, origin_source, origin_campaign`.execute(db);
  const [all] = (
    await sql<Row>`select count(distinct coalesce(person_key, id)) as people from leads
      where created_at >= ${since} and created_at < ${until} and arrived_as_client = 0 ${own}`.execute(db)
  ).rows;
  return { total: Number(all!.people), byOrigin: rows.map(numbers) };
}

describe.each(DATABASES)("results' roll-up on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let h: PanelHarness;
  beforeEach(async () => {
    h = await startPanelHarness(postgres());
  });
  afterEach(async () => h?.close());

  it("stays equal to counting every lead through wins, reassignments, clients' forms, erasure and bulk updates", async () => {
    const ana = await h.member({ email: "ana@agencia.com.br", name: "Ana", role: "atendente" });
    const bruno = await h.member({ email: "bruno@agencia.com.br", name: "Bruno", role: "atendente" });
    const maria = {
      email: "maria@loja.com",
      data: { nome: "Maria", email: "maria@loja.com", whatsapp: "(11) 98765-4321", empresa: "Loja" },
    };
    const [october, wonTwice, erased, lost, mariaAgain] = (
      await h.leads.insertLeads([
        newLead({ createdAt: Date.parse("2026-10-20T13:00:00Z"), attribution: PAID }),
        newLead({ createdAt: Date.parse("2026-11-03T02:30:00Z"), attribution: ORGANIC, ...maria }),
        newLead({ createdAt: Date.parse("2026-11-04T13:00:00Z"), attribution: PAID }),
        newLead({ createdAt: Date.parse("2026-11-05T13:00:00Z") }),
        // Maria again before she is a client: a new lead, the same person.
        newLead({ createdAt: Date.parse("2026-11-06T13:00:00Z"), attribution: ORGANIC, ...maria }),
      ])
    ).map((lead) => lead.id) as [number, number, number, number, number];
    const check = async () => {
      expect(await rolledUp(h.handle.db)).toEqual(await countedFromLeads(h.handle.db));
      for (const viewer of [EVERY_LEAD, { userId: ana, onlyOwn: true }, { userId: bruno, onlyOwn: true }])
        for (const period of [thisMonth, lastMonth, bothMonths]) {
          const report = await h.panel.results.report(period, viewer);
          const people = await countedPeople(h.handle.db, period, viewer);
          expect(report.people).toBe(people.total);
          for (const row of people.byOrigin)
            expect(
              report.arrived.find(
                (arrived) =>
                  arrived.channel === row.origin_channel &&
                  arrived.source === row.origin_source &&
                  arrived.campaign === row.origin_campaign,
              )?.people,
            ).toBe(row.people);
        }
    };
    await check();

    // Won in November on a lead of October: November's won view, October's arrivals.
    h.clock.now = Date.parse("2026-11-10T14:00:00Z");
    await h.panel.leads.assign([october, wonTwice, mariaAgain], ana, SERVER_ACTOR);
    await h.panel.leads.changeStatus(october, { status: "ganho", value: "2.500,00" }, SERVER_ACTOR);
    // Won, reopened, won again with another value: the first "Ganho" alone counts.
    await h.panel.leads.changeStatus(wonTwice, { status: "ganho", value: "1.000,00" }, SERVER_ACTOR);
    h.clock.now = Date.parse("2026-11-12T14:00:00Z");
    await h.panel.leads.changeStatus(wonTwice, { status: "em_contato" }, SERVER_ACTOR);
    await h.panel.leads.changeStatus(wonTwice, { status: "ganho", value: "3.000,00" }, SERVER_ACTOR);
    await h.panel.leads.changeStatus(erased, { status: "ganho", value: "900,00" }, SERVER_ACTOR);
    await h.panel.leads.changeStatus(lost, { status: "proposta" }, SERVER_ACTOR);
    // Maria, a client now, sends another form: not a new lead of its campaign.
    await h.leads.insertLeads([
      newLead({ createdAt: Date.parse("2026-11-20T13:00:00Z"), attribution: PAID, ...maria }),
    ]);
    await check();

    // Reassigned: the won lead's figures move to its new member, then to nobody.
    await h.panel.leads.assign([october, erased], bruno, SERVER_ACTOR);
    await check();
    await h.panel.leads.assign([wonTwice], null, SERVER_ACTOR);
    await check();

    // An erased lead keeps counting (a person of its own); bulk updates of many rows keep the roll-up too.
    await h.panel.leads.erase([erased, mariaAgain], SERVER_ACTOR);
    await h.handle.db.updateTable("leads").set({ status: "perdido" }).where("status", "=", "proposta").execute();
    await h.handle.db
      .updateTable("leads")
      .set({ origin_campaign: "renomeada", assigned_user_id: ana })
      .where("origin_campaign", "=", "black-friday")
      .execute();
    await h.handle.db.deleteFrom("leads").where("id", "=", lost).execute();
    await check();

    h.clock.now = NOW;
    const november = resultsView(await h.panel.results.report(thisMonth, EVERY_LEAD), thisMonth);
    expect(november.totals).toMatchObject({
      leads: 3,
      fromClients: 1,
      clients: 3,
      valueCents: 250_000 + 100_000 + 90_000,
    });
    const october_ = resultsView(await h.panel.results.report(lastMonth, EVERY_LEAD), lastMonth);
    expect(october_.totals).toMatchObject({ leads: 1, clients: 0, valueCents: 0 });
    expect(october_.funnel.map((stage) => stage.count)).toEqual([1, 1, 1, 1]);
  });

  it("counts the leads stored before migration 026 into the roll-up and their first contacts' waits", async () => {
    const storage = await freshStorage(postgres());
    try {
      const old = new Kysely<unknown>({
        dialect: usesPostgres
          ? new PostgresDialect({ pool: new pg.Pool({ connectionString: storage.env.DATABASE_URL, max: 1 }) })
          : new SqliteDialect({ database: new SqliteDatabase(path.join(storage.env.DATA_DIR ?? "", "leads.db")) }),
      });
      const migrator = new Migrator({ db: old, provider: migrationProvider(usesPostgres ? "postgres" : "sqlite") });
      expect((await migrator.migrateTo("025_assigned_alerts")).error).toBeUndefined();
      await sql`insert into users (email, name, role, created_at) values ('ana@agencia.com.br', 'Ana', 'atendente', 0)`.execute(
        old,
      );
      const lead = (id: number, createdAt: string, extra: string) =>
        sql.raw(`insert into leads (form, submission_id, data, email, created_at, origin_channel, origin_source,
          origin_campaign, status, first_won_at, first_won_value_cents, arrived_as_client, assigned_user_id,
          first_contact_at, first_contact_user_id)
          values ('consultoria', 's${id}', '{}', 'x${id}@x.com', ${Date.parse(createdAt)}, ${extra})`);
      // Friday 30 October at 17:50 in Brasília, first contacted on Monday at 9:20: 10 min on Friday, Saturday's 4 h and
      // 20 min on Monday, in opening hours.
      const won = Date.parse("2026-11-02T12:00:00Z");
      const monday = Date.parse("2026-11-02T12:20:00Z");
      await lead(
        1,
        "2026-10-30T20:50:00Z",
        `'pago', 'google', 'bf', 'ganho', ${won}, 250000, 0, 1, ${monday}, 1`,
      ).execute(old);
      await lead(
        2,
        "2026-10-31T03:00:00Z",
        "'pago', 'google', 'bf', 'proposta', null, null, 0, null, null, null",
      ).execute(old);
      await lead(
        3,
        "2026-11-02T12:00:00Z",
        `'direto', 'Direto', '', 'em_contato', ${won}, null, 1, 1, ${won}, 1`,
      ).execute(old);
      await old.destroy();
      const handle = await openDatabase({
        dataDir: storage.env.DATA_DIR ?? "",
        databaseUrl: storage.env.DATABASE_URL,
        poolSize: 2,
      });
      try {
        const rows = await rolledUp(handle.db);
        expect(rows).toEqual(await countedFromLeads(handle.db));
        expect(rows.filter((row) => row.arrived_new === 1).map((row) => row.owner_id)).toEqual([1, 0]);
        const waits = await handle.db
          .selectFrom("leads")
          .select(["id", "created_at", "first_contact_at", "first_contact_wait_ms"])
          .orderBy("id")
          .execute();
        expect(waits.map((row) => row.first_contact_wait_ms)).toEqual([(4 * 60 + 30) * 60_000, null, 0]);
        for (const row of waits)
          if (row.first_contact_at !== null)
            expect(row.first_contact_wait_ms).toBe(businessMillisBetween(row.created_at, row.first_contact_at));
      } finally {
        await handle.close();
      }
    } finally {
      storage.dispose();
    }
  });
});
