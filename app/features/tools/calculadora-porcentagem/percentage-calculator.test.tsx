import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { PercentageCalculator } from "./percentage-calculator";

/** The calculator on its own page at `url`, with the page's query string shown for the assertions. */
function renderAt(url = "/porcentagem") {
  const Stub = createRoutesStub([
    {
      path: "/porcentagem",
      Component: () => (
        <>
          <PercentageCalculator />
          <QueryString />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return userEvent.setup();
}

function QueryString() {
  return <p data-testid="query">{useLocation().search}</p>;
}

describe("PercentageCalculator", () => {
  it("starts in 'Quanto é X% de Y?' and shows nothing before a calculation", () => {
    renderAt();
    expect(screen.getByRole("radio", { name: "Quanto é X% de Y?" })).toBeChecked();
    expect(screen.getByRole("group", { name: "Tipo de cálculo" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("answers the first question with 2 decimals and puts the question in the URL", async () => {
    const user = renderAt();
    await user.type(screen.getByRole("textbox", { name: "Porcentagem (X, em %)" }), "12,5");
    await user.type(screen.getByRole("textbox", { name: "Valor (Y)" }), "1.000");
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    expect(screen.getByRole("status")).toHaveTextContent("12,5% de 1.000 é 125,00");
    expect(screen.getByRole("status")).not.toHaveTextContent("125,00%");
    expect(screen.getByTestId("query")).toHaveTextContent("?modo=quanto-e&x=12%2C5&y=1.000");
  });

  it("relabels the inputs in the second mode, hides the other question's answer, adds % and ignores a zero total", async () => {
    const user = renderAt("/porcentagem?modo=quanto-e&x=10&y=50");
    expect(screen.getByRole("status")).toHaveTextContent("5,00");
    await user.click(screen.getByRole("radio", { name: "X é qual porcentagem de Y?" }));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    const part = screen.getByRole("textbox", { name: "Parte (X)" });
    const total = screen.getByRole("textbox", { name: "Total (Y)" });
    await user.clear(part);
    await user.type(part, "1");
    await user.clear(total);
    await user.type(total, "3");
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    expect(screen.getByRole("status")).toHaveTextContent("1 é 33,33% de 3");

    await user.clear(total);
    await user.type(total, "0");
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    expect(screen.getByRole("status")).toHaveTextContent("33,33%");
    expect(screen.getByTestId("query")).toHaveTextContent("?modo=qual-porcentagem&x=1&y=3");
  });

  it("opens a shared link in its mode, with its labels and result", () => {
    renderAt("/porcentagem?modo=qual-porcentagem&x=30&y=200");
    expect(screen.getByRole("radio", { name: "X é qual porcentagem de Y?" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: "Parte (X)" })).toHaveValue("30");
    expect(screen.getByRole("status")).toHaveTextContent("30 é 15,00% de 200");
  });

  it("ignores values that are not numbers", async () => {
    const user = renderAt();
    await user.type(screen.getByRole("textbox", { name: "Porcentagem (X, em %)" }), "dez");
    await user.type(screen.getByRole("textbox", { name: "Valor (Y)" }), "50");
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getByTestId("query")).toBeEmptyDOMElement();
  });

  it("wraps at most one form control in each label", () => {
    renderAt();
    for (const label of document.querySelectorAll("label")) {
      expect(label.querySelectorAll("input, select, textarea, button").length).toBeLessThanOrEqual(1);
    }
  });
});
