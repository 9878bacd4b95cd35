import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PtaxQuotes } from "#app/features/tools/market-data";
import { CurrencyConverter } from "./currency-converter";

/** The closing bulletin of 25 November 2026 as the fake Banco Central records it (tests/fixtures/bcb). */
const bulletin: PtaxQuotes = {
  date: "2026-11-25",
  rates: {
    USD: { buy: 5.3312, sell: 5.3318, date: "2026-11-25" },
    EUR: { buy: 6.1641, sell: 6.1668, date: "2026-11-25" },
    GBP: { buy: 7.0203, sell: 7.0239, date: "2026-11-25" },
    CAD: { buy: 3.7894, sell: 3.7914, date: "2026-11-25" },
    JPY: { buy: 0.03402, sell: 0.03404, date: "2026-11-25" },
    CHF: { buy: 6.6301, sell: 6.6336, date: "2026-11-25" },
  },
};

function renderAt(url = "/t", quotes: PtaxQuotes | null = null) {
  function Page() {
    const { search } = useLocation();
    return (
      <>
        <CurrencyConverter quotes={quotes} />
        <output aria-label="Endereço">{search}</output>
      </>
    );
  }
  const Stub = createRoutesStub([{ path: "/t", Component: Page }]);
  render(<Stub initialEntries={[url]} />);
}

/** Moves the fake clock and lets React Router finish the navigation a conversion starts. */
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const typeAmount = (value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name: "Valor" }), { target: { value } });
const result = () => screen.getByRole("status", { name: "Resultado" });
const address = () => screen.getByRole("status", { name: "Endereço" }).textContent;

describe("CurrencyConverter", { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2026, 10, 21, 15, 4, 5) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("converts 500 ms after typing, showing 'Convertendo...' on a disabled button for a second", async () => {
    renderAt();
    expect(result()).toBeEmptyDOMElement();

    typeAmount("1.000,50");
    await advance(499);
    expect(screen.getByRole("button", { name: "Converter" })).toBeEnabled();
    await advance(1);
    expect(screen.getByRole("button", { name: "Convertendo..." })).toBeDisabled();
    await advance(999);
    expect(result()).toBeEmptyDOMElement();
    await advance(1);
    expect(screen.getByRole("button", { name: "Converter" })).toBeEnabled();
    expect(result()).toHaveTextContent("R$ 5.002,50");
    expect(result()).toHaveTextContent("1 USD = 5,00 BRL");
    expect(result()).toHaveTextContent("1 BRL = 0,20 USD");
    // A fixed table has no update time: it says what it is instead of a clock.
    expect(result()).toHaveTextContent("Taxa simulada, da tabela fixa de referência: não é a cotação do dia.");
    expect(result()).not.toHaveTextContent("Atualizado");
    expect(address()).toBe("?valor=1.000%2C50&de=USD&para=BRL");
  });

  it("restarts the wait when the visitor keeps typing", async () => {
    renderAt();
    typeAmount("1");
    await advance(400);
    typeAmount("10");
    await advance(400);
    expect(screen.queryByRole("button", { name: "Convertendo..." })).toBeNull();
    await advance(100);
    await advance(1000);
    expect(result()).toHaveTextContent("R$ 50,00");
  });

  it("converts on the button, and swapping clears the result before converting back", async () => {
    renderAt();
    fireEvent.click(screen.getByRole("button", { name: "Converter" }));
    await advance(1000);
    expect(result()).toHaveTextContent("US$ 100,00 (USD) equivalem a");
    expect(result()).toHaveTextContent("R$ 500,00");

    fireEvent.click(screen.getByRole("button", { name: "Inverter moedas" }));
    await advance(0);
    expect(result()).toBeEmptyDOMElement();
    expect(address()).toBe("");
    expect(screen.getByRole("combobox", { name: "De" })).toHaveValue("BRL");
    expect(screen.getByRole("combobox", { name: "Para" })).toHaveValue("USD");
    await advance(1500);
    expect(result()).toHaveTextContent("US$ 20,00");
    expect(address()).toBe("?valor=100&de=BRL&para=USD");
  });

  it("ignores an amount that is not a number", async () => {
    renderAt();
    typeAmount("cem");
    await advance(2000);
    fireEvent.click(screen.getByRole("button", { name: "Converter" }));
    await advance(2000);
    expect(screen.getByRole("button", { name: "Converter" })).toBeEnabled();
    expect(result()).toBeEmptyDOMElement();
  });

  it("shows a shared conversion at once, with its fields filled in", () => {
    renderAt("/t?valor=200&de=USD&para=JPY");
    // The table's 150 yen per dollar; the yen has no cents.
    expect(result()).toHaveTextContent("¥ 30.000");
    expect(result()).toHaveTextContent("1 USD = 150,00 JPY");
    expect(screen.getByRole("textbox", { name: "Valor" })).toHaveValue("200");
    expect(screen.getByRole("combobox", { name: "De" })).toHaveValue("USD");
    expect(screen.getByRole("combobox", { name: "Para" })).toHaveValue("JPY");
    expect(screen.getByRole("complementary", { name: "Consultoria gratuita" })).toBeInTheDocument();
  });

  it("keeps the spec's simulated note and panel while no bulletin was ever fetched", () => {
    renderAt("/t?valor=100&de=USD&para=BRL");
    expect(
      screen.getByText(
        /^Ainda não obtivemos as cotações do Banco Central: só convertemos os pares da tabela simulada\. Taxas simuladas, apenas para referência\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Quanto vale cada moeda em reais, pela tabela simulada.")).toBeInTheDocument();
    expect(result()).not.toHaveTextContent("PTAX");
  });

  // Once BRL → MXN 1,00, USD → ARS 98,6 and ARS → CLP 8,64: through the dollar, else 1.
  it.each([
    ["BRL", "MXN", "real brasileiro (BRL) em peso mexicano (MXN)"],
    ["USD", "ARS", "dólar americano (USD) em peso argentino (ARS)"],
    ["ARS", "CLP", "peso argentino (ARS) em peso chileno (CLP)"],
  ])("says %s → %s is unavailable, with no number, while no quote was ever fetched", (from, to, pair) => {
    renderAt(`/t?valor=100&de=${from}&para=${to}`);
    expect(result()).toHaveTextContent("Cotação indisponível");
    expect(result()).toHaveTextContent(`Ainda não temos a cotação do Banco Central para converter ${pair}`);
    expect(result()).not.toHaveTextContent(/\d/);
  });
});

describe("CurrencyConverter with a PTAX bulletin", () => {
  it("converts at the PTAX sell rate, names the bulletin and shows buy and sell", () => {
    renderAt("/t?valor=100&de=USD&para=BRL", bulletin);
    // 100 × 5,3318.
    expect(result()).toHaveTextContent("R$ 533,18");
    expect(result()).toHaveTextContent("1 USD = 5,3318 BRL");
    expect(result()).toHaveTextContent("Cotação PTAX de 25/11/2026 (fechamento, Banco Central)");
    expect(result()).toHaveTextContent("USD: compra R$ 5,3312 · venda R$ 5,3318");
    expect(result()).not.toHaveTextContent("Atualizado às");
    expect(screen.queryByText(/^Taxas simuladas/)).toBeNull();
  });

  it("crosses two foreign currencies through the real", () => {
    renderAt("/t?valor=200&de=EUR&para=JPY", bulletin);
    // 6,1668 ÷ 0,03404 = 181,1633 yen per euro; × 200 = 36.232,67, and the yen has no cents.
    expect(result()).toHaveTextContent("¥ 36.233");
    expect(result()).toHaveTextContent("1 EUR = 181,1633 JPY");
    expect(result()).toHaveTextContent("EUR: compra R$ 6,1641 · venda R$ 6,1668");
    expect(result()).toHaveTextContent("JPY: compra R$ 0,03402 · venda R$ 0,03404");
  });

  it("marks a simulated pair of a currency never quoted, and has no rate for its other pairs", () => {
    renderAt("/t?valor=100&de=BRL&para=ARS", bulletin);
    // The simulated table's 18,5 pesos per real.
    expect(result()).toHaveTextContent("ARS$ 1.850,00");
    expect(result()).toHaveTextContent("Taxa simulada, da tabela fixa de referência: não é a cotação do dia.");
    expect(result()).not.toHaveTextContent("PTAX");
    expect(
      screen.getByText(/Ainda não temos cotação do Banco Central para peso argentino, peso chileno e peso mexicano:/),
    ).toBeInTheDocument();
  });

  it("has no number for a pair mixing a quote with the table", () => {
    renderAt("/t?valor=100&de=USD&para=ARS", bulletin);
    expect(result()).toHaveTextContent("Cotação indisponível");
    expect(result()).not.toHaveTextContent("ARS$");
  });

  it("converts the pesos at the closing file's quotes, through the real", () => {
    const pesos: PtaxQuotes = {
      ...bulletin,
      rates: {
        ...bulletin.rates,
        ARS: { buy: 0.003669, sell: 0.003671, date: "2026-11-25" },
        CLP: { buy: 0.00568, sell: 0.005684, date: "2026-11-25" },
        MXN: { buy: 0.2905, sell: 0.2907, date: "2026-11-25" },
      },
    };
    renderAt("/t?valor=100&de=BRL&para=MXN", pesos);
    // 100 ÷ 0,2907.
    expect(result()).toHaveTextContent("MX$ 344,00");
    expect(result()).toHaveTextContent("MXN: compra R$ 0,2905 · venda R$ 0,2907");
    expect(result()).not.toHaveTextContent("simulada");
    expect(screen.queryByText(/Ainda não temos cotação/)).toBeNull();
    const rows = within(screen.getByRole("complementary", { name: "Moedas principais" })).getAllByRole("listitem");
    expect(rows[5]).toHaveTextContent("CLPPeso chilenocompra R$ 0,00568venda R$ 0,005684");
  });

  it("keeps a currency's older stored quote when its newer one failed to come, and shows that quote's date", () => {
    const behind: PtaxQuotes = {
      ...bulletin,
      rates: { ...bulletin.rates, EUR: { buy: 6.1702, sell: 6.1729, date: "2026-11-24" } },
    };
    renderAt("/t?valor=100&de=EUR&para=BRL", behind);
    // 100 × 6,1729, the 24th's PTAX: not the simulated table's 5,55.
    expect(result()).toHaveTextContent("R$ 617,29");
    expect(result()).toHaveTextContent("EUR: compra R$ 6,1702 · venda R$ 6,1729 (PTAX de 24/11/2026)");
    expect(result()).not.toHaveTextContent("simulada");
    expect(
      screen.getByText(/Para euro \(24\/11\/2026\), a cotação é a última PTAX que conseguimos obter/),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole("complementary", { name: "Moedas principais" })).getAllByRole("listitem");
    expect(rows[2]).toHaveTextContent("EUREurocompra R$ 6,1702venda R$ 6,1729PTAX de 24/11/2026");
    expect(rows[1]).not.toHaveTextContent("PTAX de");
  });

  it("lists buy and sell of the main currencies in reais, and marks the simulated ones", () => {
    renderAt("/t", bulletin);
    const panel = screen.getByRole("complementary", { name: "Moedas principais" });
    expect(panel).toHaveTextContent("Cotação PTAX de 25/11/2026 (fechamento, Banco Central)");
    const rows = within(panel).getAllByRole("listitem");
    expect(rows[1]).toHaveTextContent("USDDólar americanocompra R$ 5,3312venda R$ 5,3318");
    expect(rows[4]).toHaveTextContent("ARSPeso argentinoR$ 0,054simulada");
  });
});
