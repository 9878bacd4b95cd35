import { describe, expect, it } from "vitest";
import { calculateTravelCost, estimateFromFields, type TravelCostInput, type TravelCostResult } from "./travel-cost";

// Expected values worked out by hand from the spec's rate table
// (econômico 80/60/40, moderado 150/100/80, luxo 300/200/150).
describe("calculateTravelCost", () => {
  it.each<[string, TravelCostInput, Partial<Record<keyof TravelCostResult, number>>]>([
    [
      "moderado, 5 days, 2 people, no car",
      { dias: 5, viajantes: 2, estilo: "moderado" },
      { hospedagem: 750, alimentacao: 1000, passeios: 800, transporte: 0, total: 2550, porPessoa: 1275, porDia: 255 },
    ],
    [
      "econômico, 1 day, 1 person",
      { dias: 1, viajantes: 1, estilo: "economico" },
      { hospedagem: 80, alimentacao: 60, passeios: 40, transporte: 0, total: 180, porPessoa: 180, porDia: 180 },
    ],
    [
      "luxo, 7 days, 4 people, 430 km at 12 km/l and R$ 6,00",
      { dias: 7, viajantes: 4, estilo: "luxo", distanciaKm: 430, consumoKmPorLitro: 12, precoCombustivel: 6 },
      // 430 × 2 ÷ 12 × 6 = 430; 2100 + 5600 + 4200 + 430 = 12330
      {
        hospedagem: 2100,
        alimentacao: 5600,
        passeios: 4200,
        transporte: 430,
        total: 12330,
        porPessoa: 3082.5,
        porDia: 440.35714285714283,
      },
    ],
    [
      "econômico, 3 days, 3 people, 100 km at 10 km/l and R$ 5,89",
      { dias: 3, viajantes: 3, estilo: "economico", distanciaKm: 100, consumoKmPorLitro: 10, precoCombustivel: 5.89 },
      // 20 litres × 5,89 = 117,80; 240 + 540 + 360 + 117,8 = 1257,8
      {
        hospedagem: 240,
        alimentacao: 540,
        passeios: 360,
        transporte: 117.8,
        total: 1257.8,
        porPessoa: 419.2666666666667,
        porDia: 139.75555555555556,
      },
    ],
  ])("%s", (_, input, expected) => {
    const result = calculateTravelCost(input);
    expect(result).not.toBeNull();
    for (const [key, value] of Object.entries(expected)) {
      expect(result?.[key as keyof TravelCostResult]).toBeCloseTo(value, 6);
    }
  });

  it.each<[string, Partial<TravelCostInput>]>([
    ["distance missing", { consumoKmPorLitro: 12, precoCombustivel: 6 }],
    ["consumption missing", { distanciaKm: 430, precoCombustivel: 6 }],
    ["fuel price missing", { distanciaKm: 430, consumoKmPorLitro: 12 }],
    ["consumption zero", { distanciaKm: 430, consumoKmPorLitro: 0, precoCombustivel: 6 }],
  ])("leaves transport out when %s", (_, transport) => {
    const result = calculateTravelCost({ dias: 2, viajantes: 1, estilo: "moderado", ...transport });
    expect(result?.transporte).toBe(0);
    expect(result?.litros).toBeNull();
    expect(result?.total).toBe(300 + 200 + 160);
  });

  it("reports the litres of the round trip", () => {
    expect(
      calculateTravelCost({
        dias: 1,
        viajantes: 1,
        estilo: "moderado",
        distanciaKm: 300,
        consumoKmPorLitro: 15,
        precoCombustivel: 6,
      })?.litros,
    ).toBe(40);
  });

  it.each<[number | null, number | null]>([
    [null, 2],
    [5, null],
    [0, 2],
    [5, 0],
    [-3, 2],
    [2.5, 2],
    [5, 1.5],
  ])("does nothing for days %j and travellers %j", (dias, viajantes) => {
    expect(calculateTravelCost({ dias, viajantes, estilo: "moderado" })).toBeNull();
  });
});

describe("estimateFromFields", () => {
  it("reads a shared estimate typed the Brazilian way", () => {
    const estimate = estimateFromFields({
      destino: "  Gramado (RS) ",
      dias: "5",
      viajantes: "2",
      estilo: "luxo",
      distancia: "1.050",
      consumo: "12,5",
      preco: "6,00",
    });
    // Luxo: 300 × 5 + 200 × 5 × 2 + 150 × 5 × 2 = 5.000; fuel 1.050 × 2 ÷ 12,5 × 6 = 1.008.
    expect(estimate).toMatchObject({ destino: "Gramado (RS)", dias: 5, viajantes: 2, estilo: "luxo" });
    expect(estimate?.result.transporte).toBeCloseTo(1008, 9);
    expect(estimate?.result.total).toBeCloseTo(6008, 9);
  });

  it("uses the moderate style when the style is blank or missing", () => {
    expect(estimateFromFields({ dias: "1", viajantes: "1" })?.result.total).toBe(150 + 100 + 80);
    expect(estimateFromFields({ dias: "1", viajantes: "1", estilo: "" })?.estilo).toBe("moderado");
  });

  it("leaves fuel out when a transport field is blank or not a number", () => {
    const estimate = estimateFromFields({ dias: "1", viajantes: "1", distancia: "100", consumo: "dez", preco: "6" });
    expect(estimate?.result.transporte).toBe(0);
    expect(estimate?.result.litros).toBeNull();
  });

  it.each([
    [{ viajantes: "2" }],
    [{ dias: "5" }],
    [{ dias: "cinco", viajantes: "2" }],
    [{ dias: "5", viajantes: "1,5" }],
    [{ dias: "5", viajantes: "2", estilo: "mochilao" }],
  ])("gives no estimate for %j", (fields) => {
    expect(estimateFromFields(fields)).toBeNull();
  });
});
