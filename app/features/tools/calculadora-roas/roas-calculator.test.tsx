import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderTool, calculate, toolResult, toolQuery } from "../../../../tests/render-tool";
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

  it("explains a zero investment instead of dividing by zero", async () => {
    const user = renderTool(RoasCalculator);
    await calculate(user, { "Receita gerada pelos anúncios (R$)": "1.000", "Investimento em anúncios (R$)": "0" });
    expect(result()).toHaveTextContent("O investimento em anúncios precisa ser maior que zero.");
  });

  it("ignores invalid input and keeps the previous result and URL", async () => {
    const user = renderTool(RoasCalculator, "/t?receita=8.000&investimento=2.000&margem=25");
    expect(result()).toHaveTextContent("ROAS da campanha4,00");
    expect(result()).toHaveTextContent("No ponto de equilíbrio");
    const margin = screen.getByRole("textbox", { name: "Margem de contribuição (%)" });
    await user.clear(margin);
    await user.type(margin, "150");
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    expect(toolQuery()).toHaveTextContent("?receita=8.000&investimento=2.000&margem=25");
    expect(result()).toHaveTextContent("ROAS da campanha4,00");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
