/**
 * Packing list generator: a base list every trip needs, clothes for the
 * climate, items for each activity and extras for long trips. Pure data and
 * functions, no React.
 */

export const CATEGORIES = [
  "Documentos",
  "Higiene e Saúde",
  "Eletrônicos",
  "Roupas",
  "Atividades Específicas",
  "Extras",
] as const;
export type Category = (typeof CATEGORIES)[number];

export const CLIMATES = ["quente", "frio", "temperado", "chuva"] as const;
export type Climate = (typeof CLIMATES)[number];

export const CLIMATE_LABELS: Record<Climate, string> = {
  quente: "Quente",
  frio: "Frio",
  temperado: "Temperado",
  chuva: "Chuvoso",
};

export const ACTIVITIES = ["praia", "montanha", "cidade", "negocios", "formal"] as const;
export type Activity = (typeof ACTIVITIES)[number];

export const ACTIVITY_LABELS: Record<Activity, string> = {
  praia: "Praia",
  montanha: "Montanha e trilhas",
  cidade: "Passeios pela cidade",
  negocios: "Negócios",
  formal: "Evento formal",
};

/** Trips longer than this many days get extra clothes and laundry items. */
export const LONG_TRIP_DAYS = 7;
export const LONG_TRIP_ITEM = "Roupas extras (viagem longa)";

export interface ChecklistItem {
  id: string;
  nome: string;
  categoria: Category;
  marcado: boolean;
}

export interface ChecklistConfig {
  destino: string;
  /** Whole days, at least 1. */
  duracao: number;
  clima: Climate;
  atividades: Activity[];
}

export interface SavedChecklist {
  config: ChecklistConfig;
  items: ChecklistItem[];
}

export const CHECKLIST_STORAGE_KEY = "ferramentas:checklist-bagagem";

type Entry = readonly [Category, string];

const SUNSCREEN = "Protetor solar (FPS 30 ou mais)";
const SUNGLASSES = "Óculos de sol com proteção UV";
const REPELLENT = "Repelente de insetos";
const WATER_BOTTLE = "Garrafa de água reutilizável";
const WALKING_SHOES = "Tênis confortável já amaciado";
const DRESS_SHOES = "Sapato social";

const BASE_ITEMS: readonly Entry[] = [
  ["Documentos", "RG ou passaporte (confira a validade)"],
  ["Documentos", "Passagens e reservas de hospedagem (impressas ou salvas offline)"],
  ["Documentos", "Cartões de crédito e débito (avise o banco da viagem)"],
  ["Documentos", "Algum dinheiro em espécie"],
  ["Documentos", "Seguro viagem (apólice e telefone da assistência)"],
  ["Documentos", "Cópias digitais dos documentos na nuvem ou no e-mail"],
  ["Documentos", "Carteira de motorista"],
  ["Higiene e Saúde", "Escova, pasta e fio dental"],
  ["Higiene e Saúde", "Desodorante"],
  ["Higiene e Saúde", "Xampu, condicionador e sabonete (frascos de até 100 ml na bagagem de mão)"],
  ["Higiene e Saúde", "Pente ou escova de cabelo"],
  ["Higiene e Saúde", "Remédios de uso contínuo, com a receita"],
  ["Higiene e Saúde", "Analgésico e antitérmico"],
  ["Higiene e Saúde", "Remédio para enjoo e para o estômago"],
  ["Higiene e Saúde", "Curativos adesivos"],
  ["Higiene e Saúde", "Álcool em gel"],
  ["Eletrônicos", "Celular e carregador"],
  ["Eletrônicos", "Carregador portátil (vai na bagagem de mão)"],
  ["Eletrônicos", "Adaptador de tomada universal"],
  ["Eletrônicos", "Fones de ouvido"],
  ["Roupas", "Pijama"],
  ["Roupas", WALKING_SHOES],
  ["Extras", WATER_BOTTLE],
  ["Extras", "Cadeado para a mala"],
  ["Extras", "Saco para roupa suja"],
  ["Extras", "Travesseiro de pescoço para o trajeto"],
];

const CLIMATE_ITEMS: Record<Climate, readonly Entry[]> = {
  quente: [
    ["Roupas", "Camisetas leves de algodão ou linho"],
    ["Roupas", "Bermudas, saias ou vestidos leves"],
    ["Roupas", "Sandálias ou chinelos"],
    ["Roupas", "Chapéu ou boné"],
    ["Roupas", SUNGLASSES],
    ["Higiene e Saúde", SUNSCREEN],
    ["Higiene e Saúde", REPELLENT],
    ["Higiene e Saúde", "Pós-sol ou hidratante com aloe vera"],
  ],
  frio: [
    ["Roupas", "Casaco pesado e impermeável"],
    ["Roupas", "Blusas de lã ou fleece para usar em camadas"],
    ["Roupas", "Segunda pele térmica (blusa e calça)"],
    ["Roupas", "Gorro, cachecol e luvas"],
    ["Roupas", "Meias grossas de lã"],
    ["Roupas", "Bota fechada com solado antiderrapante"],
    ["Higiene e Saúde", "Hidratante corporal e protetor labial"],
  ],
  temperado: [
    ["Roupas", "Jaqueta leve ou corta-vento"],
    ["Roupas", "Blusas de manga longa para as noites"],
    ["Roupas", "Calças e camisetas que combinem entre si"],
    ["Roupas", "Cachecol leve"],
    ["Roupas", SUNGLASSES],
  ],
  chuva: [
    ["Roupas", "Jaqueta impermeável com capuz"],
    ["Roupas", "Calçado impermeável"],
    ["Roupas", "Roupas de secagem rápida"],
    ["Roupas", "Meias extras"],
    ["Extras", "Guarda-chuva compacto"],
    ["Extras", "Sacos estanques ou zip para roupa molhada"],
    ["Eletrônicos", "Capa à prova d'água para o celular"],
  ],
};

const ACTIVITY_ITEMS: Record<Activity, readonly string[]> = {
  praia: [
    "Roupa de banho (biquíni, maiô ou sunga)",
    "Saída de praia",
    "Canga ou toalha de praia",
    "Chinelos",
    SUNSCREEN,
    SUNGLASSES,
    "Bolsa estanque para celular e documentos",
  ],
  montanha: [
    "Bota de trilha já amaciada",
    "Mochila de ataque (20 a 30 litros)",
    "Lanterna de cabeça com pilhas extras",
    "Corta-vento impermeável",
    "Kit de primeiros socorros",
    WATER_BOTTLE,
    SUNSCREEN,
    REPELLENT,
  ],
  cidade: [
    WALKING_SHOES,
    "Mochila pequena ou bolsa transversal antifurto",
    "Roupa para sair à noite",
    "Bilhete ou cartão de transporte público",
    WATER_BOTTLE,
  ],
  negocios: [
    "Roupa social (terno ou tailleur)",
    "Camisas sociais passadas",
    DRESS_SHOES,
    "Notebook e carregador",
    "Cartões de visita",
    "Documentos e material da reunião",
  ],
  formal: [
    "Traje de gala (terno escuro ou vestido longo)",
    DRESS_SHOES,
    "Acessórios (gravata, cinto, joias)",
    "Bolsa de festa ou carteira social",
    "Capa protetora para o traje",
  ],
};

function clothesForDuration(days: number): Entry[] {
  // Past a week, travellers do laundry instead of packing more.
  const outfits = Math.min(days, LONG_TRIP_DAYS);
  return [
    ["Roupas", `Roupas íntimas (${outfits + 1} peças)`],
    ["Roupas", `Meias (${outfits + 1} pares)`],
    ["Roupas", `Camisetas ou blusas (${outfits})`],
    ["Roupas", `Calças, bermudas ou saias (${Math.ceil(outfits / 2)})`],
  ];
}

const LONG_TRIP_ITEMS: readonly Entry[] = [
  ["Roupas", LONG_TRIP_ITEM],
  ["Extras", "Sabão para lavar roupa na pia e varal portátil"],
];

function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * The unchecked list for a trip, in category order. An item whose name is
 * already on the list (a beach trip in a hot climate both ask for sunscreen)
 * appears once. Null when the duration is not a whole number of days ≥ 1.
 */
export function generatePackingList(config: ChecklistConfig): ChecklistItem[] | null {
  if (!Number.isInteger(config.duracao) || config.duracao < 1) return null;
  const entries: Entry[] = [...BASE_ITEMS, ...clothesForDuration(config.duracao), ...CLIMATE_ITEMS[config.clima]];
  if (config.duracao > LONG_TRIP_DAYS) entries.push(...LONG_TRIP_ITEMS);
  for (const activity of ACTIVITIES) {
    if (!config.atividades.includes(activity)) continue;
    for (const nome of ACTIVITY_ITEMS[activity]) entries.push(["Atividades Específicas", nome]);
  }

  const seen = new Set<string>();
  const items: ChecklistItem[] = [];
  for (const [categoria, nome] of entries) {
    if (seen.has(nome)) continue;
    seen.add(nome);
    items.push({ id: slug(nome), nome, categoria, marcado: false });
  }
  return CATEGORIES.flatMap((category) => items.filter((item) => item.categoria === category));
}

export function toggleItem(items: readonly ChecklistItem[], id: string): ChecklistItem[] {
  return items.map((item) => (item.id === id ? { ...item, marcado: !item.marcado } : item));
}

/** After reconfiguring, items that are still on the list keep the check they had. */
export function carryOverChecks(items: readonly ChecklistItem[], previous: readonly ChecklistItem[]): ChecklistItem[] {
  const checked = new Set(previous.filter((item) => item.marcado).map((item) => item.id));
  return items.map((item) => (checked.has(item.id) ? { ...item, marcado: true } : item));
}

/** Rounded percentage of checked items (0 for an empty list). */
export function progressPercent(items: readonly ChecklistItem[]): number {
  if (items.length === 0) return 0;
  return Math.round((items.filter((item) => item.marcado).length / items.length) * 100);
}

export function groupByCategory(items: readonly ChecklistItem[]): { categoria: Category; items: ChecklistItem[] }[] {
  return CATEGORIES.map((categoria) => ({
    categoria,
    items: items.filter((item) => item.categoria === categoria),
  })).filter((group) => group.items.length > 0);
}

/**
 * What the browser keeps: the trip as its address query and the ids of the
 * checked items. The list itself is always generated from the trip.
 */
export function serializeChecklist(saved: SavedChecklist): string {
  return JSON.stringify({
    viagem: checklistQuery(saved.config).toString(),
    marcados: saved.items.filter((item) => item.marcado).map((item) => item.id),
  });
}

/** The checklist saved in this browser, or null when nothing (or something unreadable) is stored. */
export function parseStoredChecklist(raw: string | null): SavedChecklist | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== "object" || data === null || !("viagem" in data) || !("marcados" in data)) return null;
    const { viagem, marcados } = data;
    if (typeof viagem !== "string" || !Array.isArray(marcados)) return null;
    const config = readChecklistConfig(new URLSearchParams(viagem));
    const items = config ? generatePackingList(config) : null;
    if (!config || !items) return null;
    return { config, items: items.map((item) => (marcados.includes(item.id) ? { ...item, marcado: true } : item)) };
  } catch {
    return null;
  }
}

/** The setup form's field names, which are also the query keys of a checklist's address. */
export const CHECKLIST_FIELDS = {
  destino: "destino",
  duracao: "dias",
  clima: "clima",
  atividade: "atividade",
  /** Present while the visitor edits the trip (Reconfigurar). */
  configurar: "configurar",
} as const;

/**
 * The trip an address describes: null unless the duration is a whole number
 * of days ≥ 1 (the spec's "ignored without a message"). A missing or unknown
 * climate is temperate; unknown activities are left out.
 */
export function readChecklistConfig(query: URLSearchParams): ChecklistConfig | null {
  const days = (query.get(CHECKLIST_FIELDS.duracao) ?? "").trim();
  const duracao = /^\d{1,3}$/.test(days) ? Number(days) : 0;
  if (duracao < 1) return null;
  const clima = query.get(CHECKLIST_FIELDS.clima) ?? "";
  const chosen = query.getAll(CHECKLIST_FIELDS.atividade);
  return {
    destino: (query.get(CHECKLIST_FIELDS.destino) ?? "").trim(),
    duracao,
    clima: CLIMATES.find((climate) => climate === clima) ?? "temperado",
    atividades: ACTIVITIES.filter((activity) => chosen.includes(activity)),
  };
}

/** The address query of a trip, as the setup form would submit it. */
export function checklistQuery(config: ChecklistConfig): URLSearchParams {
  const query = new URLSearchParams({
    [CHECKLIST_FIELDS.destino]: config.destino,
    [CHECKLIST_FIELDS.duracao]: String(config.duracao),
    [CHECKLIST_FIELDS.clima]: config.clima,
  });
  for (const activity of config.atividades) query.append(CHECKLIST_FIELDS.atividade, activity);
  return query;
}

function sameConfig(a: ChecklistConfig, b: ChecklistConfig): boolean {
  return checklistQuery(a).toString() === checklistQuery(b).toString();
}

/**
 * The list shown for a trip: the saved one when it is for the same trip,
 * else a new list that keeps the checks of the items still on it.
 */
export function checklistFor(config: ChecklistConfig, saved: SavedChecklist | null): SavedChecklist {
  if (saved && sameConfig(saved.config, config)) return saved;
  return { config, items: carryOverChecks(generatePackingList(config) ?? [], saved?.items ?? []) };
}
