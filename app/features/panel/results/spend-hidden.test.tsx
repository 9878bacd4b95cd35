import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ResultsReport } from "./results-report";
import { ChannelTable } from "./channel-table";
import type { MonthPeriod } from "./months";
import { resultsView } from "./results-view";
import { SummaryCards } from "./summary-cards";

/**
 * The results page for an attendant limited to their own leads (issue 37): their leads' figures, and no card,
 * column or number of the owner's ad spend. The owner's page keeps them.
 */

const period: MonthPeriod = { preset: "este-mes", first: 2026 * 12 + 10, last: 2026 * 12 + 10 };
const report: ResultsReport = {
  arrived: [
    {
      channel: "pago",
      source: "google",
      campaign: "black-friday",
      leads: 4,
      people: 4,
      fromClients: 0,
      contacted: 2,
      proposals: 1,
      won: 1,
    },
  ],
  people: 4,
  won: [{ channel: "pago", source: "google", campaign: "black-friday", clients: 1, valueCents: 250_000 }],
  spend: [{ month: "2026-11", source: "google", campaign: "black-friday", amountCents: 100_000 }],
  daily: [],
  previous: { leads: 0, clients: 0, valueCents: 0, spendCents: 0, byChannel: {} },
};

function renderPage(spend: boolean) {
  const view = resultsView(report, period);
  const Page = () => (
    <>
      <SummaryCards totals={view.totals} previousName="out/26" isOwner={false} spend={spend} />
      <ChannelTable group={view.channels[0]!} period={period} spend={spend} />
    </>
  );
  const Stub = createRoutesStub([{ path: "/painel/resultados", Component: Page }]);
  render(<Stub initialEntries={["/painel/resultados"]} />);
}

describe("the results page's spend", () => {
  it("is left out for an attendant limited to theirs: no investment card, no cost or ROAS column", () => {
    renderPage(false);
    expect(screen.queryByText("Investimento em anúncios")).toBeNull();
    const table = screen.getByRole("table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Origem · campanha", "Leads que chegaram", "Clientes ganhos", "Valor ganho/mês"]);
    expect(table.textContent).not.toContain("R$ 1.000");
  });

  it("is shown to those who see every lead, with its cost per lead and ROAS", () => {
    renderPage(true);
    expect(screen.getByText("Investimento em anúncios")).toBeTruthy();
    const headers = within(screen.getByRole("table"))
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toContain("ROAS (1º mês)");
    expect(headers).toContain("Custo por lead");
  });
});
