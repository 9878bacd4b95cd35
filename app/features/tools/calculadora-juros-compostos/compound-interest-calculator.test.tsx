import { FV } from "@formulajs/formulajs";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { formatBRL } from "~/lib/numbers";
import { CompoundInterestCalculator } from "./compound-interest-calculator";

/** Text as the page shows it; toHaveTextContent collapses the non-breaking space after "R$". */
const brl = (value: number) => formatBRL(value).replace(/\s/g, " ");

async function calculate(fields: Partial<Record<string, string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(fields)) {
    if (value) await user.type(screen.getByRole("textbox", { name: label }), value);
  }
  await user.click(screen.getByRole("button", { name: "Calcular" }));
}

describe("CompoundInterestCalculator", () => {
  it("shows the three totals, then the chart and the year table", async () => {
    render(<CompoundInterestCalculator />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await calculate({
      "Valor inicial (R$)": "5.000",
      "Aporte mensal (R$)": "150,50",
      "Taxa de juros (% ao ano)": "9,6",
      "Período (anos)": "2",
    });

    const total = Number(FV(0.096 / 12, 24, -150.5, -5000, 0));
    const invested = 5000 + 150.5 * 24;
    const result = screen.getByRole("status");
    expect(result).toHaveTextContent(`Valor Total Acumulado${brl(total)}`);
    expect(result).toHaveTextContent(`Total Investido${brl(invested)}`);
    expect(result).toHaveTextContent(`Total em Juros${brl(total - invested)}`);

    expect(await screen.findByRole("img", { name: /total investido chega a/ })).toBeInTheDocument();
    const table = screen.getByRole("region", { name: "Evolução ano a ano" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
  });

  it("counts blank fields as zero", async () => {
    render(<CompoundInterestCalculator />);
    await calculate({ "Aporte mensal (R$)": "100", "Período (anos)": "1" });
    expect(screen.getByRole("status")).toHaveTextContent(`Valor Total Acumulado${brl(1200)}`);
    expect(screen.getByRole("status")).toHaveTextContent(`Total em Juros${brl(0)}`);
  });

  it("ignores text that is not a number", async () => {
    render(<CompoundInterestCalculator />);
    await calculate({ "Valor inicial (R$)": "cem", "Período (anos)": "1" });
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
