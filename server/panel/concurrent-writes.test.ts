import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newLead } from "#tests/factories";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { useDatabase } from "#tests/postgres";
import { countedFromLeads, rolledUp } from "#tests/results-roll-up";

/**
 * Two members' bulk changes at the same time on PostgreSQL (docs/decisions/080): the roll-up's triggers make each
 * lock the rows of the days, origins and members it moves leads between, which two crossed reassignments meet in
 * opposite orders. Whichever PostgreSQL aborts as a deadlock's victim is run again: both succeed, and the roll-up
 * stays equal to counting every lead. (A deadlock is likely here, not certain: server/db/deadlock-retry.test.ts
 * makes one for sure.)
 */

const EARLY = Date.parse("2026-11-20T13:00:00Z");
const LATE = Date.parse("2026-11-25T13:00:00Z");
const PAID = { utm_source: "google", utm_medium: "cpc", utm_campaign: "black-friday", gclid: "x" };

describe("crossed bulk reassignments on PostgreSQL", () => {
  const postgres = useDatabase(true);
  let h: PanelHarness;
  beforeEach(async () => {
    h = await startPanelHarness(postgres());
  });
  afterEach(async () => h?.close());

  it("both succeed, however often they run together, and the roll-up stays exact", async () => {
    const owner = await h.member({ email: "dona@agencia.com.br", name: "Dona", role: "dono" });
    const ana = await h.member({ email: "ana@agencia.com.br", name: "Ana", role: "atendente" });
    const bruno = await h.member({ email: "bruno@agencia.com.br", name: "Bruno", role: "atendente" });
    const actor = { id: owner, label: "dona@agencia.com.br", ip: null };
    const leadsOf = (createdAt: number) =>
      Array.from({ length: 12 }, (_, index) => newLead({ createdAt, ...(index % 2 ? { attribution: PAID } : {}) }));
    const stored = async (createdAt: number) => (await h.leads.insertLeads(leadsOf(createdAt))).map((ref) => ref.id);
    // In the order of their ids (PostgreSQL's order here), one member's leads are of the early day then of the
    // late one, the other's of the late day then of the early one: each reassignment locks the roll-up's rows of
    // one day, then wants the other day's, which the crossed one may hold.
    let anas = [...(await stored(EARLY)), ...(await stored(LATE))];
    let brunos = [...(await stored(LATE)), ...(await stored(EARLY))];
    await h.panel.leads.assign(anas, ana, actor);
    await h.panel.leads.assign(brunos, bruno, actor);
    const replica = await h.replica();

    for (let round = 0; round < 10; round += 1) {
      const [toBruno, toAna] = await Promise.all([
        h.panel.leads.assign(anas, bruno, actor),
        replica.leads.assign(brunos, ana, actor),
      ]);
      expect(new Set(toBruno.changed)).toEqual(new Set(anas));
      expect(new Set(toAna.changed)).toEqual(new Set(brunos));
      [anas, brunos] = [brunos, anas];
    }

    expect(await rolledUp(h.handle.db)).toEqual(await countedFromLeads(h.handle.db));
    // One audit event per reassignment that committed, none from an aborted attempt.
    const events = await h.handle.db
      .selectFrom("audit_events")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("action", "=", "responsavel")
      .executeTakeFirstOrThrow();
    expect(Number(events.count)).toBe(2 + 20);
  });
});
