import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  brasilApiHandlers,
  brasilApiMalformed,
  brasilApiNetworkError,
  knownDdd,
  knownFipeBody,
  knownFipeCode,
} from "#tests/mocks/brasilapi";
import { knownCep, legacyUnknownCep, unknownCep, viacepHandlers, viacepNetworkError } from "#tests/mocks/viacep";
import { lookupCep, lookupDdd, lookupPlate } from "./lookup-api";

const server = setupServer(...viacepHandlers, ...brasilApiHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("lookupCep", () => {
  it("finds an address", async () => {
    expect(await lookupCep(knownCep)).toEqual({
      status: "found",
      address: { cep: knownCep, logradouro: "Praça da Sé", bairro: "Sé", localidade: "São Paulo", uf: "SP" },
    });
  });

  it("reports an unknown CEP as not found, in both wordings", async () => {
    expect(await lookupCep(unknownCep)).toEqual({ status: "not-found" });
    expect(await lookupCep(legacyUnknownCep)).toEqual({ status: "not-found" });
  });

  it("reports the HTML 400 of a malformed CEP as an error", async () => {
    expect(await lookupCep("0100")).toEqual({ status: "error" });
  });

  it("reports a network failure as an error", async () => {
    server.use(viacepNetworkError);
    expect(await lookupCep(knownCep)).toEqual({ status: "error" });
  });
});

describe("lookupDdd", () => {
  it("finds the state and the sorted cities", async () => {
    const result = await lookupDdd(knownDdd);
    expect(result.status).toBe("found");
    if (result.status === "found") {
      expect(result.info.state).toBe("SP");
      expect(result.info.cities.slice(0, 3)).toEqual(["ÁGUAS DE LINDÓIA", "ARUJÁ", "BARUERI"]);
    }
  });

  it("reports the 404 of an unused DDD as not found", async () => {
    expect(await lookupDdd("20")).toEqual({ status: "not-found" });
  });

  it("reports a non-JSON answer and a network failure as not found", async () => {
    server.use(...brasilApiMalformed);
    expect(await lookupDdd(knownDdd)).toEqual({ status: "not-found" });
    server.use(...brasilApiNetworkError);
    expect(await lookupDdd(knownDdd)).toEqual({ status: "not-found" });
  });
});

describe("lookupPlate", () => {
  it("fails for a plate, as the FIPE endpoint answers 400", async () => {
    expect(await lookupPlate("ABC1234")).toEqual({ status: "error" });
  });

  it("passes an OK answer through untouched", async () => {
    expect(await lookupPlate(knownFipeCode)).toEqual({ status: "found", data: knownFipeBody });
  });

  it("fails on a network error", async () => {
    server.use(...brasilApiNetworkError);
    expect(await lookupPlate("ABC1234")).toEqual({ status: "error" });
  });
});
