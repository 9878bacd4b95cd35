/**
 * Trip cost estimate: daily rates per travel style (R$) and the formulas of
 * the spec. Pure functions, no React.
 */
import { readNumber, type FormFields } from "#app/features/tools/form-fields";

export const TRAVEL_STYLES = ["economico", "moderado", "luxo"] as const;
export type TravelStyle = (typeof TRAVEL_STYLES)[number];

export interface StyleRates {
  label: string;
  /** Per trip day, shared by the group (one room or rental). */
  hospedagem: number;
  /** Per person per day. */
  alimentacao: number;
  /** Per person per day. */
  passeios: number;
}

export const STYLE_RATES: Record<TravelStyle, StyleRates> = {
  economico: { label: "Econômico", hospedagem: 80, alimentacao: 60, passeios: 40 },
  moderado: { label: "Moderado", hospedagem: 150, alimentacao: 100, passeios: 80 },
  luxo: { label: "Luxo", hospedagem: 300, alimentacao: 200, passeios: 150 },
};

export const DEFAULT_STYLE: TravelStyle = "moderado";

export interface TravelCostInput {
  dias: number | null;
  viajantes: number | null;
  estilo: TravelStyle;
  /** Round-trip fuel is counted only when distance, consumption and price are all given. */
  distanciaKm?: number | null;
  consumoKmPorLitro?: number | null;
  precoCombustivel?: number | null;
}

export interface TravelCostResult {
  hospedagem: number;
  alimentacao: number;
  passeios: number;
  transporte: number;
  total: number;
  porPessoa: number;
  porDia: number;
  /** Litres of fuel for the round trip, when transport was counted. */
  litros: number | null;
}

function isPositive(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

/** Null when days or travellers are missing or not whole positive numbers: the calculator then does nothing. */
export function calculateTravelCost(input: TravelCostInput): TravelCostResult | null {
  const { dias, viajantes } = input;
  if (!isPositive(dias) || !isPositive(viajantes) || !Number.isInteger(dias) || !Number.isInteger(viajantes))
    return null;
  const rates = STYLE_RATES[input.estilo];

  const hospedagem = rates.hospedagem * dias;
  const alimentacao = rates.alimentacao * dias * viajantes;
  const passeios = rates.passeios * dias * viajantes;

  const { distanciaKm, consumoKmPorLitro, precoCombustivel } = input;
  const countsTransport = isPositive(distanciaKm) && isPositive(consumoKmPorLitro) && isPositive(precoCombustivel);
  const litros = countsTransport ? (distanciaKm * 2) / consumoKmPorLitro : null;
  const transporte = litros !== null && isPositive(precoCombustivel) ? litros * precoCombustivel : 0;

  const total = hospedagem + alimentacao + passeios + transporte;
  return {
    hospedagem,
    alimentacao,
    passeios,
    transporte,
    total,
    porPessoa: total / viajantes,
    porDia: total / dias / viajantes,
    litros,
  };
}

export function isTravelStyle(value: string): value is TravelStyle {
  return (TRAVEL_STYLES as readonly string[]).includes(value);
}

/** A finished estimate: the inputs it came from (for the summary line) and the result. */
export interface TravelCostEstimate {
  destino: string;
  dias: number;
  viajantes: number;
  estilo: TravelStyle;
  result: TravelCostResult;
}

/** The form's field names, which are also the query keys of a shareable estimate. */
export const TRAVEL_COST_FIELDS = {
  destino: "destino",
  dias: "dias",
  viajantes: "viajantes",
  estilo: "estilo",
  distancia: "distancia",
  consumo: "consumo",
  preco: "preco",
} as const;

/**
 * The estimate a submitted form (or a shared URL) asks for: null when days or
 * travellers are missing or not whole positive numbers, or the style is
 * unknown. A blank style is the default one; a transport field that is blank
 * or not a number leaves fuel out.
 */
export function estimateFromFields(fields: FormFields): TravelCostEstimate | null {
  const names = TRAVEL_COST_FIELDS;
  const styleText = fields[names.estilo]?.trim() ?? "";
  const estilo = styleText === "" ? DEFAULT_STYLE : isTravelStyle(styleText) ? styleText : null;
  const dias = readNumber(fields, names.dias);
  const viajantes = readNumber(fields, names.viajantes);
  if (estilo === null || dias === null || viajantes === null) return null;
  const result = calculateTravelCost({
    dias,
    viajantes,
    estilo,
    distanciaKm: readNumber(fields, names.distancia),
    consumoKmPorLitro: readNumber(fields, names.consumo),
    precoCombustivel: readNumber(fields, names.preco),
  });
  return result ? { destino: fields[names.destino]?.trim() ?? "", dias, viajantes, estilo, result } : null;
}
