import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newLead } from "#tests/factories";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { BOARD_CARDS } from "./board";
import { statusMessages, type StatusChangeInput } from "./lead-status";

/** The pipeline board and a proposal's expected value, stored and summed on both databases. */
describe.each(DATABASES)("the pipeline board on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let h: PanelHarness;
  const owner = { id: 0, label: "dono@agencia.com.br", ip: "198.51.100.1" };

  beforeEach(async () => {
    h = await startPanelHarness(postgres());
    owner.id = await h.member({ email: owner.label });
  });
  afterEach(async () => h?.close());

  async function leads(count: number) {
    const refs = await h.leads.insertLeads(Array.from({ length: count }, () => newLead()));
    return refs.map((ref) => ref.id);
  }

  it("stores a proposal's expected value in centavos, keeps it when not sent, clears it when emptied", async () => {
    const [id] = await leads(1);
    const change = (input: StatusChangeInput) => {
      h.clock.now += 60_000;
      return h.panel.leads.changeStatus(id!, input, owner);
    };
    expect(await change({ status: "proposta", expectedValue: "2.500,5" })).toMatchObject({ ok: true });
    const stored = () =>
      h.handle.db
        .selectFrom("leads")
        .select(["status", "expected_value_cents"])
        .where("id", "=", id!)
        .executeTakeFirstOrThrow();
    expect(await stored()).toEqual({ status: "proposta", expected_value_cents: 250050 });
    expect(await change({ status: "proposta", expectedValue: "muito" })).toEqual({
      ok: false,
      field: "valor_previsto",
      error: statusMessages.expectedValue,
    });
    // A card dragged away and back sends no value: the lead keeps the one typed.
    expect(await change({ status: "em_contato" })).toMatchObject({ ok: true, changed: true });
    expect(await change({ status: "proposta" })).toMatchObject({ ok: true, changed: true });
    expect(await stored()).toEqual({ status: "proposta", expected_value_cents: 250050 });
    expect(await change({ status: "proposta", expectedValue: "" })).toMatchObject({ ok: true, changed: true });
    expect(await stored()).toEqual({ status: "proposta", expected_value_cents: null });

    const detail = (await h.panel.leads.detail(id!))!;
    expect(
      detail.timeline.filter((event) => event.kind === "status").map((event) => [event.to, event.expectedValueCents]),
    ).toEqual([
      ["proposta", null],
      ["proposta", 250050],
      ["em_contato", null],
      ["proposta", 250050],
    ]);
    const trail = await h.panel.audit.list({ limit: 10 });
    expect(
      trail
        .filter((event) => event.action === "status")
        .map((event) => event.detail)
        .at(-1),
    ).toEqual({
      de: "novo",
      para: "proposta",
      valorPrevistoCentavos: 250050,
    });
  });

  it("counts and values each column, newest cards first, without erased leads", async () => {
    const ids = await leads(6);
    const [a, b, c, d, e, f] = ids as [number, number, number, number, number, number];
    await h.panel.leads.changeStatus(a, { status: "proposta", expectedValue: "1.000,00" }, owner);
    await h.panel.leads.changeStatus(b, { status: "proposta", expectedValue: "500" }, owner);
    await h.panel.leads.changeStatus(c, { status: "ganho", value: "3.000,00" }, owner);
    await h.panel.leads.changeStatus(d, { status: "perdido", reason: "preco" }, owner);
    await h.panel.leads.changeStatus(e, { status: "ganho", value: "2.000,00" }, owner);
    await h.panel.leads.erase([e], owner);

    const columns = await h.panel.board();
    expect(columns.map((column) => [column.status, column.count, column.valueCents])).toEqual([
      ["novo", 1, null],
      ["em_contato", 0, null],
      ["proposta", 2, 150000],
      ["ganho", 1, 300000],
      ["perdido", 1, null],
    ]);
    expect(columns[2]!.cards.map((card) => [card.id, card.expectedValueCents])).toEqual([
      [b, 50000],
      [a, 100000],
    ]);
    expect(columns[0]!.cards[0]).toMatchObject({
      id: f,
      name: expect.stringMatching(/^João da Silva/),
      form: "consultoria",
    });
  });

  it("shows the newest cards of a long column and counts them all", async () => {
    const ids = await leads(BOARD_CARDS + 3);
    const [novo] = await h.panel.board();
    expect(novo!.count).toBe(BOARD_CARDS + 3);
    expect(novo!.cards).toHaveLength(BOARD_CARDS);
    expect(novo!.cards[0]!.id).toBe(ids.at(-1));
  });
});
