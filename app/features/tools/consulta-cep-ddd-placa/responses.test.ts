import { describe, expect, it } from "vitest";
import { cityDisplayName, parseCepBody, parseDddBody } from "./responses";

describe("parseCepBody", () => {
  it("reads the address fields", () => {
    const body = {
      cep: "01001-000",
      logradouro: "Praça da Sé",
      bairro: "Sé",
      localidade: "São Paulo",
      uf: "SP",
      ibge: "3550308",
    };
    expect(parseCepBody(body, "01001000")).toEqual({
      status: "found",
      address: { cep: "01001000", logradouro: "Praça da Sé", bairro: "Sé", localidade: "São Paulo", uf: "SP" },
    });
  });

  it("accepts a city-wide CEP without street or district", () => {
    const result = parseCepBody({ logradouro: "", bairro: "", localidade: "Campos do Jordão", uf: "SP" }, "12460000");
    expect(result).toMatchObject({ status: "found", address: { logradouro: "", bairro: "" } });
  });

  it("treats both spellings of the erro flag as not found", () => {
    expect(parseCepBody({ erro: true }, "99999999")).toEqual({ status: "not-found" });
    expect(parseCepBody({ erro: "true" }, "99999999")).toEqual({ status: "not-found" });
  });

  it("treats an unexpected body as an error", () => {
    expect(parseCepBody(null, "01001000")).toEqual({ status: "error" });
    expect(parseCepBody([], "01001000")).toEqual({ status: "error" });
    expect(parseCepBody({ logradouro: "Rua A" }, "01001000")).toEqual({ status: "error" });
  });
});

describe("parseDddBody", () => {
  it("sorts cities with Portuguese collation (accents next to their letter)", () => {
    const result = parseDddBody({ state: "SP", cities: ["SÃO PAULO", "ARUJÁ", "ÁGUAS DE LINDÓIA", "BARUERI"] });
    expect(result).toEqual({
      status: "found",
      info: { state: "SP", cities: ["ÁGUAS DE LINDÓIA", "ARUJÁ", "BARUERI", "SÃO PAULO"] },
    });
  });

  it("treats BrasilAPI's error body and odd shapes as not found", () => {
    expect(parseDddBody({ message: "DDD não encontrado", type: "ddd_error", name: "DDD_NOT_FOUND" })).toEqual({
      status: "not-found",
    });
    expect(parseDddBody({ state: "SP", cities: [] })).toEqual({ status: "not-found" });
    expect(parseDddBody({ state: "SP", cities: "SÃO PAULO" })).toEqual({ status: "not-found" });
    expect(parseDddBody("SP")).toEqual({ status: "not-found" });
  });
});

describe("cityDisplayName", () => {
  it.each([
    ["SÃO JOSÉ DOS CAMPOS", "São José dos Campos"],
    ["EMBU DAS ARTES", "Embu das Artes"],
    ["PINGO-D'ÁGUA", "Pingo-d'Água"],
    ["ÁGUAS DE LINDÓIA", "Águas de Lindóia"],
  ])("%s → %s", (raw, display) => {
    expect(cityDisplayName(raw)).toBe(display);
  });
});
