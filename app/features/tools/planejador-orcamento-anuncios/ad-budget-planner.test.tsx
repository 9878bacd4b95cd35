import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderTool, toolResult, toolQuery } from "#tests/render-tool";
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

  it("waits without a message while the conversion rate is blank", async () => {
    const user = renderTool(AdBudgetPlanner);
    await user.type(screen.getByRole("textbox", { name: "Meta de faturamento por mês (R$)" }), "50.000");
    await user.type(screen.getByRole("textbox", { name: "Ticket médio (R$)" }), "250");
    await user.type(screen.getByRole("textbox", { name: "Custo médio (R$)" }), "1,50");
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    expect(result()).toBeEmptyDOMElement();
    expect(screen.getByText(/Informe a meta, o ticket, a conversão e o custo do clique/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Taxa de conversão (%)" })).not.toHaveAttribute("aria-invalid");
  });

  it("marks a zero goal, a conversion rate of 0 and CPM without a CTR next to their fields", async () => {
    const user = renderTool(AdBudgetPlanner, "/t?meta=0&ticket=250&conversao=0&modelo=cpm&custo=20&ctr=");
    expect(screen.getByRole("textbox", { name: "Meta de faturamento por mês (R$)" })).toHaveAccessibleDescription(
      "A meta de faturamento precisa ser maior que zero.",
    );
    expect(screen.getByRole("textbox", { name: "Taxa de conversão (%)" })).toHaveAccessibleDescription(
      /^A taxa de conversão precisa ser maior que 0% e no máximo 100%\./,
    );
    expect(screen.getByRole("textbox", { name: "CTR (%)" })).toHaveAccessibleDescription(
      /^Informe o CTR: com CPM, é ele que transforma impressões em cliques\./,
    );
    expect(result()).toHaveTextContent("Corrija os 3 campos marcados no formulário para ver o resultado.");

    // Fixed and submitted again: the messages go, the plan comes.
    for (const [label, value] of [
      ["Meta de faturamento por mês (R$)", "30.000"],
      ["Taxa de conversão (%)", "1,5"],
      ["CTR (%)", "1"],
    ] as const) {
      const field = screen.getByRole("textbox", { name: label });
      await user.clear(field);
      await user.type(field, value);
    }
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    // 30.000 ÷ 250 = 120 orders; ÷ 1,5% = 8.000 clicks; ÷ 1% = 800.000 impressions; ÷ 1.000 × 20 = 16.000.
    expect(result()).toHaveTextContent("R$ 16.000,00");
    expect(screen.queryAllByRole("textbox").filter((field) => field.getAttribute("aria-invalid"))).toEqual([]);
  });

  it("says a plan with an expected ROAS under 1 loses money, and writes 1 pedido", () => {
    // 100 ÷ 100 = 1 order; ÷ 1% = 100 clicks × R$ 2 = R$ 200: ROAS 100 ÷ 200 = 0,5.
    renderTool(AdBudgetPlanner, "/t?meta=100&ticket=100&conversao=1&modelo=cpc&custo=2&ctr=");
    expect(result()).toHaveTextContent("para 1 pedido e 100 cliques");
    expect(result()).toHaveTextContent("ROAS esperado0,50");
    expect(result()).toHaveTextContent("Este plano dá prejuízo: com ROAS abaixo de 1");
    expect(result()).toHaveTextContent("volta como R$ 0,50 em vendas");
  });

  it("says nothing of a loss when the plan pays for its ads", () => {
    renderTool(AdBudgetPlanner, "/t?meta=50.000&ticket=250&conversao=2&modelo=cpc&custo=1,5&ctr=");
    expect(result()).not.toHaveTextContent("prejuízo");
  });
});
