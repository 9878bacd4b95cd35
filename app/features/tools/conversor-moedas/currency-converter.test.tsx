import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CurrencyConverter } from "./currency-converter";

function Page() {
  const { search } = useLocation();
  return (
    <>
      <CurrencyConverter />
      <output aria-label="Endereço">{search}</output>
    </>
  );
}

function renderAt(url = "/t") {
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
    expect(result()).toHaveTextContent("Atualizado às 15:04:06");
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
    renderAt("/t?valor=200&de=EUR&para=JPY");
    // Not in the table: through the dollar, 1,11 × 150 yen per euro; the yen has no cents.
    expect(result()).toHaveTextContent("¥ 33.300");
    expect(result()).toHaveTextContent("1 EUR = 166,50 JPY");
    expect(screen.getByRole("textbox", { name: "Valor" })).toHaveValue("200");
    expect(screen.getByRole("combobox", { name: "De" })).toHaveValue("EUR");
    expect(screen.getByRole("combobox", { name: "Para" })).toHaveValue("JPY");
    expect(screen.getByRole("complementary", { name: "Consultoria gratuita" })).toBeInTheDocument();
  });
});
