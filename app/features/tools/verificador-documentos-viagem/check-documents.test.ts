import { describe, expect, it } from "vitest";
import { checkDocuments, type DocumentItem } from "./check-documents";
import { DESTINATIONS } from "./destinations";
import { MINOR_RULES } from "./minors";

function byId(items: DocumentItem[] | null, id: string): DocumentItem | undefined {
  return items?.find((item) => item.id === id);
}

describe("checkDocuments", () => {
  it("returns null for a destination it does not know", () => {
    expect(checkDocuments("atlantida")).toBeNull();
  });

  it("lets Mercosul travellers carry the RG, with the passport rule as the alternative", () => {
    const items = checkDocuments("argentina");
    expect(byId(items, "documento")).toMatchObject({ kind: "obrigatorio", title: "RG, CIN ou passaporte" });
    expect(byId(items, "documento")?.text).toContain("válido durante toda a viagem");
    expect(byId(items, "entrada")).toMatchObject({ kind: "atencao", title: "Sem visto para turismo" });
  });

  it("asks for a passport and a visa for the United States, and no yellow-fever certificate", () => {
    const items = checkDocuments("estados-unidos");
    expect(byId(items, "documento")).toMatchObject({ kind: "obrigatorio", title: "Passaporte válido" });
    expect(byId(items, "entrada")).toMatchObject({ kind: "obrigatorio", title: "Visto de turismo e negócios (B1/B2)" });
    expect(byId(items, "febre-amarela")).toBeUndefined();
  });

  it("marks the certificate as mandatory, to check or recommended according to the destination", () => {
    expect(byId(checkDocuments("africa-do-sul"), "febre-amarela")?.kind).toBe("obrigatorio");
    expect(byId(checkDocuments("paraguai"), "febre-amarela")?.kind).toBe("atencao");
    expect(byId(checkDocuments("peru"), "febre-amarela")).toMatchObject({
      kind: "recomendado",
      title: "Vacina contra febre amarela",
    });
  });

  it("includes destination-specific items such as Colombia's Check-MIG and Thailand's arrival card", () => {
    expect(
      checkDocuments("colombia")?.some((item) => item.title === "Formulário Check-MIG" && item.kind === "obrigatorio"),
    ).toBe(true);
    expect(checkDocuments("tailandia")?.some((item) => item.title === "Cartão de chegada digital (TDAC)")).toBe(true);
  });

  it("puts mandatory items first, then recommended, then warnings, keeping the table order inside each kind", () => {
    const rank = { obrigatorio: 0, recomendado: 1, atencao: 2 };
    for (const destination of DESTINATIONS) {
      const items = checkDocuments(destination.id, { withMinor: true }) ?? [];
      for (const group of ["viagem", "menor"]) {
        const ranks = items.filter((item) => item.group === group).map((item) => rank[item.kind]);
        expect(ranks, `${destination.id} ${group}`).toEqual([...ranks].sort((a, b) => a - b));
      }
    }
    const items = checkDocuments("portugal") ?? [];
    expect(items.map((item) => item.id).slice(0, 2)).toEqual(["documento", "extra-3"]);
  });

  it("adds the rules for minors, after the trip's items, only when a minor travels", () => {
    expect(checkDocuments("chile")?.some((item) => item.group === "menor")).toBe(false);
    const items = checkDocuments("chile", { withMinor: true }) ?? [];
    const minors = items.filter((item) => item.group === "menor");
    expect(minors).toHaveLength(MINOR_RULES.length);
    expect(items.slice(-minors.length)).toEqual(minors);
    expect(minors.every((item) => item.id.startsWith("menor-"))).toBe(true);
    expect(byId(items, "menor-com-um-dos-pais")).toMatchObject({
      kind: "obrigatorio",
      title: "Viajando com só um dos pais",
    });
  });

  it("gives every item of every checklist a source and a date", () => {
    for (const destination of DESTINATIONS) {
      const items = checkDocuments(destination.id, { withMinor: true }) ?? [];
      expect(new Set(items.map((item) => item.id)).size, destination.id).toBe(items.length);
      for (const item of items) {
        expect(item.source.url, `${destination.id}/${item.id}`).toMatch(/^https?:\/\//);
        expect(item.checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});
