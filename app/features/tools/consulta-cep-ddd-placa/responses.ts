/**
 * Reading the third-party answers. Everything arrives as `unknown` and is
 * checked field by field, so an unexpected body becomes a failure instead of
 * a broken screen.
 */

export interface Address {
  cep: string;
  logradouro: string;
  bairro: string;
  localidade: string;
  uf: string;
}

export type CepResult = { status: "found"; address: Address } | { status: "not-found" } | { status: "error" };

export interface DddInfo {
  state: string;
  cities: string[];
}

export type DddResult = { status: "found"; info: DddInfo } | { status: "not-found" };

export type PlateResult = { status: "found"; data: unknown } | { status: "error" };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** ViaCEP: `{"erro": true}` (older answers `"erro": "true"`) for an unknown CEP, the address otherwise. */
export function parseCepBody(body: unknown, cep: string): CepResult {
  if (!isRecord(body)) return { status: "error" };
  if (body.erro === true || body.erro === "true") return { status: "not-found" };
  const localidade = text(body.localidade);
  const uf = text(body.uf);
  if (!localidade || !uf) return { status: "error" };
  return {
    status: "found",
    address: { cep, logradouro: text(body.logradouro), bairro: text(body.bairro), localidade, uf },
  };
}

const collator = new Intl.Collator("pt-BR", { sensitivity: "base" });

/** BrasilAPI DDD: `{state, cities[]}`; anything else (e.g. `{message, type, name}`) is "not found". */
export function parseDddBody(body: unknown): DddResult {
  if (!isRecord(body)) return { status: "not-found" };
  const state = text(body.state);
  const cities = Array.isArray(body.cities) ? body.cities.map(text).filter(Boolean) : [];
  if (!state || cities.length === 0) return { status: "not-found" };
  return { status: "found", info: { state, cities: [...cities].sort(collator.compare) } };
}

const LOWERCASE_WORDS = new Set(["da", "das", "de", "do", "dos", "e", "d"]);

/** "SÃO JOSÉ DOS CAMPOS" → "São José dos Campos", as BrasilAPI lists cities in capitals. */
export function cityDisplayName(city: string): string {
  return city
    .toLocaleLowerCase("pt-BR")
    .split(/(\s+|-|')/)
    .map((part, index) =>
      index > 0 && LOWERCASE_WORDS.has(part) ? part : part.charAt(0).toLocaleUpperCase("pt-BR") + part.slice(1),
    )
    .join("");
}
