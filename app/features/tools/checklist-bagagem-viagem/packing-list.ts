import { z } from "zod";

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

const itemSchema = z.object({
  id: z.string(),
  nome: z.string(),
  categoria: z.enum(CATEGORIES),
  marcado: z.boolean(),
});

const configSchema = z.object({
  destino: z.string(),
  duracao: z.number().int().positive(),
  clima: z.enum(CLIMATES),
  atividades: z.array(z.enum(ACTIVITIES)),
});

const savedChecklistSchema = z.object({ config: configSchema, items: z.array(itemSchema) });

export type ChecklistItem = z.infer<typeof itemSchema>;
export type ChecklistConfig = z.infer<typeof configSchema>;
export type SavedChecklist = z.infer<typeof savedChecklistSchema>;

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

export function serializeChecklist(saved: SavedChecklist): string {
  return JSON.stringify(saved);
}

export function parseStoredChecklist(raw: string | null): SavedChecklist | null {
  if (!raw) return null;
  try {
    const result = savedChecklistSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
