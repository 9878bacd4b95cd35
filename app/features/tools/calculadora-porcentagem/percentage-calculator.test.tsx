import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PercentageCalculator } from "./percentage-calculator";


describe("PercentageCalculator", () => {
  it("starts in 'Quanto é X% de Y?' and shows nothing before a calculation", () => {
    render(<PercentageCalculator />);
    expect(screen.getByRole("radio", { name: "Quanto é X% de Y?" })).toBeChecked();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("answers the first question with 2 decimals", async () => {
    const user = userEvent.setup();
    render(<PercentageCalculator />);
    await user.type(screen.getByRole("textbox", { name: "Porcentagem (X, em %)" }), "12,5");
    await user.type(screen.getByRole("textbox", { name: "Valor (Y)" }), "1.000");
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    expect(screen.getByRole("status")).toHaveTextContent("125,00");
    expect(screen.getByRole("status")).not.toHaveTextContent("125,00%");
  });

  it("relabels the inputs in the second mode, adds % and ignores a zero total", async () => {
    const user = userEvent.setup();
    render(<PercentageCalculator />);
    await user.click(screen.getByRole("radio", { name: "X é qual porcentagem de Y?" }));
    const part = screen.getByRole("textbox", { name: "Parte (X)" });
    const total = screen.getByRole("textbox", { name: "Total (Y)" });
    await user.type(part, "1");
    await user.type(total, "3");
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    expect(screen.getByRole("status")).toHaveTextContent("33,33%");

    await user.clear(total);
    await user.type(total, "0");
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    expect(screen.getByRole("status")).toHaveTextContent("33,33%");
  });

  it("ignores values that are not numbers", async () => {
    const user = userEvent.setup();
    render(<PercentageCalculator />);
    await user.type(screen.getByRole("textbox", { name: "Porcentagem (X, em %)" }), "dez");
    await user.type(screen.getByRole("textbox", { name: "Valor (Y)" }), "50");
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
