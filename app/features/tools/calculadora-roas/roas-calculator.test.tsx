import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderTool, calculate, toolResult, toolQuery } from "#tests/render-tool";
import { RoasCalculator } from "./roas-calculator";

const result = toolResult;

describe("RoasCalculator", () => {
  it("shows ROAS, break-even, profit and the revenue to break even of a winning campaign", async () => {
    const user = renderTool(RoasCalculator);
    expect(result()).toBeEmptyDOMElement();
    await calculate(user, {
      "Receita gerada pelos anúncios (R$)": "10.000",
      "Investimento em anúncios (R$)": "2.500",
      "Margem de contribuição (%)": "40",
    });
    // 10.000 ÷ 2.500 = 4 (400%); break-even 1 ÷ 0,40 = 2,5; profit 10.000 × 0,4 − 2.500 = 1.500; 2.500 ÷ 0,4 = 6.250.
    expect(result()).toHaveTextContent("ROAS da campanha4,00(400%)");
    expect(result()).toHaveTextContent("ROAS de equilíbrio2,50");
    expect(result()).toHaveTextContent("Lucro da campanhaR$ 1.500,00");
    expect(result()).toHaveTextContent("Receita para empatarR$ 6.250,00");
    expect(result()).toHaveTextContent("a campanha deixa lucro");
    expect(toolQuery()).toHaveTextContent("?receita=10.000&investimento=2.500&margem=40");
    expect(screen.getByRole("complementary", { name: "Consultoria gratuita" })).toHaveTextContent("Hora de escalar?");
  });

  it("reports the loss of a campaign under break-even and offers a free review", async () => {
    const user = renderTool(RoasCalculator);
    await calculate(user, {
      "Receita gerada pelos anúncios (R$)": "5.000",
      "Investimento em anúncios (R$)": "2.000",
      "Margem de contribuição (%)": "30",
    });
    // 5.000 ÷ 2.000 = 2,5; break-even 1 ÷ 0,3 = 3,33; 1.500 − 2.000 = −500.
    expect(result()).toHaveTextContent("ROAS da campanha2,50(250%)");
    expect(result()).toHaveTextContent("ROAS de equilíbrio3,33");
    expect(result()).toHaveTextContent("Prejuízo da campanha-R$ 500,00");
    expect(result()).toHaveTextContent("precisa trazer R$ 3,33 em vendas");
    expect(screen.getByRole("complementary", { name: "Consultoria gratuita" })).toHaveTextContent(
      "A gente revisa suas campanhas de graça.",
    );
  });

  it("shows the ROAS alone without a margin", async () => {
    const user = renderTool(RoasCalculator);
    await calculate(user, { "Receita gerada pelos anúncios (R$)": "3.000", "Investimento em anúncios (R$)": "1.200" });
    expect(result()).toHaveTextContent("ROAS da campanha2,50(250%)");
    expect(result()).toHaveTextContent("Informe a margem de contribuição");
    expect(result()).not.toHaveTextContent("ROAS de equilíbrio");
  });

  it("marks a zero investment next to its field and moves focus there", async () => {
    const user = renderTool(RoasCalculator);
    await calculate(user, { "Receita gerada pelos anúncios (R$)": "1.000", "Investimento em anúncios (R$)": "0" });
    const spend = screen.getByRole("textbox", { name: "Investimento em anúncios (R$)" });
    expect(spend).toHaveAttribute("aria-invalid", "true");
    expect(spend).toHaveAccessibleDescription("O investimento em anúncios precisa ser maior que zero.");
    expect(spend).toHaveFocus();
    expect(result()).toHaveTextContent("Corrija o campo marcado no formulário para ver o resultado.");
    expect(toolQuery()).toHaveTextContent("?receita=1.000&investimento=0&margem=");
  });

  it("explains text and a margin out of range from a shared link, and keeps the ROAS that is valid", () => {
    renderTool(RoasCalculator, "/t?receita=8.000&investimento=2.000&margem=150");
    expect(result()).toHaveTextContent("ROAS da campanha4,00");
    expect(result()).toHaveTextContent("O campo marcado no formulário ficou fora da conta.");
    expect(screen.getByRole("textbox", { name: "Margem de contribuição (%)" })).toHaveAccessibleDescription(
      /A margem precisa ser de 0% a menos de 100%\./,
    );
    expect(screen.getByRole("textbox", { name: "Receita gerada pelos anúncios (R$)" })).not.toHaveAttribute(
      "aria-invalid",
    );
  });

  it("says a campaign exactly at break-even made R$ 0,00, without a minus sign", () => {
    // 2.333,33 × 30% − 699,999 is −1,1e−13 in floating point.
    renderTool(RoasCalculator, "/t?receita=2.333,33&investimento=699,999&margem=30");
    expect(result()).toHaveTextContent("Lucro da campanhaR$ 0,00");
    expect(result()).not.toHaveTextContent("-R$");
    expect(result()).toHaveTextContent("No ponto de equilíbrio");
  });
});
