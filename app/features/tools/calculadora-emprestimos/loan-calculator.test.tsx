import { PMT } from "@formulajs/formulajs";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { formatBRL } from "#app/lib/numbers";
import { LoanCalculator } from "./loan-calculator";

/** Text as the page shows it; toHaveTextContent collapses the non-breaking space after "R$". */
const brl = (value: number) => formatBRL(value).replace(/\s/g, " ");

/** The calculator on its own page at `url`, with the page's query string shown for the assertions. */
function renderAt(url = "/emprestimo") {
  const Stub = createRoutesStub([
    {
      path: "/emprestimo",
      Component: () => (
        <>
          <LoanCalculator />
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

async function fill(amount: string, rate: string, installments: string) {
  const user = userEvent.setup();
  const fields = [
    ["Valor do empréstimo (R$)", amount],
    ["Taxa de juros (% ao mês)", rate],
    ["Número de parcelas", installments],
  ] as const;
  for (const [name, value] of fields) {
    const input = screen.getByRole("textbox", { name });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByRole("button", { name: "Calcular" }));
  return user;
}

describe("LoanCalculator", () => {
  it("shows the Price installment, total cost and interest only after calculating", async () => {
    renderAt();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await fill("10.000,00", "1,99", "24");
    const installment = -Number(PMT(0.0199, 24, 10000));
    const result = screen.getByRole("status");
    expect(result).toHaveTextContent(`24× ${brl(installment)}`);
    expect(result).toHaveTextContent(brl(installment * 24));
    expect(result).toHaveTextContent(brl(installment * 24 - 10000));
    expect(screen.getByTestId("query")).toHaveTextContent("?valor=10.000%2C00&taxa=1%2C99&parcelas=24");
    expect(screen.getByRole("complementary", { name: "Consultoria gratuita" })).toBeInTheDocument();
  });

  it("renders a shared link's result and tables with the inputs filled in", async () => {
    renderAt("/emprestimo?valor=3.000&taxa=2&parcelas=6");
    const installment = -Number(PMT(0.02, 6, 3000));
    expect(screen.getByRole("status")).toHaveTextContent(`6× ${brl(installment)}`);
    expect(screen.getByRole("textbox", { name: "Valor do empréstimo (R$)" })).toHaveValue("3.000");
    const schedule = await screen.findByRole("region", { name: "Amortização pela Tabela Price, mês a mês" });
    expect(within(schedule).getAllByRole("row")).toHaveLength(8);
  });

  it("lists every month in a focusable, captioned table and compares with SAC", async () => {
    renderAt();
    await fill("1.200", "1", "12");
    const schedule = await screen.findByRole("region", { name: "Amortização pela Tabela Price, mês a mês" });
    expect(schedule).toHaveAttribute("tabindex", "0");
    // Header, 12 months and the totals.
    expect(within(schedule).getAllByRole("row")).toHaveLength(14);
    expect(within(schedule).getByRole("row", { name: /Total/ })).toHaveTextContent(
      brl(-Number(PMT(0.01, 12, 1200)) * 12),
    );
    const comparison = screen.getByRole("region", {
      name: "Comparação entre Tabela Price e SAC para o mesmo empréstimo",
    });
    expect(comparison).toHaveAttribute("tabindex", "0");
    // SAC by hand: 100 amortization + 1% of 1.200 first, 100 + 1% of 100 last, 78 of interest in all.
    expect(within(comparison).getByRole("row", { name: /Primeira parcela/ })).toHaveTextContent("R$ 112,00");
    expect(within(comparison).getByRole("row", { name: /Última parcela/ })).toHaveTextContent("R$ 101,00");
    expect(within(comparison).getByRole("row", { name: /Total de juros/ })).toHaveTextContent("R$ 78,00");
  });

  it("says where the installments stop instead of building a longer table", async () => {
    renderAt();
    await fill("1000", "1", "421");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "O número de parcelas vai até 420 (35 anos, o prazo mais longo de um financiamento imobiliário).",
    );
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.queryAllByRole("table")).toHaveLength(0);
    expect(screen.getByTestId("query")).toHaveTextContent("parcelas=421");
  });

  it("builds the longest table, 420 months", async () => {
    renderAt("/emprestimo?valor=1000&taxa=1&parcelas=420");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(await screen.findAllByRole("row", { name: /^420\b/ })).toHaveLength(2);
  });

  // Which inputs are invalid is readLoanFields' business (loan.test.ts); one is enough to see the form ignore it.
  it("does nothing with a rate that is not a number", async () => {
    renderAt();
    await fill("1000", "abc", "12");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getByTestId("query")).toBeEmptyDOMElement();
  });
});
