import { describe, expect, it } from "vitest";
import { moveAsks, neighbourStatus, pendingMoveOf, withMoves, type MovableColumn } from "./board-moves";

const card = (id: number, values: { won?: number; expected?: number } = {}) => ({
  id,
  wonValueCents: values.won ?? null,
  expectedValueCents: values.expected ?? null,
});

const columns: MovableColumn<ReturnType<typeof card>>[] = [
  { status: "novo", count: 3, valueCents: null, cards: [card(9), card(4)] },
  { status: "em_contato", count: 0, valueCents: null, cards: [] },
  {
    status: "proposta",
    count: 2,
    valueCents: 150000,
    cards: [card(7, { expected: 100000 }), card(2, { expected: 50000 })],
  },
  { status: "ganho", count: 1, valueCents: 300000, cards: [card(5, { won: 300000 })] },
  { status: "perdido", count: 0, valueCents: null, cards: [] },
];

describe("the board's moves", () => {
  it("leads an arrow key to the column beside, and nowhere past the ends", () => {
    expect(neighbourStatus("novo", 1)).toBe("em_contato");
    expect(neighbourStatus("proposta", -1)).toBe("em_contato");
    expect(neighbourStatus("novo", -1)).toBeNull();
    expect(neighbourStatus("perdido", 1)).toBeNull();
  });

  it("asks first only for Ganho (the value) and Perdido (the reason)", () => {
    expect(["novo", "em_contato", "proposta", "ganho", "perdido"].filter((to) => moveAsks(to as never))).toEqual([
      "ganho",
      "perdido",
    ]);
  });

  it("moves a card newest first into its new column, with the counts and values following", () => {
    const moved = withMoves(columns, [
      { id: 2, to: "ganho", wonValueCents: 80000 },
      { id: 9, to: "proposta", wonValueCents: null },
    ]);
    expect(
      moved.map((column) => [column.status, column.count, column.valueCents, column.cards.map((c) => c.id)]),
    ).toEqual([
      ["novo", 2, null, [4]],
      ["em_contato", 0, null, []],
      ["proposta", 2, 100000, [9, 7]],
      ["ganho", 2, 380000, [5, 2]],
      ["perdido", 0, null, []],
    ]);
    expect(columns[0]!.cards).toHaveLength(2);
  });

  it("leaves the board as it is for a card not on it or moved to its own column", () => {
    const same = withMoves(columns, [
      { id: 99, to: "ganho", wonValueCents: 1 },
      { id: 4, to: "novo", wonValueCents: null },
    ]);
    expect(same).toEqual(columns);
  });

  it("shows a posted move at once only when the server will take it", () => {
    const form = (fields: Record<string, string>) => new URLSearchParams({ intent: "status", ...fields });
    expect(pendingMoveOf(form({ lead: "7", status: "em_contato" }))).toEqual({
      id: 7,
      to: "em_contato",
      wonValueCents: null,
    });
    expect(pendingMoveOf(form({ lead: "7", status: "ganho", valor: "1.500,50" }))).toEqual({
      id: 7,
      to: "ganho",
      wonValueCents: 150050,
    });
    expect(pendingMoveOf(form({ lead: "7", status: "ganho", valor: "" }))).toBeNull();
    expect(pendingMoveOf(form({ lead: "7", status: "perdido", motivo: "" }))).toBeNull();
    expect(pendingMoveOf(form({ lead: "7", status: "perdido", motivo: "preco" }))).toMatchObject({ to: "perdido" });
    expect(pendingMoveOf(form({ lead: "x", status: "novo" }))).toBeNull();
    expect(pendingMoveOf(form({ lead: "7", status: "fechado" }))).toBeNull();
  });
});
