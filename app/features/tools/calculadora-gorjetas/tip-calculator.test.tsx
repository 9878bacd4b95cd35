import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { TipCalculator } from "./tip-calculator";

function Page() {
  const { search } = useLocation();
  return (
    <>
      <TipCalculator />
      <output aria-label="Endereço">{search}</output>
    </>
  );
}

function setup(url = "/t") {
  const Stub = createRoutesStub([{ path: "/t", Component: Page }]);
  render(<Stub initialEntries={[url]} />);
  return {
    user: userEvent.setup({ delay: null }),
    bill: () => screen.getByRole("textbox", { name: /^Valor da conta/ }),
    result: screen.getByRole("status", { name: "Resultado da gorjeta" }),
    address: () =>
      Object.fromEntries(new URLSearchParams(screen.getByRole("status", { name: "Endereço" }).textContent ?? "")),
  };
}

/** The value next to a result's label ("Gorjeta (10%)" → "R$ 100,05"). */
function amount(result: HTMLElement, label: string) {
  return within(result).getByText(label).nextSibling;
}

// jsdom on a busy machine types slowly; the default 5 s per test is not about the app.
describe("TipCalculator", { timeout: 20_000 }, () => {
  it("shows no result before a bill is typed, with Brazil and good service chosen", () => {
    const { result } = setup();
    expect(result).toBeEmptyDOMElement();
    expect(screen.getByRole("combobox", { name: "País" })).toHaveDisplayValue("Brasil");
    expect(screen.getByRole("radio", { name: /Bom/ })).toBeChecked();
    expect(screen.getByRole("heading", { name: "Gorjeta no Brasil" })).toBeInTheDocument();
  });

  it("computes tip and total as the bill is typed, and keeps them in the address", async () => {
    const { user, bill, result, address } = setup();
    await user.type(bill(), "1.000,50");
    expect(amount(result, "Gorjeta (10%)")).toHaveTextContent("R$ 100,05");
    expect(amount(result, "Total a pagar")).toHaveTextContent("R$ 1.100,55");
    expect(within(result).queryByText(/Por pessoa/)).not.toBeInTheDocument();
    expect(address()).toEqual({ pais: "brasil", conta: "1.000,50", qualidade: "bom", pessoas: "1" });
    expect(screen.getByRole("complementary", { name: "Consultoria gratuita" })).toBeInTheDocument();
  });

  it("follows the country and the service quality", async () => {
    const { user, bill, result } = setup();
    await user.selectOptions(screen.getByRole("combobox", { name: "País" }), "Estados Unidos");
    expect(bill()).toHaveAccessibleName("Valor da conta (US$)");
    expect(screen.getByRole("heading", { name: "Gorjeta nos Estados Unidos" })).toBeInTheDocument();
    expect(screen.getByText(/antes do imposto sobre vendas \(sales tax\)/)).toBeInTheDocument();
    await user.type(bill(), "80");
    await user.click(screen.getByRole("radio", { name: /Excelente/ }));
    // Estados Unidos, excelente: 25%.
    expect(amount(result, "Gorjeta (25%)")).toHaveTextContent("US$ 20,00");
    expect(amount(result, "Total a pagar")).toHaveTextContent("US$ 100,00");
    const selectedRow = screen.getByRole("row", { name: /Estados Unidos/ });
    expect(selectedRow).toHaveAttribute("aria-current", "true");
    expect(selectedRow).toHaveTextContent("(selecionado)");
  });

  it("ignores a bill that is not a number and keeps the last result", async () => {
    const { user, bill, result, address } = setup();
    await user.type(bill(), "50");
    await user.type(bill(), "x");
    expect(bill()).toHaveValue("50x");
    expect(amount(result, "Total a pagar")).toHaveTextContent("R$ 55,00");
    expect(address().conta).toBe("50");
  });

  it("splits the total between people", async () => {
    const { user, bill, result } = setup();
    await user.type(bill(), "300");
    const people = screen.getByLabelText("Dividir entre");
    await user.clear(people);
    await user.type(people, "4");
    expect(amount(result, "Por pessoa (4 pessoas)")).toHaveTextContent("R$ 82,50");
    await user.click(screen.getByRole("button", { name: "Uma pessoa a menos" }));
    expect(people).toHaveValue("3");
    expect(amount(result, "Por pessoa (3 pessoas)")).toHaveTextContent("R$ 110,00");
    await user.click(screen.getByRole("button", { name: "Uma pessoa a mais" }));
    expect(people).toHaveValue("4");
  });

  it("opens a shared result with its inputs", () => {
    const { result, bill } = setup("/t?pais=chile&conta=15.000&qualidade=excelente&pessoas=2");
    // Chile, excelente: 12% of 15.000 = 1.800; no cents in Chilean pesos.
    expect(amount(result, "Gorjeta (12%)")).toHaveTextContent("CLP$ 1.800");
    expect(amount(result, "Por pessoa (2 pessoas)")).toHaveTextContent("CLP$ 8.400");
    expect(bill()).toHaveValue("15.000");
    expect(screen.getByRole("combobox", { name: "País" })).toHaveDisplayValue("Chile");
    expect(screen.getByRole("radio", { name: /Excelente/ })).toBeChecked();
  });

  it("marks the chosen country in a keyboard-scrollable table of all six countries", () => {
    setup();
    const region = screen.getByRole("region", { name: "Tabela de referência por país" });
    expect(region).toHaveAttribute("tabindex", "0");
    const rows = within(region).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveAttribute("aria-current", "true");
    expect(rows[1]).toHaveTextContent("Estados Unidos25%20%15%10%");
  });
});
