/**
 * The unit converter's categories, factors and conversion. Linear units carry
 * a factor relative to the category's base unit (metros, quilogramas);
 * temperatures go through Celsius.
 */
import { formatNumber } from "#app/lib/numbers";

export type CategoryId = "comprimento" | "peso" | "temperatura";

export interface Unit {
  id: string;
  /** Shown in the From/To selectors. */
  label: string;
  /** Written after the result. */
  resultLabel: string;
  /** How many of this unit make one base unit; temperatures have none. */
  factor?: number;
}

export interface Category {
  id: CategoryId;
  label: string;
  units: readonly Unit[];
}

export const categories: readonly Category[] = [
  {
    id: "comprimento",
    label: "Comprimento",
    units: [
      { id: "metros", label: "Metros (m)", resultLabel: "metros", factor: 1 },
      { id: "centimetros", label: "Centímetros (cm)", resultLabel: "centímetros", factor: 100 },
      { id: "quilometros", label: "Quilômetros (km)", resultLabel: "quilômetros", factor: 0.001 },
      { id: "milhas", label: "Milhas (mi)", resultLabel: "milhas", factor: 0.000621371 },
      { id: "pes", label: "Pés (ft)", resultLabel: "pés", factor: 3.28084 },
    ],
  },
  {
    id: "peso",
    label: "Peso",
    units: [
      { id: "quilogramas", label: "Quilogramas (kg)", resultLabel: "quilogramas", factor: 1 },
      { id: "gramas", label: "Gramas (g)", resultLabel: "gramas", factor: 1000 },
      { id: "libras", label: "Libras (lb)", resultLabel: "libras", factor: 2.20462 },
      { id: "oncas", label: "Onças (oz)", resultLabel: "onças", factor: 35.274 },
    ],
  },
  {
    id: "temperatura",
    label: "Temperatura",
    units: [
      { id: "celsius", label: "Celsius (°C)", resultLabel: "°C" },
      { id: "fahrenheit", label: "Fahrenheit (°F)", resultLabel: "°F" },
      { id: "kelvin", label: "Kelvin (K)", resultLabel: "K" },
    ],
  },
];

export const DEFAULT_CATEGORY: CategoryId = "comprimento";
export const RESULT_DECIMALS = 4;

export function getCategory(id: CategoryId): Category {
  const category = categories.find((c) => c.id === id);
  if (!category) throw new Error(`Categoria desconhecida: ${id}`);
  return category;
}

export function getUnit(categoryId: CategoryId, unitId: string): Unit {
  const unit = getCategory(categoryId).units.find((u) => u.id === unitId);
  if (!unit) throw new Error(`Unidade desconhecida: ${unitId}`);
  return unit;
}

/** The From/To pair a category starts with: its first unit, and its second (or the first again). */
export function defaultUnits(categoryId: CategoryId): { from: string; to: string } {
  const [first, second] = getCategory(categoryId).units;
  if (!first) throw new Error(`Categoria sem unidades: ${categoryId}`);
  return { from: first.id, to: (second ?? first).id };
}

function toCelsius(value: number, unitId: string): number {
  if (unitId === "fahrenheit") return ((value - 32) * 5) / 9;
  if (unitId === "kelvin") return value - 273.15;
  return value;
}

function fromCelsius(celsius: number, unitId: string): number {
  if (unitId === "fahrenheit") return (celsius * 9) / 5 + 32;
  if (unitId === "kelvin") return celsius + 273.15;
  return celsius;
}

export function convert(categoryId: CategoryId, value: number, fromId: string, toId: string): number {
  const from = getUnit(categoryId, fromId);
  const to = getUnit(categoryId, toId);
  if (from.factor !== undefined && to.factor !== undefined) return (value / from.factor) * to.factor;
  return fromCelsius(toCelsius(value, from.id), to.id);
}

/** "1.234,5678 centímetros" — 4 decimals, pt-BR separators, then the target unit. */
export function formatConversion(value: number, unit: Unit): string {
  return `${formatNumber(value, RESULT_DECIMALS)} ${unit.resultLabel}`;
}

/** What the converter shows: a category, the value as typed and the From/To pair. */
export interface Conversion {
  categoryId: CategoryId;
  value: string;
  from: string;
  to: string;
}

/**
 * A conversion from untrusted text (a URL, a form submitted without
 * JavaScript): an unknown category is the default one, and a unit that is not
 * in the category is the category's default for that side, which is also what
 * a form submitted right after changing the category carries.
 */
export function readConversion(fields: {
  category: string | null;
  value: string | null;
  from: string | null;
  to: string | null;
}): Conversion {
  const category = categories.find((c) => c.id === fields.category) ?? getCategory(DEFAULT_CATEGORY);
  const defaults = defaultUnits(category.id);
  const known = (unitId: string | null): unitId is string => category.units.some((u) => u.id === unitId);
  return {
    categoryId: category.id,
    value: fields.value ?? "",
    from: known(fields.from) ? fields.from : defaults.from,
    to: known(fields.to) ? fields.to : defaults.to,
  };
}
