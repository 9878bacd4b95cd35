import { FV } from "@formulajs/formulajs";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { formatBRL } from "~/lib/numbers";
import { CompoundInterestCalculator } from "./compound-interest-calculator";

/** Text as the page shows it; toHaveTextContent collapses the non-breaking space after "R$". */
const brl = (value: number) => formatBRL(value).replace(/\s/g, " ");

/** The calculator on its own page at `url`, with the page's query string shown for the assertions. */
function renderAt(url = "/juros") {
  const Stub = createRoutesStub([
    {
      path: "/juros",
      Component: () => (
        <>
          <CompoundInterestCalculator />
          <QueryString />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

function QueryString() {
  return <p data-testid="query">{useLocation().search}</p>;
}

const query = () => new URLSearchParams(screen.getByTestId("query").textContent ?? "");

async function calculate(fields: Partial<Record<string, string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(fields)) {
    const input = screen.getByRole("textbox", { name: label });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByRole("button", { name: "Calcular" }));
}

describe("CompoundInterestCalculator", () => {
  it("shows the three totals, then the chart and the year table, and puts the inputs in the URL", async () => {
    renderAt();
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
    expect(table).toHaveAttribute("tabindex", "0");
    expect(within(table).getAllByRole("row")).toHaveLength(3);

    expect(Object.fromEntries(query())).toEqual({ inicial: "5.000", aporte: "150,50", taxa: "9,6", anos: "2" });
    expect(screen.getByRole("complementary", { name: "Consultoria gratuita" })).toBeInTheDocument();
  });

  it("renders the result of a shared link straight away, with the inputs filled in", () => {
    renderAt("/juros?inicial=1.000&aporte=200&taxa=12&anos=1");
    // 1% a month: 1.000 × 1,01¹² + 200 × (1,01¹² − 1) ÷ 0,01.
    const total = 1000 * 1.01 ** 12 + (200 * (1.01 ** 12 - 1)) / 0.01;
    expect(screen.getByRole("status")).toHaveTextContent(`Valor Total Acumulado${brl(total)}`);
    expect(screen.getByRole("textbox", { name: "Valor inicial (R$)" })).toHaveValue("1.000");
    expect(screen.getByRole("textbox", { name: "Período (anos)" })).toHaveValue("1");
  });

  it("ignores text that is not a number, keeping the URL and the result it shows", async () => {
    renderAt("/juros?inicial=&aporte=100&taxa=&anos=1");
    await calculate({ "Valor inicial (R$)": "cem" });
    expect(screen.getByRole("status")).toHaveTextContent(`Valor Total Acumulado${brl(1200)}`);
    expect(query().get("inicial")).toBe("");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says where the period stops instead of building a longer table", async () => {
    renderAt();
    await calculate({ "Valor inicial (R$)": "1000", "Período (anos)": "101" });
    expect(screen.getByRole("alert")).toHaveTextContent("O período vai até 100 anos.");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(query().get("anos")).toBe("101");
  });

  it("shows nothing for a shared link with text that is not a number", () => {
    renderAt("/juros?inicial=cem&anos=1");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.queryByRole("complementary", { name: "Consultoria gratuita" })).not.toBeInTheDocument();
  });
});
