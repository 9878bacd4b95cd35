import { describe, expect, it } from "vitest";
import { bulkNotice, bulkOutcomeParam, selectedLeadIds } from "./bulk";

describe("the inbox's selection", () => {
  it("reads the ticked leads once each, ignoring anything that is not an id", () => {
    const form = new FormData();
    form.set("selecao", "1");
    for (const value of ["4", "9", "4", "x", "1e3", ""]) form.append("lead", value);
    expect(selectedLeadIds(form)).toEqual([4, 9]);
  });

  it("tells a form without a selection from an empty selection", () => {
    expect(selectedLeadIds(new FormData())).toBeNull();
    const empty = new FormData();
    empty.set("selecao", "1");
    expect(selectedLeadIds(empty)).toEqual([]);
  });

  it("says what a bulk action did, and nothing for a hand-typed value", () => {
    expect(bulkNotice(bulkOutcomeParam({ kind: "status", count: 3 }))).toEqual({
      ok: true,
      message: "Status alterado em 3 leads.",
    });
    expect(bulkNotice("responsavel-1")).toEqual({ ok: true, message: "Responsável alterado em 1 lead." });
    expect(bulkNotice(bulkOutcomeParam({ kind: "erro", reason: "none" }))).toEqual({
      ok: false,
      message: "Selecione ao menos um lead.",
    });
    expect(bulkNotice("erro-toString")).toBeNull();
    expect(bulkNotice("<b>oi</b>")).toBeNull();
  });
});
