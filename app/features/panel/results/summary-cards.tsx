import { formatBRL, formatNumber } from "~/lib/numbers";
import type { ResultsView } from "./results-view";
import { moneyOrNone, roasText } from "./spend-math";

/** The period at a glance, each number beside its change from the previous period. */
export function SummaryCards({ totals, previousName }: { totals: ResultsView["totals"]; previousName: string }) {
  const cards = [
    { label: "Leads que chegaram", value: formatNumber(totals.leads, 0), change: totals.leadsChange },
    { label: "Clientes ganhos", value: formatNumber(totals.clients, 0), change: totals.clientsChange },
    { label: "Valor ganho por mês", value: formatBRL(totals.valueCents / 100), change: totals.valueChange },
    {
      label: "Investimento em anúncios",
      value: totals.spendCents === 0 ? "—" : formatBRL(totals.spendCents / 100),
      change: totals.spendChange,
      extra: `Custo por lead ${moneyOrNone(totals.metrics.costPerLeadCents)} · ROAS ${roasText(totals.metrics.roas)}`,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="grid content-start gap-1 rounded-xl border bg-card p-4 shadow-xs">
          <dt className="text-xs font-medium text-muted-foreground">{card.label}</dt>
          <dd className="text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">{card.value}</dd>
          <dd className="text-xs text-muted-foreground">
            <span
              className={
                card.change.startsWith("+")
                  ? "font-semibold text-emerald-700 dark:text-emerald-400"
                  : card.change.startsWith("−")
                    ? "font-semibold text-rose-700 dark:text-rose-400"
                    : "font-semibold"
              }
            >
              {card.change}
            </span>{" "}
            vs. {previousName}
          </dd>
          {card.extra ? <dd className="text-xs text-muted-foreground">{card.extra}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
