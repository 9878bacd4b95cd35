import { formatNumber } from "#app/lib/numbers";
import { parseIsoDate, toIsoDate } from "./calendar-date";

export const ITEM_TYPES = ["atracao", "restaurante", "hospedagem", "atividade"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  atracao: "Atração",
  restaurante: "Restaurante",
  hospedagem: "Hospedagem",
  atividade: "Atividade",
};

export interface ItineraryItem {
  /** A timestamp string (see createItemId). */
  id: string;
  nome: string;
  tipo: ItemType;
  horario?: string;
  notas?: string;
}

export interface ItineraryDay {
  dia: number;
  /** ISO calendar date; formatted pt-BR on screen. */
  data: string;
  itens: ItineraryItem[];
}

export interface Itinerary {
  destino: string;
  dataInicio: string;
  dataFim: string;
  dias: ItineraryDay[];
}

export interface NewItem {
  nome: string;
  tipo: ItemType;
  horario?: string;
  notas?: string;
}

/** Key under which "Salvar" keeps the itinerary in the browser. */
export const ITINERARY_STORAGE_KEY = "ferramentas:roteiro-viagem";

/** Days in the trip: the absolute difference between the dates in days, rounded up, plus 1. */
export function countDays(startIso: string, endIso: string): number | null {
  const start = parseIsoDate(startIso);
  const end = parseIsoDate(endIso);
  if (start === null || end === null) return null;
  return Math.ceil(Math.abs(end - start)) + 1;
}

/**
 * Longest trip the planner builds: a year. The page shows a card per day, so
 * the dates set its size: 0100-01-01 to 9999-12-31 asked for 3.6 million
 * cards and took the server down (docs/decisions/028-…).
 */
export const MAX_TRIP_DAYS = 365;

/** What the planner says, instead of building anything, when the dates span more than MAX_TRIP_DAYS. */
export function tripLengthMessage(startIso: string, endIso: string): string | null {
  const total = countDays(startIso, endIso);
  if (total === null || total <= MAX_TRIP_DAYS) return null;
  return `O roteiro vai até ${MAX_TRIP_DAYS} dias, e essas datas somam ${formatNumber(total, 0)} dias. Escolha datas mais próximas.`;
}

/**
 * The empty day-by-day structure, counted from the earlier date (dates typed
 * in reverse order still give the same trip). Null unless both dates are set
 * and at most MAX_TRIP_DAYS apart.
 */
export function buildDays(startIso: string, endIso: string): ItineraryDay[] | null {
  const start = parseIsoDate(startIso);
  const end = parseIsoDate(endIso);
  const total = countDays(startIso, endIso);
  if (start === null || end === null || total === null || total > MAX_TRIP_DAYS) return null;
  const first = Math.min(start, end);
  return Array.from({ length: total }, (_, index) => ({ dia: index + 1, data: toIsoDate(first + index), itens: [] }));
}

/** The structure form's field names, which are also the query keys when the server builds the days. */
export const STRUCTURE_FIELDS = { destino: "destino", inicio: "inicio", fim: "fim" } as const;

export type StructureRequest =
  | { itinerary: Itinerary; tooLong: null }
  /** The dates span more than MAX_TRIP_DAYS: nothing is built, the message says why. */
  | { itinerary: null; tooLong: string }
  /** Dates missing or not real dates: nothing happens (spec). */
  | { itinerary: null; tooLong: null };

/** The empty itinerary a structure form (or its address) asks for, or why there is none. */
export function readStructure(query: URLSearchParams): StructureRequest {
  const dataInicio = query.get(STRUCTURE_FIELDS.inicio) ?? "";
  const dataFim = query.get(STRUCTURE_FIELDS.fim) ?? "";
  const tooLong = tripLengthMessage(dataInicio, dataFim);
  if (tooLong !== null) return { itinerary: null, tooLong };
  const dias = buildDays(dataInicio, dataFim);
  const destino = (query.get(STRUCTURE_FIELDS.destino) ?? "").trim();
  return dias
    ? { itinerary: { destino, dataInicio, dataFim, dias }, tooLong: null }
    : { itinerary: null, tooLong: null };
}

/** Item ids are timestamp strings, bumped when two items land in the same millisecond. */
export function createItemId(now: number, days: readonly ItineraryDay[]): string {
  const taken = new Set(days.flatMap((day) => day.itens.map((item) => item.id)));
  let candidate = now;
  while (taken.has(String(candidate))) candidate += 1;
  return String(candidate);
}

/** Adds an item to one day, keeping each day's items ordered by time (items without time last). Null when the name is blank. */
export function addItem(
  days: readonly ItineraryDay[],
  dayNumber: number,
  item: NewItem,
  now: number,
): ItineraryDay[] | null {
  const nome = item.nome.trim();
  if (nome === "") return null;
  const horario = item.horario?.trim() || undefined;
  const notas = item.notas?.trim() || undefined;
  const created: ItineraryItem = { id: createItemId(now, days), nome, tipo: item.tipo, horario, notas };
  return days.map((day) => (day.dia === dayNumber ? { ...day, itens: sortByTime([...day.itens, created]) } : day));
}

export function removeItem(days: readonly ItineraryDay[], itemId: string): ItineraryDay[] {
  return days.map((day) => ({ ...day, itens: day.itens.filter((item) => item.id !== itemId) }));
}

function sortByTime(items: ItineraryItem[]): ItineraryItem[] {
  // Stable sort: untimed items keep their insertion order after the timed ones.
  return [...items].sort((a, b) => {
    if (a.horario && b.horario) return a.horario.localeCompare(b.horario);
    if (a.horario) return -1;
    if (b.horario) return 1;
    return 0;
  });
}

export function serializeItinerary(itinerary: Itinerary): string {
  return JSON.stringify(itinerary);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isOptionalString(value: unknown): value is string | undefined {
  return value === undefined || typeof value === "string";
}

function isItem(value: unknown): value is ItineraryItem {
  return (
    isObject(value) &&
    typeof value.id === "string" &&
    typeof value.nome === "string" &&
    value.nome !== "" &&
    typeof value.tipo === "string" &&
    (ITEM_TYPES as readonly string[]).includes(value.tipo) &&
    isOptionalString(value.horario) &&
    isOptionalString(value.notas)
  );
}

function isDay(value: unknown): value is ItineraryDay {
  return (
    isObject(value) &&
    typeof value.dia === "number" &&
    Number.isInteger(value.dia) &&
    value.dia > 0 &&
    typeof value.data === "string" &&
    Array.isArray(value.itens) &&
    value.itens.every(isItem)
  );
}

/** The saved itinerary, or null when nothing (or something unreadable) is stored. */
export function parseStoredItinerary(raw: string | null): Itinerary | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (
      !isObject(data) ||
      typeof data.destino !== "string" ||
      typeof data.dataInicio !== "string" ||
      typeof data.dataFim !== "string" ||
      !Array.isArray(data.dias) ||
      data.dias.length > MAX_TRIP_DAYS ||
      !data.dias.every(isDay)
    ) {
      return null;
    }
    return { destino: data.destino, dataInicio: data.dataInicio, dataFim: data.dataFim, dias: data.dias };
  } catch {
    return null;
  }
}
