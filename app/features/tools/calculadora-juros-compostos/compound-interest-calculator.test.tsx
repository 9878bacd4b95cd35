import { FV } from "@formulajs/formulajs";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { IndexYear } from "#app/features/tools/market-data";
import { formatBRL } from "#app/lib/numbers";
import { CompoundInterestCalculator } from "./compound-interest-calculator";

/** Text as the page shows it; toHaveTextContent collapses the non-breaking space after "R$". */
const brl = (value: number) => formatBRL(value).replace(/\s/g, " ");

/** The calculator on its own page at `url`, with the page's query string shown for the assertions. */
function renderAt(url = "/juros", indices: IndexYear | null = null) {
  const Stub = createRoutesStub([
    {
      path: "/juros",
      Component: () => (
        <>
          <CompoundInterestCalculator indices={indices} />
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

/** November 2025 to October 2026 at 0,67 % (poupança), 1 % (CDI), 1,1 % (Selic) and 0,4 % (IPCA) a month. */
const year: IndexYear = {
  months: Array.from({ length: 12 }, (_, i) => ({
    month: i < 2 ? `2025-${11 + i}` : `2026-${String(i - 1).padStart(2, "0")}`,
    poupanca: 0.67,
    cdi: 1,
    selic: 1.1,
    ipca: 0.4,
  })),
};

describe("CompoundInterestCalculator beside poupança, CDI and Selic", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("compares a shared result with the last twelve months the page came with", async () => {
    renderAt("/juros?inicial=1000&aporte=100&taxa=12&anos=2", year);
    const table = await screen.findByRole("region", { name: "E nos últimos 12 meses?" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "Sua simulação (12% ao ano)",
      "Poupança",
      "100% do CDI",
      "Taxa Selic",
    ]);
    // 1% a month on 1.000 and 100 a month: the calculator's own first year.
    expect(rows[0]).toHaveTextContent(brl(Number(FV(0.01, 12, -100, -1000))));
    // 1,01¹² − 1 = 12,68%, and (1,01 ÷ 1,004)¹² − 1 = 7,41% above the IPCA.
    expect(rows[2]).toHaveTextContent("+12,68%");
    expect(rows[2]).toHaveTextContent("+7,41%");
    const section = screen.getByRole("heading", { name: "E nos últimos 12 meses?" }).closest("section")!;
    expect(section).toHaveTextContent("de nov/2025 a out/2026");
    expect(section).toHaveTextContent("Inflação (IPCA) no período: +4,91%");
    expect(section).toHaveTextContent("Fonte: Banco Central do Brasil, séries do SGS");
  });

  it("shows nothing when the server has no indices", async () => {
    const fetch = vi.fn(async () => Response.json({ quotes: null, indices: null }));
    vi.stubGlobal("fetch", fetch);
    renderAt("/juros?inicial=1000&aporte=100&taxa=12&anos=2");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/indicadores"));
    expect(screen.getByRole("region", { name: "Evolução ano a ano" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "E nos últimos 12 meses?" })).toBeNull();
  });

  it("asks the server for the indices when the page came without them", async () => {
    const fetch = vi.fn(async () => Response.json({ quotes: null, indices: year }));
    vi.stubGlobal("fetch", fetch);
    renderAt("/juros?inicial=1000&aporte=100&taxa=12&anos=2");
    expect(await screen.findByRole("region", { name: "E nos últimos 12 meses?" })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/indicadores");
  });
});
