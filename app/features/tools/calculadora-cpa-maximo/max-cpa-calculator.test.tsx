import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderTool, calculate, toolResult, toolQuery } from "#tests/render-tool";
import { MaxCpaCalculator } from "./max-cpa-calculator";

const result = toolResult;

describe("MaxCpaCalculator", () => {
  it("gives the first-purchase and lifetime ceilings with the CPC each allows", async () => {
    const user = renderTool(MaxCpaCalculator);
    await calculate(user, {
      "Ticket médio (R$)": "200",
      "Margem de contribuição (%)": "40",
      "Lucro que você quer manter por venda (R$)": "20",
      "Compras por cliente": "3",
      "Taxa de conversão do site (%)": "2",
    });
    // 200 × 40% = 80 per order; 80 − 20 = 60 (CPC 60 × 2% = 1,20); 80 × 3 − 20 = 220 (CPC 4,40).
    expect(result()).toHaveTextContent("CPA máximo na primeira compraR$ 60,00CPC máximo: R$ 1,20 por clique");
    expect(result()).toHaveTextContent(
      "CPA máximo contando 3 compras por clienteR$ 220,00CPC máximo: R$ 4,40 por clique",
    );
    expect(result()).toHaveTextContent("Margem por pedidoR$ 80,00");
    expect(result()).toHaveTextContent("Margem do cliente ao longo do tempoR$ 240,00");
    expect(result()).toHaveTextContent("ainda fica com R$ 20,00 de lucro por venda");
    expect(toolQuery()).toHaveTextContent("?ticket=200&margem=40&lucro=20&compras=3&conversao=2");
  });

  it("shows the break-even CPA with only ticket and margin, and asks for what is missing", async () => {
    const user = renderTool(MaxCpaCalculator);
    await calculate(user, { "Ticket médio (R$)": "150", "Margem de contribuição (%)": "30" });
    // 150 × 30% = 45.
    expect(result()).toHaveTextContent("CPA máximo na primeira compraR$ 45,00");
    expect(result()).toHaveTextContent("não perde dinheiro na primeira compra");
    expect(result()).toHaveTextContent("Informe a taxa de conversão para ver o CPC máximo.");
    expect(result()).not.toHaveTextContent("contando");
  });

  it("says when the margin does not cover the desired profit, while repeat purchases still leave room, from a shared link", async () => {
    renderTool(MaxCpaCalculator, "/t?ticket=100&margem=10&lucro=15&compras=2&conversao=1");
    // 100 × 10% = 10 − 15 < 0 on the first purchase; 10 × 2 − 15 = 5 over the lifetime, CPC 5 × 1% = 0,05.
    expect(result()).toHaveTextContent("A margem do primeiro pedido não cobre o lucro desejado");
    expect(result()).toHaveTextContent("CPA máximo contando 2 compras por clienteR$ 5,00CPC máximo: R$ 0,05");
    expect(screen.getByRole("textbox", { name: "Lucro que você quer manter por venda (R$)" })).toHaveValue("15");
  });

  it("marks a margin over 100% next to its field, with no result", async () => {
    const user = renderTool(MaxCpaCalculator);
    await calculate(user, { "Ticket médio (R$)": "150", "Margem de contribuição (%)": "120" });
    const margin = screen.getByRole("textbox", { name: "Margem de contribuição (%)" });
    expect(margin).toHaveAttribute("aria-invalid", "true");
    expect(margin).toHaveAccessibleDescription(/^A margem precisa ser de 0% a menos de 100%\./);
    expect(margin).toHaveFocus();
    expect(result()).toHaveTextContent("Corrija o campo marcado no formulário para ver o resultado.");
    expect(result()).not.toHaveTextContent("CPA máximo");
  });

  it("keeps a correct CPA when the optional conversion rate is invalid, and says why there is no CPC", () => {
    renderTool(MaxCpaCalculator, "/t?ticket=150&margem=30&lucro=&compras=&conversao=0");
    // 150 × 30% = 45.
    expect(result()).toHaveTextContent("CPA máximo na primeira compraR$ 45,00");
    expect(result()).not.toHaveTextContent("CPC máximo:");
    expect(result()).toHaveTextContent("O campo marcado no formulário ficou fora da conta.");
    expect(screen.getByRole("textbox", { name: "Taxa de conversão do site (%)" })).toHaveAccessibleDescription(
      /^A taxa de conversão precisa ser maior que 0% e no máximo 100%\./,
    );
  });

  it("marks zero purchases per customer", () => {
    renderTool(MaxCpaCalculator, "/t?ticket=150&margem=30&lucro=&compras=0&conversao=");
    expect(screen.getByRole("textbox", { name: "Compras por cliente" })).toHaveAccessibleDescription(
      /^Informe pelo menos 1 compra por cliente\./,
    );
    expect(result()).toHaveTextContent("CPA máximo na primeira compraR$ 45,00");
  });
});
