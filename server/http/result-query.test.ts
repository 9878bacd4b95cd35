import { describe, expect, it } from "vitest";
import { normalLocation, normaliseQuery } from "./result-query";

const fields = ["receita", "investimento", "margem"];

describe("normaliseQuery", () => {
  it.each([
    ["receita=5.000&investimento=2.000&margem=30", "receita=5.000&investimento=2.000&margem=30"],
    // What a GET form writes, blanks included.
    ["receita=5.000&investimento=2.000&margem=", "receita=5.000&investimento=2.000&margem="],
    // A comma typed unencoded is the same value.
    ["receita=1.000,50&investimento=2", "receita=1.000%2C50&investimento=2"],
    ["receita=1&utm_source=whatsapp&investimento=2", "receita=1&investimento=2"],
  ])("takes %s as it is", (search, query) => {
    expect(normaliseQuery(fields, search)).toMatchObject({ query, normal: true });
  });

  it.each([
    ["investimento=2&receita=1", "receita=1&investimento=2"],
    ["receita=1&investimento=2&x=1", "receita=1&investimento=2"],
    ["receita=1&receita=9&investimento=2", "receita=1&investimento=2"],
    ["x=1", ""],
  ])("sends %s to %j", (search, query) => {
    expect(normaliseQuery(fields, search)).toMatchObject({ query, normal: false });
  });

  it("keeps tracking tags apart, in their order, so a campaign link keeps its attribution", () => {
    const normalised = normaliseQuery(fields, "utm_source=zap&margem=30&receita=1&gclid=abc");
    expect(normalised).toEqual({ query: "receita=1&margem=30", tracking: "utm_source=zap&gclid=abc", normal: false });
    expect(normalLocation("/ferramentas/calculadora-roas", normalised)).toBe(
      "/ferramentas/calculadora-roas?receita=1&margem=30&utm_source=zap&gclid=abc",
    );
    expect(normalLocation("/ferramentas/calculadora-roas", normaliseQuery(fields, "x=1"))).toBe(
      "/ferramentas/calculadora-roas",
    );
  });
});
