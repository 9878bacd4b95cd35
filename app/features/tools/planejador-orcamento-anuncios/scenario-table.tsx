import { useId, type ReactNode } from "react";
import { formatBRL, formatNumber } from "#app/lib/numbers";
import type { AdBudgetResult, BudgetScenario } from "./ad-budget";

export function formatCount(value: number): string {
  return formatNumber(value, 0);
}

/** "1 pedido", "1.200 pedidos". */
export function countOf(value: number, singular: string, plural: string): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}

interface Row {
  label: string;
  value: (scenario: BudgetScenario) => ReactNode;
  strong?: boolean;
}

/** The three conversion scenarios side by side; on phones the table scrolls inside a focusable region. */
export function ScenarioTable({ result }: { result: AdBudgetResult }) {
  const headingId = useId();
  const withImpressions = result.plan.impressions !== null;
  const rows: Row[] = [
    { label: "Taxa de conversão", value: (s) => `${formatNumber(s.conversionRatePercent, 0, 2)}%` },
    { label: "Pedidos", value: (s) => formatCount(s.orders) },
    { label: "Cliques", value: (s) => formatCount(s.clicks) },
    ...(withImpressions
      ? [{ label: "Impressões", value: (s: BudgetScenario) => formatCount(s.impressions ?? 0) }]
      : []),
    { label: "Orçamento mensal", value: (s) => formatBRL(s.budget), strong: true },
    { label: "Custo por pedido", value: (s) => formatBRL(s.costPerOrder) },
    { label: "ROAS esperado", value: (s) => formatNumber(s.expectedRoas, 2) },
  ];

  return (
    <section className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="font-heading text-lg font-semibold">
        Três cenários de conversão
      </h2>
      <p className="mt-1 text-sm text-muted-foreground sm:hidden">Deslize a tabela para ver todas as colunas.</p>
      <div
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-lg border focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
      >
        <table className="w-full min-w-[30rem] text-sm tabular-nums">
          <thead className="bg-muted text-muted-foreground">
            <tr>
              <th scope="col" className="sticky left-0 bg-muted px-3 py-2 text-left font-medium">
                <span className="sr-only">Indicador</span>
              </th>
              {result.scenarios.map((scenario) => (
                <th
                  key={scenario.id}
                  scope="col"
                  className={
                    scenario.id === "realista"
                      ? "px-3 py-2 text-right font-semibold text-foreground"
                      : "px-3 py-2 text-right font-medium"
                  }
                >
                  {scenario.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="sticky left-0 bg-card px-3 py-2 text-left font-medium">
                  {row.label}
                </th>
                {result.scenarios.map((scenario) => (
                  <td
                    key={scenario.id}
                    className={`px-3 py-2 text-right ${scenario.id === "realista" ? "bg-accent/40" : ""} ${row.strong ? "font-semibold" : ""}`}
                  >
                    {row.value(scenario)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
