import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderTool, fillFields, toolResult, toolQuery } from "#tests/render-tool";
import { MarkupCalculator } from "./markup-calculator";

const result = toolResult;
const marketplace = {
  "Comissão do marketplace (%)": "16",
  "Taxa do cartão ou gateway (%)": "4",
  "Impostos (%)": "10",
};

describe("MarkupCalculator", () => {
  it("prices a marketplace product for the desired margin and shows where the price goes", async () => {
    const user = renderTool(MarkupCalculator);
    expect(screen.getByRole("radio", { name: "Descobrir o preço de venda" })).toBeChecked();
    await fillFields(user, { "Custo do produto (R$)": "50", "Margem líquida desejada (%)": "20", ...marketplace });
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    // 20 + 16 + 4 + 10 = 50% → 50 ÷ 0,5 = 100; commission 16, fee 4, taxes 10, profit 20; markup 2 (100%).
    expect(result()).toHaveTextContent("Preço de vendaR$ 100,00");
    expect(result()).toHaveTextContent("Markup2,00× (100%)");
    expect(result()).toHaveTextContent("Lucro por unidadeR$ 20,00");
    const table = screen.getByRole("table", { name: "Para onde vai o preço de venda" });
    expect(table).toHaveTextContent("Comissão do marketplaceR$ 16,00");
    expect(table).toHaveTextContent("Taxa do cartão ou gatewayR$ 4,00");
    expect(table).toHaveTextContent("ImpostosR$ 10,00");
    expect(table).toHaveTextContent("Lucro (20% do preço)R$ 20,00");
    expect(toolQuery()).toHaveTextContent("?modo=preco&custo=50&margem=20&preco=&comissao=16&taxa=4&impostos=10");
  });

  it("finds the margin of a price and warns about a loss", async () => {
    const user = renderTool(MarkupCalculator);
    await user.click(screen.getByRole("radio", { name: "Descobrir a margem de um preço" }));
    await fillFields(user, { "Custo do produto (R$)": "80", "Preço de venda (R$)": "100", ...marketplace });
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    // 100 − 80 − 30 = −10: margin −10%, markup 1,25 (25%).
    expect(result()).toHaveTextContent("Margem líquida-10%");
    expect(result()).toHaveTextContent("Markup1,25× (25%)");
    expect(result()).toHaveTextContent("cada venda dá prejuízo de R$ 10,00");
  });

  it("explains a sum of percentages of 100% or more instead of dividing by zero", () => {
    renderTool(MarkupCalculator, "/t?modo=preco&custo=50&margem=70&comissao=16&taxa=4&impostos=10");
    expect(result()).toHaveTextContent("A soma de margem, comissão, taxas e impostos precisa ser menor que 100%.");
  });

  it("marks a zero cost next to its field", async () => {
    const user = renderTool(MarkupCalculator);
    await fillFields(user, { "Custo do produto (R$)": "0", "Margem líquida desejada (%)": "20" });
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    const cost = screen.getByRole("textbox", { name: "Custo do produto (R$)" });
    expect(cost).toHaveAccessibleDescription(/^O custo do produto precisa ser maior que zero\./);
    expect(cost).toHaveFocus();
    expect(result()).toHaveTextContent("Corrija o campo marcado no formulário para ver o resultado.");
    expect(toolQuery()).toHaveTextContent("?modo=preco&custo=0&margem=20");
  });

  it("marks a desired margin of 100% or more, and a negative one", () => {
    renderTool(MarkupCalculator, "/t?modo=preco&custo=50&margem=100&preco=&comissao=-2&taxa=&impostos=");
    expect(screen.getByRole("textbox", { name: "Margem líquida desejada (%)" })).toHaveAccessibleDescription(
      /^A margem precisa ser de 0% a menos de 100%\./,
    );
    expect(screen.getByRole("textbox", { name: "Comissão do marketplace (%)" })).toHaveAccessibleDescription(
      "Use uma porcentagem de 0% a 100%.",
    );
    expect(result()).toHaveTextContent("Corrija os 2 campos marcados no formulário para ver o resultado.");
  });

  it("writes break-even as R$ 0,00 and 0%, and rows that add up to the profit", () => {
    // 29,90 − 23,92 − 20% taxes = 0 (−3,6e−15 in floating point).
    renderTool(MarkupCalculator, "/t?modo=margem&custo=23,92&margem=&preco=29,90&comissao=&taxa=&impostos=20");
    expect(result()).toHaveTextContent("Margem líquida0%");
    expect(result()).toHaveTextContent("Lucro por unidadeR$ 0,00");
    expect(result()).not.toHaveTextContent("-");
  });

  it("rounds the breakdown rows so they add up to the profit shown", () => {
    // 100 − 33,33 − 16,665 − 16,665 = 33,34; rounded one by one the rows would leave 33,33.
    renderTool(MarkupCalculator, "/t?modo=margem&custo=33,33&margem=&preco=100&comissao=16,665&taxa=&impostos=16,665");
    const table = screen.getByRole("table", { name: "Para onde vai o preço de venda" });
    expect(table).toHaveTextContent("Comissão do marketplaceR$ 16,67");
    expect(table).toHaveTextContent("ImpostosR$ 16,66");
    expect(table).toHaveTextContent("Lucro (33,34% do preço)R$ 33,34");
  });
});
