import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TipCalculator } from "./tip-calculator";

function setup() {
  const user = userEvent.setup({ delay: null });
  render(<TipCalculator />);
  return {
    user,
    bill: screen.getByLabelText("Valor da conta (R$)"),
    result: screen.getByRole("status", { name: "Resultado da gorjeta" }),
  };
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

  it("computes tip and total from a bill typed the Brazilian way", async () => {
    const { user, bill, result } = setup();
    await user.type(bill, "1.000,50");
    expect(within(result).getByText("Gorjeta (10%)").nextSibling).toHaveTextContent("R$ 100,05");
    expect(within(result).getByText("Total a pagar").nextSibling).toHaveTextContent("R$ 1.100,55");
    expect(within(result).queryByText(/Por pessoa/)).not.toBeInTheDocument();
  });

  it("follows the service quality", async () => {
    const { user, bill, result } = setup();
    await user.type(bill, "80");
    await user.click(screen.getByRole("radio", { name: /Excelente/ }));
    expect(within(result).getByText("Gorjeta (15%)").nextSibling).toHaveTextContent("R$ 12,00");
    expect(within(result).getByText("Total a pagar").nextSibling).toHaveTextContent("R$ 92,00");
  });

  it("ignores a bill that is not a number and keeps the last result", async () => {
    const { user, bill, result } = setup();
    await user.type(bill, "50");
    await user.type(bill, "x");
    expect(bill).toHaveValue("50x");
    expect(within(result).getByText("Total a pagar").nextSibling).toHaveTextContent("R$ 55,00");
  });

  it("splits the total between people", async () => {
    const { user, bill, result } = setup();
    await user.type(bill, "300");
    const people = screen.getByLabelText("Dividir entre");
    await user.clear(people);
    await user.type(people, "4");
    expect(within(result).getByText("Por pessoa (4 pessoas)").nextSibling).toHaveTextContent("R$ 82,50");
    await user.click(screen.getByRole("button", { name: "Uma pessoa a menos" }));
    expect(within(result).getByText("Por pessoa (3 pessoas)").nextSibling).toHaveTextContent("R$ 110,00");
  });

  it("marks the chosen country in the reference table of all six countries", () => {
    setup();
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveAttribute("aria-current", "true");
    expect(rows[1]).toHaveTextContent("Estados Unidos25%20%15%10%");
  });
});
