import { describe, expect, it } from "vitest";
import {
  ACTIVITIES,
  CATEGORIES,
  CLIMATES,
  LONG_TRIP_ITEM,
  carryOverChecks,
  checklistFor,
  checklistQuery,
  generatePackingList,
  groupByCategory,
  parseStoredChecklist,
  progressPercent,
  readChecklistConfig,
  serializeChecklist,
  toggleItem,
  type Activity,
  type ChecklistConfig,
  type ChecklistItem,
} from "./packing-list";

const config = (overrides: Partial<ChecklistConfig> = {}): ChecklistConfig => ({
  destino: "Lisboa",
  duracao: 5,
  clima: "temperado",
  atividades: [],
  ...overrides,
});

const names = (items: ChecklistItem[] | null) => (items ?? []).map((item) => item.nome);
const find = (items: ChecklistItem[] | null, nome: string) => (items ?? []).filter((item) => item.nome === nome);

const activitySubsets: Activity[][] = Array.from({ length: 2 ** ACTIVITIES.length }, (_, mask) =>
  ACTIVITIES.filter((_, bit) => mask & (1 << bit)),
);

describe("generatePackingList", () => {
  it("never lists an item twice, for any climate, activity mix and duration", () => {
    for (const clima of CLIMATES) {
      for (const atividades of activitySubsets) {
        for (const duracao of [1, 7, 8, 30]) {
          const list = names(generatePackingList(config({ clima, atividades, duracao })));
          expect(new Set(list).size, `${clima} ${atividades.join("+")} ${duracao}`).toBe(list.length);
        }
      }
    }
  });

  it.each(CLIMATES)(
    "covers documents, health, electronics, clothes and extras for a %s trip, all unchecked",
    (clima) => {
      const list = generatePackingList(config({ clima })) ?? [];
      const categories = new Set(list.map((item) => item.categoria));
      expect([...categories]).toEqual(["Documentos", "Higiene e Saúde", "Eletrônicos", "Roupas", "Extras"]);
      expect(list.every((item) => !item.marcado)).toBe(true);
      expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
    },
  );

  it("lists the items in category order", () => {
    const list = generatePackingList(config({ atividades: ["praia"] })) ?? [];
    const order = list.map((item) => CATEGORIES.indexOf(item.categoria));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it.each<[ChecklistConfig["clima"], string, string]>([
    ["frio", "Gorro, cachecol e luvas", "Sandálias ou chinelos"],
    ["quente", "Sandálias ou chinelos", "Gorro, cachecol e luvas"],
    ["chuva", "Guarda-chuva compacto", "Protetor solar (FPS 30 ou mais)"],
    ["temperado", "Jaqueta leve ou corta-vento", "Segunda pele térmica (blusa e calça)"],
  ])("packs for the %s climate: has %j, not %j", (clima, present, absent) => {
    const list = names(generatePackingList(config({ clima })));
    expect(list).toContain(present);
    expect(list).not.toContain(absent);
  });

  it.each<[number, boolean]>([
    [1, false],
    [7, false],
    [8, true],
    [21, true],
  ])("a %i-day trip has the long-trip clothes: %s", (duracao, expected) => {
    expect(names(generatePackingList(config({ duracao }))).includes(LONG_TRIP_ITEM)).toBe(expected);
  });

  it.each<[number, string, string]>([
    [1, "Roupas íntimas (2 peças)", "Camisetas ou blusas (1)"],
    [3, "Roupas íntimas (4 peças)", "Camisetas ou blusas (3)"],
    [7, "Roupas íntimas (8 peças)", "Camisetas ou blusas (7)"],
    [15, "Roupas íntimas (8 peças)", "Camisetas ou blusas (7)"],
  ])("scales clothes to %i day(s) up to a week", (duracao, underwear, shirts) => {
    const list = names(generatePackingList(config({ duracao })));
    expect(list).toContain(underwear);
    expect(list).toContain(shirts);
  });

  it("adds activity items under Atividades Específicas", () => {
    const list = generatePackingList(config({ atividades: ["montanha", "negocios"] }));
    expect(find(list, "Bota de trilha já amaciada")[0]?.categoria).toBe("Atividades Específicas");
    expect(find(list, "Notebook e carregador")[0]?.categoria).toBe("Atividades Específicas");
    expect(names(list)).not.toContain("Roupa de banho (biquíni, maiô ou sunga)");
  });

  it("does not repeat an activity item already on the list", () => {
    const hotBeach = generatePackingList(config({ clima: "quente", atividades: ["praia"] }));
    expect(find(hotBeach, "Protetor solar (FPS 30 ou mais)").map((item) => item.categoria)).toEqual([
      "Higiene e Saúde",
    ]);

    const mildBeach = generatePackingList(config({ clima: "temperado", atividades: ["praia", "montanha"] }));
    expect(find(mildBeach, "Protetor solar (FPS 30 ou mais)").map((item) => item.categoria)).toEqual([
      "Atividades Específicas",
    ]);

    const businessGala = generatePackingList(config({ atividades: ["negocios", "formal"] }));
    expect(find(businessGala, "Sapato social")).toHaveLength(1);
  });

  it.each([0, -2, 2.5, Number.NaN])("does nothing for a duration of %f", (duracao) => {
    expect(generatePackingList(config({ duracao }))).toBeNull();
  });
});

describe("progress", () => {
  const list = generatePackingList(config()) ?? [];
  const checkFirst = (count: number) => list.slice(0, count).reduce((items, item) => toggleItem(items, item.id), list);

  it("is the rounded percentage of checked items", () => {
    const items = (n: number, checked: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: String(i),
        nome: String(i),
        categoria: "Extras" as const,
        marcado: i < checked,
      }));
    expect(progressPercent(items(3, 1))).toBe(33);
    expect(progressPercent(items(3, 2))).toBe(67);
    expect(progressPercent(items(8, 1))).toBe(13);
    expect(progressPercent(items(4, 4))).toBe(100);
    expect(progressPercent([])).toBe(0);
  });

  it("toggles one item at a time, back and forth", () => {
    const first = list[0]?.id ?? "";
    const once = toggleItem(list, first);
    expect(once.filter((item) => item.marcado).map((item) => item.id)).toEqual([first]);
    expect(toggleItem(once, first).some((item) => item.marcado)).toBe(false);
    expect(progressPercent(checkFirst(list.length))).toBe(100);
  });

  it("groups the items by category for display", () => {
    const groups = groupByCategory(list);
    expect(groups.map((group) => group.categoria)).toEqual([
      "Documentos",
      "Higiene e Saúde",
      "Eletrônicos",
      "Roupas",
      "Extras",
    ]);
    expect(groups.reduce((sum, group) => sum + group.items.length, 0)).toBe(list.length);
  });
});

describe("reconfiguring", () => {
  it("keeps the checks of items that stay on the new list", () => {
    const before = toggleItem(
      toggleItem(generatePackingList(config({ clima: "quente" })) ?? [], "desodorante"),
      "sandalias-ou-chinelos",
    );
    const after = carryOverChecks(generatePackingList(config({ clima: "frio" })) ?? [], before);
    expect(after.filter((item) => item.marcado).map((item) => item.nome)).toEqual(["Desodorante"]);
  });
});

describe("saved checklist", () => {
  it("round-trips through storage with the checked state", () => {
    const items = toggleItem(generatePackingList(config()) ?? [], "desodorante");
    const saved = { config: config(), items };
    expect(parseStoredChecklist(serializeChecklist(saved))).toEqual(saved);
    expect(
      parseStoredChecklist(serializeChecklist(saved))?.items.find((item) => item.id === "desodorante")?.marcado,
    ).toBe(true);
  });

  it("keeps the trip as its address and only the ids of the checked items", () => {
    const items = toggleItem(generatePackingList(config({ atividades: ["praia"] })) ?? [], "desodorante");
    expect(JSON.parse(serializeChecklist({ config: config({ atividades: ["praia"] }), items }))).toEqual({
      viagem: "destino=Lisboa&dias=5&clima=temperado&atividade=praia",
      marcados: ["desodorante"],
    });
  });

  it.each([
    null,
    "",
    "{",
    "[]",
    JSON.stringify({ viagem: "dias=0", marcados: [] }),
    JSON.stringify({ viagem: "dias=3" }),
    JSON.stringify({ viagem: 3, marcados: [] }),
    JSON.stringify({ config: config(), items: [] }),
  ])("ignores unreadable data (%j)", (raw) => {
    expect(parseStoredChecklist(raw)).toBeNull();
  });

  it("ignores checked ids that are not on the list", () => {
    const saved = parseStoredChecklist(JSON.stringify({ viagem: "dias=2", marcados: ["pijama", "prancha", 7] }));
    expect(saved?.items.filter((item) => item.marcado).map((item) => item.id)).toEqual(["pijama"]);
  });
});

describe("checklist address", () => {
  it("reads a trip from the setup form's query", () => {
    const query = new URLSearchParams(
      "destino=+Bariloche+&dias=10&clima=frio&atividade=montanha&atividade=praia&atividade=surf",
    );
    expect(readChecklistConfig(query)).toEqual({
      destino: "Bariloche",
      duracao: 10,
      clima: "frio",
      // In the form's order, unknown ones left out.
      atividades: ["praia", "montanha"],
    });
  });

  it("takes a temperate climate when none or an unknown one is given", () => {
    expect(readChecklistConfig(new URLSearchParams("dias=3"))?.clima).toBe("temperado");
    expect(readChecklistConfig(new URLSearchParams("dias=3&clima=seco"))?.clima).toBe("temperado");
  });

  it.each(["", "dias=", "dias=uma+semana", "dias=0", "dias=2,5", "dias=-3", "dias=1000"])(
    "has no trip for %j",
    (query) => {
      expect(readChecklistConfig(new URLSearchParams(query))).toBeNull();
    },
  );

  it("writes a trip back as the same query", () => {
    const trip = config({ destino: "Rio de Janeiro", clima: "quente", atividades: ["praia", "formal"] });
    expect(checklistQuery(trip).toString()).toBe(
      "destino=Rio+de+Janeiro&dias=5&clima=quente&atividade=praia&atividade=formal",
    );
    expect(readChecklistConfig(checklistQuery(trip))).toEqual(trip);
  });
});

describe("checklistFor", () => {
  it("shows the saved list, with its checks, for the same trip", () => {
    const saved = { config: config(), items: toggleItem(generatePackingList(config()) ?? [], "pijama") };
    expect(checklistFor(config(), saved)).toBe(saved);
  });

  it("makes a new list for another trip, keeping the checks of the items still on it", () => {
    const saved = {
      config: config(),
      items: toggleItem(toggleItem(generatePackingList(config()) ?? [], "pijama"), "jaqueta-leve-ou-corta-vento"),
    };
    const next = checklistFor(config({ clima: "quente", duracao: 12 }), saved);
    expect(next.config.duracao).toBe(12);
    expect(next.items.filter((item) => item.marcado).map((item) => item.id)).toEqual(["pijama"]);
    expect(names(next.items)).toContain(LONG_TRIP_ITEM);
  });

  it("makes an unchecked list when nothing is saved", () => {
    expect(checklistFor(config(), null).items.every((item) => !item.marcado)).toBe(true);
  });
});
