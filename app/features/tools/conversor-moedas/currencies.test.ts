import { describe, expect, it } from "vitest";
import {
  CURRENCIES,
  CURRENCY_CODES,
  PANEL_CURRENCIES,
  convertCurrency,
  formatMoney,
  formatQuote,
  formatRate,
  getRate,
  isQuoted,
  olderQuoteDay,
  olderQuotesNote,
  ptaxSource,
  readConversion,
  unquotedNote,
  type CurrencyCode,
} from "./currencies";

describe("getRate without any quote", () => {
  it.each<[CurrencyCode, CurrencyCode, number]>([
    // Pairs listed in the spec's table.
    ["BRL", "USD", 0.2],
    ["USD", "BRL", 5],
    ["BRL", "EUR", 0.18],
    ["EUR", "BRL", 5.55],
    ["BRL", "GBP", 0.16],
    ["GBP", "BRL", 6.25],
    ["BRL", "ARS", 18.5],
    ["ARS", "BRL", 0.054],
    ["BRL", "CLP", 160],
    ["CLP", "BRL", 0.0063],
    ["USD", "EUR", 0.9],
    ["EUR", "USD", 1.11],
    ["USD", "GBP", 0.8],
    ["GBP", "USD", 1.25],
    ["USD", "JPY", 150],
    ["JPY", "USD", 0.0067],
    ["USD", "CAD", 1.35],
    ["CAD", "USD", 0.74],
    ["USD", "CHF", 0.92],
    ["CHF", "USD", 1.09],
  ])("%s → %s is the table's %f, marked simulated", (from, to, rate) => {
    expect(getRate(from, to)).toEqual({ value: rate, simulated: true });
  });

  // Once "through the dollar, else 1": BRL → MXN 1,00, USD → ARS 98,6 (5,3318 × 18,5), ARS → CLP 8,64 (0,054 × 160).
  it.each<[CurrencyCode, CurrencyCode]>([
    ["BRL", "MXN"],
    ["MXN", "BRL"],
    ["USD", "ARS"],
    ["ARS", "CLP"],
    ["ARS", "EUR"],
    ["BRL", "JPY"],
    ["EUR", "GBP"],
    ["CHF", "JPY"],
  ])("%s → %s, a pair the table does not name, has no rate", (from, to) => {
    expect(getRate(from, to)).toBeNull();
  });

  it.each(CURRENCY_CODES)("%s → %s is 1", (code) => {
    expect(getRate(code, code)).toEqual({ value: 1, simulated: false });
  });
});

describe("convertCurrency", () => {
  it("multiplies by the rate and gives the inverse rate", () => {
    expect(convertCurrency(100, "USD", "BRL")).toEqual({
      amount: 100,
      from: "USD",
      to: "BRL",
      converted: { result: 500, rate: 5, inverseRate: 0.2, simulated: true },
    });
    const eur = convertCurrency(1000, "BRL", "EUR").converted;
    expect(eur?.result).toBeCloseTo(180, 10);
    expect(eur?.inverseRate).toBeCloseTo(5.5556, 4);
  });

  it("converts nothing when the pair has no rate", () => {
    expect(convertCurrency(100, "BRL", "MXN")).toEqual({ amount: 100, from: "BRL", to: "MXN", converted: null });
  });
});

describe("formatting", () => {
  it.each<[number, CurrencyCode, string]>([
    [1234.5, "USD", "US$ 1.234,50"],
    [500, "BRL", "R$ 500,00"],
    [15000.4, "JPY", "¥ 15.000"],
    [15000.5, "JPY", "¥ 15.001"],
    [0.005, "EUR", "€ 0,01"],
    [1850, "ARS", "ARS$ 1.850,00"],
  ])("%f %s shows as %s", (value, code, text) => {
    expect(formatMoney(value, code).replace(/\u00a0/g, " ")).toBe(text);
  });

  it.each<[number, string]>([
    [5, "5,00"],
    [5.55, "5,55"],
    [0.054, "0,054"],
    [1 / 18.5, "0,0541"],
    [0.0063, "0,0063"],
    [1 / 160, "0,00625"],
    [150, "150,00"],
  ])("rate %f shows as %s", (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });

  it("keeps three significant digits below 0,01, as Intl does", () => {
    const intl = new Intl.NumberFormat("pt-BR", { maximumSignificantDigits: 3 });
    for (let rate = 0.0000123; rate < 0.01; rate *= 1.37) expect(formatRate(rate)).toBe(intl.format(rate));
    for (const rate of [0.001, 0.0001, 0.009996, 0.0012345, 0.00125]) expect(formatRate(rate)).toBe(intl.format(rate));
  });
});

describe("currency list", () => {
  it("has the ten currencies with name and symbol, the panel the first six", () => {
    expect(CURRENCIES.map((c) => c.codigo)).toEqual([
      "BRL",
      "USD",
      "EUR",
      "GBP",
      "ARS",
      "CLP",
      "MXN",
      "CAD",
      "JPY",
      "CHF",
    ]);
    expect(CURRENCIES.every((c) => c.nome.length > 0 && c.simbolo.length > 0)).toBe(true);
    expect(PANEL_CURRENCIES.map((c) => c.codigo)).toEqual(["BRL", "USD", "EUR", "GBP", "ARS", "CLP"]);
  });
});

describe("readConversion", () => {
  it("reads an amount typed the Brazilian way and both currencies", () => {
    const conversion = readConversion({ valor: "1.000,50", de: "EUR", para: "BRL" });
    expect(conversion?.converted?.result).toBeCloseTo(1000.5 * 5.55, 10);
    expect(conversion).toMatchObject({ amount: 1000.5, from: "EUR", to: "BRL", converted: { rate: 5.55 } });
  });

  it("converts dollars to reais when the currencies are missing", () => {
    expect(readConversion({ valor: "10" })).toMatchObject({ from: "USD", to: "BRL", converted: { result: 50 } });
  });

  it.each([
    [{ valor: "cem", de: "USD", para: "BRL" }],
    [{ valor: "", de: "USD", para: "BRL" }],
    [{ de: "USD", para: "BRL" }],
    [{ valor: "10", de: "XYZ", para: "BRL" }],
    [{ valor: "10", de: "USD", para: "brl" }],
  ])("gives nothing for %j", (fields) => {
    expect(readConversion(fields)).toBeNull();
  });
});

describe("with a PTAX bulletin", () => {
  const quotes = {
    date: "2026-11-25",
    rates: {
      USD: { buy: 5.3312, sell: 5.3318, date: "2026-11-25" },
      EUR: { buy: 6.1641, sell: 6.1668, date: "2026-11-25" },
      GBP: { buy: 7.0203, sell: 7.0239, date: "2026-11-25" },
    },
  };

  it.each<[CurrencyCode, CurrencyCode, number]>([
    ["USD", "BRL", 5.3318],
    ["BRL", "USD", 1 / 5.3318],
    // Cross rates through the real, at the sell rates.
    ["EUR", "GBP", 6.1668 / 7.0239],
    ["GBP", "USD", 7.0239 / 5.3318],
    ["EUR", "EUR", 1],
  ])("%s → %s = %f", (from, to, rate) => {
    expect(getRate(from, to, quotes)?.value).toBeCloseTo(rate, 10);
    expect(getRate(from, to, quotes)?.simulated).toBe(false);
  });

  it("keeps the table's pair, marked simulated, for a currency never quoted, and never mixes it with a quote", () => {
    expect(getRate("BRL", "ARS", quotes)).toEqual({ value: 18.5, simulated: true });
    expect(getRate("ARS", "BRL", quotes)).toEqual({ value: 0.054, simulated: true });
    expect(getRate("USD", "ARS", quotes)).toBeNull();
    expect(getRate("CLP", "EUR", quotes)).toBeNull();
    expect(getRate("BRL", "MXN", quotes)).toBeNull();
  });

  it("crosses the pesos through the real once the closing file's quotes are stored", () => {
    const pesos = {
      ...quotes,
      rates: {
        ...quotes.rates,
        ARS: { buy: 0.003669, sell: 0.003671, date: "2026-11-25" },
        CLP: { buy: 0.00568, sell: 0.005684, date: "2026-11-25" },
        MXN: { buy: 0.2905, sell: 0.2907, date: "2026-11-25" },
      },
    };
    expect(getRate("BRL", "MXN", pesos)?.value).toBeCloseTo(1 / 0.2907, 10);
    expect(getRate("USD", "ARS", pesos)?.value).toBeCloseTo(5.3318 / 0.003671, 10);
    expect(getRate("ARS", "CLP", pesos)).toEqual({ value: 0.003671 / 0.005684, simulated: false });
    expect(unquotedNote(pesos)).toMatch(
      /^Ainda não temos cotação do Banco Central para dólar canadense, iene japonês e franco suíço:/,
    );
    expect(
      unquotedNote({
        ...pesos,
        rates: { ...pesos.rates, CAD: pesos.rates.USD, JPY: pesos.rates.USD, CHF: pesos.rates.USD },
      }),
    ).toBe("");
  });

  it("names the bulletin and writes its quotes as published", () => {
    expect(ptaxSource(quotes)).toBe("Cotação PTAX de 25/11/2026 (fechamento, Banco Central)");
    expect([formatQuote(5.3318), formatQuote(0.03404), formatQuote(0.0063)]).toEqual(["5,3318", "0,03404", "0,0063"]);
  });

  it("dates a quote older than the bulletin, whose newer one failed to come", () => {
    expect(olderQuotesNote(quotes)).toBe("");
    const behind = { ...quotes, rates: { ...quotes.rates, EUR: { buy: 6.1702, sell: 6.1729, date: "2026-11-24" } } };
    expect(olderQuoteDay("EUR", behind)).toBe("2026-11-24");
    expect(olderQuoteDay("USD", behind)).toBeNull();
    // The stored quote is still used, not the simulated table.
    expect(getRate("EUR", "BRL", behind)).toEqual({ value: 6.1729, simulated: false });
    expect(olderQuotesNote(behind)).toBe(
      "Para euro (24/11/2026), a cotação é a última PTAX que conseguimos obter do Banco Central; a de 25/11/2026 ainda não foi obtida.",
    );
    const two = { ...behind, rates: { ...behind.rates, GBP: { buy: 7, sell: 7.01, date: "2026-11-20" } } };
    expect(olderQuotesNote(two)).toBe(
      "Para euro (24/11/2026) e libra esterlina (20/11/2026), as cotações são as últimas PTAX que conseguimos obter do Banco Central; a de 25/11/2026 ainda não foi obtida.",
    );
  });

  it("knows which currencies have a quote, and names the others", () => {
    expect(["BRL", "USD", "ARS", "MXN"].map((code) => isQuoted(code as CurrencyCode, quotes))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(isQuoted("USD", null)).toBe(false);
    expect(unquotedNote(quotes)).toBe(
      "Ainda não temos cotação do Banco Central para peso argentino, peso chileno, peso mexicano, dólar canadense, iene japonês e franco suíço: essas moedas só convertem nos pares da tabela simulada, marcados como simulados.",
    );
  });
});
