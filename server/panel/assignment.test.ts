import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ASSIGNMENT_SETTING_NAMES, type Viewer } from "#app/features/panel/assignment";
import { EMPTY_FILTER } from "#app/features/panel/filters";
import { newLead } from "#tests/factories";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";

/**
 * Whose lead it is (issue 37) on both databases: new leads given in turn to the available members, one turn per
 * lead however many are stored at once and by however many replicas; attendants limited to theirs; reassigning
 * audited and on the lead's timeline (who is alerted: server/leads/destinations/push*.test.ts).
 */

describe.each(DATABASES)("lead owners on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let h: PanelHarness;
  let owner: number;
  let ana: number;
  let bruno: number;
  const ownerActor = () => ({ id: owner, label: "dona@agencia.com.br", ip: null });

  beforeEach(async () => {
    h = await startPanelHarness(postgres());
    owner = await h.member({ email: "dona@agencia.com.br", name: "Dona", role: "dono" });
    ana = await h.member({ email: "ana@agencia.com.br", name: "Ana", role: "atendente" });
    bruno = await h.member({ email: "bruno@agencia.com.br", name: "Bruno", role: "atendente" });
  });
  afterEach(async () => h?.close());

  const turnOn = async () => {
    await h.panel.assignment.saveSettings({ distribution: "rodizio", visibility: "todos" }, ownerActor());
    await h.panel.assignment.setAvailable(ana, true, ownerActor());
    await h.panel.assignment.setAvailable(bruno, true, ownerActor());
  };
  const ownerOf = async (id: number) =>
    (await h.handle.db.selectFrom("leads").select("assigned_user_id").where("id", "=", id).executeTakeFirstOrThrow())
      .assigned_user_id;

  it("leaves new leads unassigned until the owner turns the distribution on", async () => {
    await h.panel.assignment.setAvailable(ana, true, ownerActor());
    const [ref] = await h.leads.insertLeads([newLead()]);
    expect(await ownerOf(ref!.id)).toBeNull();
  });

  it("gives new leads in turn to the available members, and says so on the timeline", async () => {
    await turnOn();
    const first = (await h.leads.insertLeads([newLead()]))[0]!.id;
    const second = (await h.leads.insertLeads([newLead()]))[0]!.id;
    const batch = (await h.leads.insertLeads([newLead(), newLead(), newLead()])).map((ref) => ref.id);
    expect([await ownerOf(first), await ownerOf(second)]).toEqual([ana, bruno]);
    expect(await Promise.all(batch.map(ownerOf))).toEqual([ana, bruno, ana]);
    const detail = await h.panel.leads.detail(first);
    expect(detail?.owner).toEqual({ id: ana, name: "Ana" });
    expect(detail?.timeline).toContainEqual(
      expect.objectContaining({ kind: "auditoria", action: "responsavel", detail: { para: "Ana", rodizio: true } }),
    );

    // Bruno steps out: the turns go to Ana alone.
    await h.panel.assignment.setAvailable(bruno, false, ownerActor());
    const next = (await h.leads.insertLeads([newLead(), newLead()])).map((ref) => ref.id);
    expect(await Promise.all(next.map(ownerOf))).toEqual([ana, ana]);
  });

  it("gives each of many leads stored at once exactly one turn, on one replica or two", async () => {
    await turnOn();
    const carol = await h.member({ email: "carol@agencia.com.br", name: "Carol", role: "atendente" });
    await h.panel.assignment.setAvailable(carol, true, ownerActor());
    // One SQLite file serves one process (decision 010): replicas share PostgreSQL only.
    const stores = usesPostgres ? [h.leads, await h.replicaLeads()] : [h.leads];
    const refs = await Promise.all(
      Array.from({ length: 30 }, (_, index) => stores[index % stores.length]!.insertLeads([newLead()])),
    );
    const ids = refs.map((stored) => stored[0]!.id);
    const owners = await Promise.all(ids.map(ownerOf));
    const members = [ana, bruno, carol];
    for (const member of members) expect(owners.filter((id) => id === member)).toHaveLength(10);
    // In the order the turns were taken (the trail's rows, written under the turn's lock), they go round.
    const turns = await h.handle.db
      .selectFrom("audit_events")
      .select(["detail"])
      .where("action", "=", "responsavel")
      .orderBy("id")
      .execute();
    const names = turns.map((row) => (JSON.parse(row.detail ?? "{}") as { para: string }).para);
    expect(names).toHaveLength(30);
    names.forEach((name, index) => expect(name).toBe(["Ana", "Bruno", "Carol"][index % 3]));
    const turn = await h.handle.db
      .selectFrom("panel_settings")
      .select("value")
      .where("name", "=", ASSIGNMENT_SETTING_NAMES.lastTurn)
      .executeTakeFirstOrThrow();
    expect(Number(turn.value)).toBe(carol);
  });

  it("shows an attendant limited to theirs only their leads: inbox, one lead, export", async () => {
    await turnOn();
    const [forAna, forBruno] = (await h.leads.insertLeads([newLead(), newLead()])).map((ref) => ref.id);
    const unassigned =
      (await h.panel.assignment.saveSettings({ distribution: "nenhuma", visibility: "proprios" }, ownerActor())) &&
      (await h.leads.insertLeads([newLead()]))[0]!.id;
    const anaView: Viewer = await h.panel.assignment.viewer({
      id: ana,
      role: "atendente",
      email: "",
      name: "",
      sessionId: "",
    });
    expect(anaView).toEqual({ userId: ana, onlyOwn: true });
    const page = await h.panel.inbox.page(EMPTY_FILTER, h.clock.now, anaView);
    expect(page.rows.map((row) => row.id)).toEqual([forAna]);
    expect(page.counts.todos).toBe(1);
    expect(await h.panel.leads.visible(anaView, forAna!)).toBe(true);
    expect(await h.panel.leads.visible(anaView, forBruno!)).toBe(false);
    expect(await h.panel.leads.visible(anaView, unassigned)).toBe(false);
    expect(await h.panel.leads.visibleIds(anaView, [forAna!, forBruno!, unassigned])).toEqual([forAna]);
    const started = h.panel.exports.start(EMPTY_FILTER, "json", ownerActor(), anaView);
    if (!started.ok) throw new Error("export refused");
    const exported = JSON.parse(await new Response(started.body).text()) as { id: number }[];
    expect(exported.map((lead) => lead.id)).toEqual([forAna]);

    // Owners see every lead; "Meus leads" and "Sem responsável" filter theirs.
    const ownerView = await h.panel.assignment.viewer({ id: owner, role: "dono", email: "", name: "", sessionId: "" });
    expect((await h.panel.inbox.page(EMPTY_FILTER, h.clock.now, ownerView)).rows).toHaveLength(3);
    expect(
      (await h.panel.inbox.page({ ...EMPTY_FILTER, owner: "nenhum" }, h.clock.now, ownerView)).rows.map(
        (row) => row.id,
      ),
    ).toEqual([unassigned]);
    const brunoView = { userId: bruno, onlyOwn: false };
    expect(
      (await h.panel.inbox.page({ ...EMPTY_FILTER, owner: "eu" }, h.clock.now, brunoView)).rows.map((row) => row.id),
    ).toEqual([forBruno]);
  });

  it("reassigns leads by hand, audited once per change and named on each lead's timeline", async () => {
    const ids = (await h.leads.insertLeads([newLead(), newLead()])).map((ref) => ref.id);
    const one = await h.panel.leads.assign([ids[0]!], ana, ownerActor());
    expect(one).toEqual({ changed: [ids[0]], member: { id: ana, name: "Ana", email: "ana@agencia.com.br" } });
    const again = await h.panel.leads.assign(ids, ana, ownerActor());
    expect(again.changed).toEqual([ids[1]]);
    expect((await h.panel.audit.list({ limit: 2 })).map((event) => [event.action, event.leadId])).toEqual([
      ["responsavel", ids[1]],
      ["responsavel", ids[0]],
    ]);
    expect((await h.panel.leads.detail(ids[1]!))?.timeline[0]).toMatchObject({
      kind: "auditoria",
      action: "responsavel",
      by: "Dona",
      detail: { para: "Ana" },
    });
    await expect(h.panel.leads.assign(ids, 9999, ownerActor())).rejects.toMatchObject({
      status: 400,
      message: "Escolha alguém da equipe.",
    });
    expect((await h.panel.leads.assign(ids, null, ownerActor())).changed).toHaveLength(2);
    expect(await ownerOf(ids[0]!)).toBeNull();
  });
});
