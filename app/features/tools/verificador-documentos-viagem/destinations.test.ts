import { describe, expect, it } from "vitest";
import {
  DESTINATIONS,
  destinationsByName,
  findDestination,
  RULES_CHECKED_AT,
  type Destination,
  type SourcedRule,
} from "./destinations";

function destination(id: string): Destination {
  const found = findDestination(id);
  if (!found) throw new Error(`unknown destination ${id}`);
  return found;
}

function rulesOf(d: Destination): SourcedRule[] {
  return [d.rg, d.passport, d.entry, d.yellowFever, ...d.extras];
}

/** Mercosul members and associated states whose agreements accept the Brazilian identity card. */
const RG_COUNTRIES = [
  "argentina",
  "bolivia",
  "chile",
  "colombia",
  "equador",
  "paraguai",
  "peru",
  "uruguai",
  "venezuela",
];
const SCHENGEN = [
  "alemanha",
  "austria",
  "belgica",
  "espanha",
  "franca",
  "grecia",
  "holanda",
  "italia",
  "portugal",
  "suica",
];

describe("DESTINATIONS", () => {
  it("covers at least the 40 destinations Brazilians visit most, each once", () => {
    expect(DESTINATIONS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DESTINATIONS.map((d) => d.id)).size).toBe(DESTINATIONS.length);
    expect(new Set(DESTINATIONS.map((d) => d.name)).size).toBe(DESTINATIONS.length);
    for (const id of [
      ...RG_COUNTRIES,
      ...SCHENGEN,
      "estados-unidos",
      "reino-unido",
      "mexico",
      "canada",
      "japao",
      "emirados-arabes-unidos",
      "egito",
      "turquia",
      "africa-do-sul",
      "australia",
      "nova-zelandia",
      "tailandia",
      "china",
      "india",
      "cuba",
      "republica-dominicana",
      "irlanda",
      "marrocos",
      "panama",
      "costa-rica",
      "israel",
      "russia",
      "coreia-do-sul",
    ]) {
      expect(findDestination(id), id).toBeDefined();
    }
  });

  it("gives every destination every rule, each with text, an official source and the date it was checked", () => {
    for (const d of DESTINATIONS) {
      expect(d.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      for (const r of rulesOf(d)) {
        expect(r.text.length, `${d.id}: ${r.text}`).toBeGreaterThan(15);
        expect(r.source.name.length, d.id).toBeGreaterThan(3);
        expect(() => new URL(r.source.url), `${d.id}: ${r.source.url}`).not.toThrow();
        expect(r.checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(r.checkedAt))).toBe(false);
        expect(r.checkedAt <= RULES_CHECKED_AT).toBe(true);
      }
    }
  });

  it("accepts the RG exactly in the Mercosul and associated countries", () => {
    const accepting = DESTINATIONS.filter((d) => d.rg.accepted)
      .map((d) => d.id)
      .sort();
    expect(accepting).toEqual(RG_COUNTRIES);
    expect(destination("argentina").rg.text).toContain("CIN");
    expect(destination("chile").rg.text).toContain("10 anos");
    expect(destination("estados-unidos").rg.text).toContain("passaporte");
  });

  it("applies the Schengen passport rule and the 90-in-180-days stay to every Schengen country", () => {
    for (const id of SCHENGEN) {
      const d = destination(id);
      expect(d.passport.text).toBe(
        "Emitido há menos de 10 anos e válido por pelo menos 3 meses depois da data prevista de saída do Espaço Schengen.",
      );
      expect(d.entry.kind).toBe("sem-visto");
      expect(d.entry.text).toContain("90 dias em qualquer período de 180 dias");
      expect(d.extras.map((e) => e.title)).toContain("ETIAS (autorização eletrônica europeia)");
    }
  });

  it("presents ETIAS as announced, never as already required", () => {
    const etias = destination("portugal").extras.find((e) => e.title.startsWith("ETIAS"));
    expect(etias?.kind).toBe("atencao");
    expect(etias?.text).toMatch(/Confirme/);
  });

  it("knows the visas and electronic authorisations of the main long-haul destinations", () => {
    expect(destination("estados-unidos").entry).toMatchObject({
      kind: "visto",
      title: "Visto de turismo e negócios (B1/B2)",
    });
    expect(destination("reino-unido").entry.kind).toBe("autorizacao-eletronica");
    expect(destination("canada").entry.text).toContain("eTA");
    expect(destination("australia").entry.title).toContain("subclasse 600");
    expect(destination("coreia-do-sul").entry.title).toContain("K-ETA");
    expect(destination("nova-zelandia").entry.title).toContain("NZeTA");
  });

  it("asks to confirm temporary exemptions instead of stating them as certain", () => {
    expect(destination("japao").entry.kind).toBe("confirmar");
    expect(destination("japao").entry.text).toContain("29/9/2026");
    expect(destination("china").entry.text).toContain("31/12/2026");
  });

  it("requires the yellow-fever certificate where it is required, and nowhere in Europe or North America", () => {
    for (const id of ["africa-do-sul", "india", "australia", "tailandia", "bolivia", "costa-rica", "equador"]) {
      expect(destination(id).yellowFever.status, id).toBe("exigido");
    }
    for (const id of [...SCHENGEN, "reino-unido", "estados-unidos", "canada", "japao"]) {
      expect(destination(id).yellowFever.status, id).toBe("nao-exigido");
    }
    for (const d of DESTINATIONS.filter((x) => x.yellowFever.status === "verificar")) {
      expect(d.yellowFever.text, d.id).toMatch(/confirme/i);
    }
  });

  it("lists destinations alphabetically the Brazilian way", () => {
    const names = destinationsByName().map((d) => d.name);
    expect(names[0]).toBe("África do Sul");
    expect(names.indexOf("Áustria")).toBeLessThan(names.indexOf("Bélgica"));
    expect(names).toHaveLength(DESTINATIONS.length);
  });
});
