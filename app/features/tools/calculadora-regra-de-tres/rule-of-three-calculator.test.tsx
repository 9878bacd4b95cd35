import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { RuleOfThreeCalculator } from "./rule-of-three-calculator";

/** The calculator on its own page at `url`, with the page's query string shown for the assertions. */
function renderAt(url = "/regra") {
  const Stub = createRoutesStub([
    {
      path: "/regra",
      Component: () => (
        <>
          <RuleOfThreeCalculator />
          <QueryString />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

function QueryString() {
  return <p data-testid="query">{useLocation().search}</p>;
}

async function fill(values: { a: string; b: string; c: string }) {
  const user = userEvent.setup();
  for (const [label, value] of [
    ["Valor A", values.a],
    ["Valor B", values.b],
    ["Valor C", values.c],
  ] as const) {
    const input = screen.getByRole("textbox", { name: label });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByRole("button", { name: "Calcular" }));
}

describe("RuleOfThreeCalculator", () => {
  it("shows ? and the sentence with letters before any calculation", () => {
    renderAt();
    const result = screen.getByRole("status");
    expect(result).toHaveTextContent("?");
    expect(result).toHaveTextContent("Se A está para B, então C está para X");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("complementary", { name: "Consultoria gratuita" })).not.toBeInTheDocument();
  });

  it("solves a proportion typed the Brazilian way, fills the sentence and puts the inputs in the URL", async () => {
    renderAt();
    await fill({ a: "2,5", b: "1.000", c: "4" });
    const result = screen.getByRole("status");
    expect(result).toHaveTextContent("1.600,00");
    expect(result).toHaveTextContent("Se 2,5 está para 1.000, então 4 está para 1.600,00");
    expect(screen.getByTestId("query")).toHaveTextContent("?a=2%2C5&b=1.000&c=4");
    expect(screen.getByRole("complementary", { name: "Consultoria gratuita" })).toBeInTheDocument();
  });

  it("renders a shared link's result with its inputs filled in", () => {
    renderAt("/regra?a=4&b=10&c=6");
    expect(screen.getByRole("status")).toHaveTextContent("Se 4 está para 10, então 6 está para 15,00");
    expect(screen.getByRole("textbox", { name: "Valor B" })).toHaveValue("10");
  });

  it("asks for valid numbers in an inline alert, then clears it after a good calculation", async () => {
    renderAt();
    await fill({ a: "2", b: "", c: "5" });
    expect(screen.getByRole("alert")).toHaveTextContent("Por favor, preencha todos os campos com números válidos.");
    expect(screen.getByRole("status")).toHaveTextContent("?");
    await fill({ a: "2", b: "10", c: "5" });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("25,00");
  });

  it("refuses a zero first value and forgets the previous result", async () => {
    renderAt("/regra?a=2&b=10&c=5");
    expect(screen.getByRole("status")).toHaveTextContent("25,00");
    await fill({ a: "0", b: "10", c: "5" });
    expect(screen.getByRole("alert")).toHaveTextContent("O primeiro valor não pode ser zero (divisão por zero).");
    expect(screen.getByRole("status")).not.toHaveTextContent("25,00");
  });
});
