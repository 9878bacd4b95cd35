import { formatBRL, formatNumber } from "#app/lib/numbers";
import { fromClientsText, peopleText } from "./people-text";
import type { ResultsView } from "./results-view";
import { moneyOrNone, roasText } from "./spend-math";

function changeClass(change: string): string {
  if (change.startsWith("+")) return "font-semibold text-emerald-700 dark:text-emerald-400";
  if (change.startsWith("−")) return "font-semibold text-rose-700 dark:text-rose-400";
  return "font-semibold";
}

/** "+25% vs. out/26"; with nothing before, no percentage but why. */
export function ChangeNote({ change, previousName }: { change: string; previousName: string }) {
  if (change === "—") return <>sem dados em {previousName}</>;
  return (
    <>
      <span className={changeClass(change)}>{change}</span> vs. {previousName}
    </>
  );
}

/**
 * The period at a glance, each number beside its change from the previous period. Without `spend` (an attendant
 * limited to their own leads, issue 37) the ad spend's card is left out: it is the owner's money, not their figure.
 */
export function SummaryCards({
  totals,
  previousName,
  isOwner,
  spend = true,
}: {
  totals: ResultsView["totals"];
  previousName: string;
  isOwner: boolean;
  spend?: boolean;
}) {
  const noSpend = totals.spendCents === 0;
  const cards = [
    {
      label: "Leads que chegaram",
      value: formatNumber(totals.leads, 0),
      change: totals.leadsChange,
      extra: [peopleText(totals.people), totals.fromClients > 0 ? fromClientsText(totals.fromClients) : null]
        .filter(Boolean)
        .join(" · "),
    },
    { label: "Clientes ganhos", value: formatNumber(totals.clients, 0), change: totals.clientsChange },
    { label: "Valor ganho por mês", value: formatBRL(totals.valueCents / 100), change: totals.valueChange },
    spend && {
      label: "Investimento em anúncios",
      value: noSpend ? "—" : formatBRL(totals.spendCents / 100),
      change: totals.spendChange,
      extra: noSpend
        ? null
        : `Custo por lead ${moneyOrNone(totals.metrics.costPerLeadCents)} · ROAS ${roasText(totals.metrics.roas)}`,
      empty: noSpend,
    },
  ].filter((card) => card !== false);
  return (
    <dl className={`grid grid-cols-2 gap-3 ${spend ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {cards.map((card) => (
        <div key={card.label} className="grid content-start gap-1 rounded-xl border bg-card p-4 shadow-xs">
          <dt className="text-xs font-medium text-muted-foreground">{card.label}</dt>
          <dd className="text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">{card.value}</dd>
          {"empty" in card && card.empty ? (
            <dd className="text-xs text-muted-foreground">
              Nada registrado.{" "}
              {isOwner ? (
                <a href="#investimento" className="font-medium text-primary underline-offset-4 hover:underline">
                  Registrar
                </a>
              ) : null}
            </dd>
          ) : (
            <dd className="text-xs text-muted-foreground">
              <ChangeNote change={card.change} previousName={previousName} />
            </dd>
          )}
          {card.extra ? <dd className="text-xs text-muted-foreground">{card.extra}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
