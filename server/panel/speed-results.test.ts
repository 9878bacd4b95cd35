import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EVERY_LEAD, type Viewer } from "#app/features/panel/assignment";
import { median, waitMillis } from "#app/features/panel/speed-to-lead";
import { DAY } from "#app/features/panel/time";
import { newLead } from "#tests/factories";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { SERVER_ACTOR } from "./audit";
import type { SpeedResults } from "./speed-results";

/**
 * Speed to lead from the waits stored with each first contact (migration 026, docs/decisions/080): the medians must
 * be those of working out every contacted lead's wait again, as the results page did before, on both databases
 * (PostgreSQL ranks the waits itself, SQLite's are sorted in the server).
 */

const MIN = 60_000;
/** Friday 27 November 2026, 12:00 in Brasília. */
const NOW = Date.parse("2026-11-27T15:00:00Z");

describe.each(DATABASES)("speed to lead on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let h: PanelHarness;
  beforeEach(async () => {
    h = await startPanelHarness(postgres());
  });
  afterEach(async () => h?.close());

  /** The medians from every contacted lead's arrival and first contact, the way the page computed them before. */
  async function recomputed(viewer: Viewer): Promise<SpeedResults> {
    const rows = await h.handle.db
      .selectFrom("leads")
      .leftJoin("users", "users.id", "leads.first_contact_user_id")
      .select(["leads.created_at", "leads.first_contact_at", "users.name"])
      .where("leads.first_contact_at", "is not", null)
      .where("leads.created_at", ">=", h.clock.now - 366 * DAY)
      .$if(viewer.onlyOwn, (query) => query.where("leads.assigned_user_id", "=", viewer.userId))
      .execute();
    const people = new Map<string, number[]>();
    const months = new Map<string, number[]>();
    for (const row of rows) {
      const wait = waitMillis(row.created_at, row.first_contact_at, h.clock.now);
      const person = row.name ?? "Sem registro de quem";
      const month = new Date(row.created_at - 3 * 3_600_000).toISOString().slice(0, 7);
      people.set(person, [...(people.get(person) ?? []), wait]);
      months.set(month, [...(months.get(month) ?? []), wait]);
    }
    return {
      byPerson: [...people]
        .map(([label, waits]) => ({ label, contacted: waits.length, medianMs: median(waits)! }))
        .sort((a, b) => a.medianMs - b.medianMs || a.label.localeCompare(b.label, "pt-BR")),
      byMonth: [...months]
        .sort(([a], [b]) => b.localeCompare(a))
        .map(([month, waits]) => ({ label: month, contacted: waits.length, medianMs: median(waits)!, month })),
    };
  }

  it("stores each first contact's wait in opening hours, by a status change, a note or a logged call, and keeps it", async () => {
    const ana = await h.member({ email: "ana@agencia.com.br", name: "Ana", role: "atendente" });
    const actor = { id: ana, label: "ana@agencia.com.br", ip: null };
    h.clock.now = NOW;
    const [called, noted, changed, untouched] = (
      await h.leads.insertLeads([
        // Thursday 18:30 in Brasília, after closing: its wait starts on Friday at 9:00.
        newLead({ createdAt: Date.parse("2026-11-26T21:30:00Z") }),
        newLead({ createdAt: NOW - 25 * MIN }),
        newLead({ createdAt: NOW - 7 * MIN }),
        newLead({ createdAt: NOW - 3 * MIN }),
      ])
    ).map((lead) => lead.id) as [number, number, number, number];
    await h.panel.leads.logContact(called, "ligar", actor);
    await h.panel.leads.addNote(noted, "Pediu retorno à tarde.", actor);
    await h.panel.leads.changeStatus(changed, { status: "em_contato" }, SERVER_ACTOR);
    // Later work on a lead already contacted leaves its wait as it was.
    h.clock.now = NOW + 90 * MIN;
    await h.panel.leads.changeStatus(called, { status: "proposta" }, actor);
    await h.panel.leads.addNote(noted, "Retornou.", actor);

    const stored = await h.handle.db
      .selectFrom("leads")
      .select(["id", "first_contact_wait_ms"])
      .orderBy("id")
      .execute();
    expect(stored.map((row) => row.first_contact_wait_ms)).toEqual([3 * 60 * MIN, 25 * MIN, 7 * MIN, null]);
    expect(untouched).toBeDefined();
    const speed = await h.panel.followUps.speed(h.clock.now, EVERY_LEAD);
    expect(speed).toEqual(await recomputed(EVERY_LEAD));
    expect(speed.byPerson).toEqual([
      { label: "Sem registro de quem", contacted: 1, medianMs: 7 * MIN },
      { label: "Ana", contacted: 2, medianMs: (3 * 60 * MIN + 25 * MIN) / 2 },
    ]);
  });

  it("gives the medians of recomputing every wait, per member and month, for everyone and for a limited attendant", async () => {
    const ana = await h.member({ email: "ana@agencia.com.br", name: "Ana", role: "atendente" });
    const bruno = await h.member({ email: "bruno@agencia.com.br", name: "Bruno", role: "atendente" });
    const actors = [ana, bruno].map((id) => ({ id, label: null, ip: null }));
    // Thirty leads over fourteen months (some older than the year the page reads), every few contacted at once,
    // some hours or days later, some never; one contacted by the server (nobody's name).
    const created = Array.from({ length: 30 }, (_, index) => NOW - index * 14.3 * DAY - index * 37 * MIN);
    const ids = (await h.leads.insertLeads(created.map((createdAt) => newLead({ createdAt })))).map((lead) => lead.id);
    await h.panel.leads.assign(
      ids.filter((_, index) => index % 3 === 0),
      ana,
      SERVER_ACTOR,
    );
    await h.panel.leads.assign(
      ids.filter((_, index) => index % 3 === 1),
      bruno,
      SERVER_ACTOR,
    );
    for (const [index, id] of ids.entries()) {
      if (index % 7 === 6) continue;
      h.clock.now = created[index]! + ((index * 53) % 400) * MIN + (index % 4) * DAY;
      const actor = index === 5 ? SERVER_ACTOR : actors[index % 2]!;
      if (index % 3 === 0) await h.panel.leads.changeStatus(id, { status: "em_contato" }, actor);
      else if (index % 3 === 1 && actor.id !== null)
        await h.panel.leads.addNote(id, "Ligou.", { ...actor, id: actor.id });
      else if (actor.id !== null) await h.panel.leads.logContact(id, "whatsapp", { ...actor, id: actor.id });
      else await h.panel.leads.changeStatus(id, { status: "perdido" }, actor);
    }
    h.clock.now = NOW;
    for (const viewer of [EVERY_LEAD, { userId: ana, onlyOwn: true }, { userId: bruno, onlyOwn: true }]) {
      const speed = await h.panel.followUps.speed(NOW, viewer);
      expect(speed).toEqual(await recomputed(viewer));
      expect(speed.byMonth.length).toBeGreaterThan(viewer.onlyOwn ? 3 : 10);
    }
  });
});
