import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CurrencyConverter } from "./currency-converter";

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const typeAmount = (value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name: "Valor" }), { target: { value } });
const result = () => screen.getByRole("status", { name: "Resultado" });

describe("CurrencyConverter", { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("converts 500 ms after typing, showing 'Convertendo...' on a disabled button for a second", () => {
    render(<CurrencyConverter />);
    expect(result()).toBeEmptyDOMElement();

    typeAmount("1.000,50");
    advance(499);
    expect(screen.getByRole("button", { name: "Converter" })).toBeEnabled();
    advance(1);
    expect(screen.getByRole("button", { name: "Convertendo..." })).toBeDisabled();
    advance(999);
    expect(result()).toBeEmptyDOMElement();
    advance(1);
    expect(screen.getByRole("button", { name: "Converter" })).toBeEnabled();
    expect(result()).toHaveTextContent("R$ 5.002,50");
    expect(result()).toHaveTextContent("1 USD = 5,00 BRL");
    expect(result()).toHaveTextContent("1 BRL = 0,20 USD");
    expect(result()).toHaveTextContent(/Atualizado às \d{2}:\d{2}:\d{2}/);
  });

  it("restarts the wait when the visitor keeps typing", () => {
    render(<CurrencyConverter />);
    typeAmount("1");
    advance(400);
    typeAmount("10");
    advance(400);
    expect(screen.queryByRole("button", { name: "Convertendo..." })).toBeNull();
    advance(100);
    advance(1000);
    expect(result()).toHaveTextContent("R$ 50,00");
  });

  it("converts on the button, and swapping clears the result before converting back", () => {
    render(<CurrencyConverter />);
    fireEvent.click(screen.getByRole("button", { name: "Converter" }));
    advance(1000);
    expect(result()).toHaveTextContent("US$ 100,00 (USD) equivalem a");
    expect(result()).toHaveTextContent("R$ 500,00");

    fireEvent.click(screen.getByRole("button", { name: "Inverter moedas" }));
    expect(result()).toBeEmptyDOMElement();
    expect(screen.getByRole("combobox", { name: "De" })).toHaveValue("BRL");
    expect(screen.getByRole("combobox", { name: "Para" })).toHaveValue("USD");
    advance(1500);
    expect(result()).toHaveTextContent("US$ 20,00");
  });

  it("ignores an amount that is not a number", () => {
    render(<CurrencyConverter />);
    typeAmount("cem");
    advance(2000);
    fireEvent.click(screen.getByRole("button", { name: "Converter" }));
    advance(2000);
    expect(screen.getByRole("button", { name: "Converter" })).toBeEnabled();
    expect(result()).toBeEmptyDOMElement();
  });
});
