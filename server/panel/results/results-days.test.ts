import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EVERY_LEAD, type Viewer } from "#app/features/panel/assignment";
import { parseMonthPeriod, periodBounds, type MonthPeriod } from "#app/features/panel/results/months";
import { resultsView } from "#app/features/panel/results/results-view";
import type { Database } from "#server/db/schema";
import { newLead } from "#tests/factories";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { countedFromLeads, numbers, rolledUp, type Row } from "#tests/results-roll-up";
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
});
