import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderTool, toolResult, toolQuery } from "../../../../tests/render-tool";
import { AdBudgetPlanner } from "./ad-budget-planner";

const result = toolResult;

function rowCells(table: HTMLElement, header: string): string[] {
  const row = within(table).getByRole("rowheader", { name: header }).closest("tr");
  if (!row) throw new Error(`no row ${header}`);
  return within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent ?? "");
}

describe("AdBudgetPlanner", () => {
  it("plans a CPC budget and compares three conversion scenarios", async () => {
    const user = renderTool(AdBudgetPlanner);
    expect(screen.getByRole("radio", { name: "CPC (custo por clique)" })).toBeChecked();
    await user.type(screen.getByRole("textbox", { name: "Meta de faturamento por mês (R$)" }), "50.000");
    await user.type(screen.getByRole("textbox", { name: "Ticket médio (R$)" }), "250");
    await user.type(screen.getByRole("textbox", { name: "Taxa de conversão (%)" }), "2");
    await user.type(screen.getByRole("textbox", { name: "Custo médio (R$)" }), "1,50");
    await user.click(screen.getByRole("button", { name: "Calcular" }));

    // 50.000 ÷ 250 = 200 orders; ÷ 2% = 10.000 clicks; × 1,50 = 15.000 (÷ 30,4 = 493,42 a day); ROAS 3,33; 75 per order.
    expect(result()).toHaveTextContent(
      "Orçamento mensal de anúncios (cenário realista)R$ 15.000,00Cerca de R$ 493,42 por dia para 200 pedidos e 10.000 cliques",
    );
    expect(result()).toHaveTextContent("ROAS esperado3,33");
    expect(result()).toHaveTextContent("Custo por pedidoR$ 75,00");
    expect(toolQuery()).toHaveTextContent("?meta=50.000&ticket=250&conversao=2&modelo=cpc&custo=1%2C50&ctr=");

    // Conversion × 0,75 / 1 / 1,25: 1,5% → 13.334 clicks → R$ 20.001; 2,5% → 8.000 clicks → R$ 12.000.
    const table = screen.getByRole("region", { name: "Três cenários de conversão" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Indicador", "Pessimista", "Realista", "Otimista"]);
    expect(rowCells(table, "Taxa de conversão")).toEqual(["1,5%", "2%", "2,5%"]);
    expect(rowCells(table, "Cliques")).toEqual(["13.334", "10.000", "8.000"]);
    expect(rowCells(table, "Orçamento mensal").map((text) => text.replace(/\s/g, " "))).toEqual([
      "R$ 20.001,00",
      "R$ 15.000,00",
      "R$ 12.000,00",
    ]);
    expect(within(table).queryByRole("rowheader", { name: "Impressões" })).not.toBeInTheDocument();
  });

  it("plans a CPM budget through the CTR, from a shared link", () => {
    renderTool(AdBudgetPlanner, "/t?meta=30.000&ticket=150&conversao=1,5&modelo=cpm&custo=20&ctr=1");
    expect(screen.getByRole("radio", { name: "CPM (custo por mil impressões)" })).toBeChecked();
    // 200 orders; ÷ 1,5% = 13.334 clicks; ÷ 1% = 1.333.400 impressions; ÷ 1.000 × 20 = 26.668.
    expect(result()).toHaveTextContent("Orçamento mensal de anúncios (cenário realista)R$ 26.668,00");
    const table = screen.getByRole("region", { name: "Três cenários de conversão" });
    expect(rowCells(table, "Impressões")[1]).toBe("1.333.400");
  });

  it("ignores a plan without a conversion rate", async () => {
    const user = renderTool(AdBudgetPlanner);
    await user.type(screen.getByRole("textbox", { name: "Meta de faturamento por mês (R$)" }), "50.000");
    await user.type(screen.getByRole("textbox", { name: "Ticket médio (R$)" }), "250");
    await user.type(screen.getByRole("textbox", { name: "Custo médio (R$)" }), "1,50");
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    expect(result()).toBeEmptyDOMElement();
    expect(toolQuery()).toBeEmptyDOMElement();
  });
});
