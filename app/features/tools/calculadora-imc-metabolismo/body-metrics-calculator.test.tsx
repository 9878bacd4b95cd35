import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { BodyMetricsCalculator } from "./body-metrics-calculator";


async function fill(user: ReturnType<typeof userEvent.setup>, weight: string, height: string, age: string) {
  await user.type(screen.getByRole("textbox", { name: "Peso (kg)" }), weight);
  if (height) await user.type(screen.getByRole("textbox", { name: "Altura (cm)" }), height);
  await user.type(screen.getByRole("textbox", { name: "Idade (anos)" }), age);
  await user.click(screen.getByRole("button", { name: "Calcular" }));
}

describe("BodyMetricsCalculator", () => {
  it("defaults to masculino and shows IMC, class and TMB with its note", async () => {
    const user = userEvent.setup();
    render(<BodyMetricsCalculator />);
    expect(screen.getByRole("radio", { name: "Masculino" })).toBeChecked();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    await fill(user, "70", "175", "30");
    const result = screen.getByRole("status");
    expect(result).toHaveTextContent("22,9");
    expect(result).toHaveTextContent("Peso normal");
    expect(result).toHaveTextContent("1.649 kcal/dia");
    expect(result).toHaveTextContent("Calorias que seu corpo precisa em repouso");
  });

  it("uses the feminino offset when chosen", async () => {
    const user = userEvent.setup();
    render(<BodyMetricsCalculator />);
    await user.click(screen.getByRole("radio", { name: "Feminino" }));
    await fill(user, "52,5", "168", "22");
    expect(screen.getByRole("status")).toHaveTextContent("1.304 kcal/dia");
  });

  it("does nothing while a field is not a number", async () => {
    const user = userEvent.setup();
    render(<BodyMetricsCalculator />);
    await fill(user, "70", "", "30");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
