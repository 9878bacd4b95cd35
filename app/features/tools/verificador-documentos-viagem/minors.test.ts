import { describe, expect, it } from "vitest";
import { MINOR_RULES } from "./minors";

function rule(id: string) {
  const found = MINOR_RULES.find((r) => r.id === id);
  if (!found) throw new Error(`missing ${id}`);
  return found;
}

describe("MINOR_RULES", () => {
  it("requires the other parent's notarised authorisation when only one parent travels", () => {
    const oneParent = rule("com-um-dos-pais");
    expect(oneParent.kind).toBe("obrigatorio");
    expect(oneParent.text).toContain("firma reconhecida");
    expect(oneParent.text).toContain("e-Notariado");
    expect(oneParent.text).toContain("passaporte");
    expect(oneParent.source.name).toContain("131/2011");
  });

  it("requires both parents' authorisation for a minor travelling alone or with another adult", () => {
    expect(rule("sozinho-ou-com-terceiros")).toMatchObject({ kind: "obrigatorio" });
    expect(rule("sozinho-ou-com-terceiros").text).toContain("dois pais");
  });

  it("sends disagreement, absence or an unknown parent to the court, citing the ECA", () => {
    const court = rule("autorizacao-judicial");
    expect(court.text).toContain("Vara da Infância e da Juventude");
    expect(court.text).toMatch(/não concorda/);
    expect(court.source.name).toContain("Lei 8.069/1990");
  });

  it("needs no authorisation when both parents travel", () => {
    expect(rule("com-os-dois-pais").text).toContain("não é preciso autorização");
  });

  it("has unique ids and a source and date on every rule", () => {
    expect(new Set(MINOR_RULES.map((r) => r.id)).size).toBe(MINOR_RULES.length);
    for (const r of MINOR_RULES) {
      expect(r.source.url).toMatch(/^https:\/\//);
      expect(r.checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
