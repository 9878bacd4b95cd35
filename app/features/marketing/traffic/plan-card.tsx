import { Icon } from "#app/components/ui/icon";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import type { Plan } from "#app/content/plans";
import { LeadFormLink } from "#app/features/layout/lead-form-link";
import { formatBRL } from "#app/lib/numbers";
import { cn } from "#app/lib/utils";

/** Whole reais ("R$ 2.500") read better on a price tag than cents. */
export function formatPlanPrice(value: number): string {
  return formatBRL(value).replace(/,00$/, "");
}

export function mediaLimitLabel(limit: number | null): string {
  return limit === null ? "Mídia ilimitada" : `Mídia de até ${formatPlanPrice(limit)}/mês`;
}

export function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plano-${plan.name.toLowerCase()}`;
  return (
    <article
      aria-labelledby={titleId}
      data-popular={plan.popular ? "true" : undefined}
      className={cn(
        "relative flex h-full flex-col rounded-2xl border bg-card p-6 sm:p-8",
        plan.popular ? "border-primary shadow-lg ring-2 ring-primary lg:-my-4 lg:py-12" : "shadow-sm",
      )}
    >
      {plan.popular && (
        <Badge variant="highlight" size="lg" className="absolute -top-3 left-1/2 -translate-x-1/2">
          <Icon name="sparkles" aria-hidden="true" />
          Mais popular
        </Badge>
      )}
      <h3 id={titleId} className="text-xl font-bold">
        {plan.name}
      </h3>
      <p className="mt-2 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-1">
        {/* A plain space after "R$": at 200 % text the amount wraps under the symbol instead of overflowing the card. */}
        <span className="font-heading text-4xl font-extrabold tracking-tight">
          {formatPlanPrice(plan.price).replace("\u00a0", " ")}
        </span>
        <span className="text-muted-foreground">{plan.period}</span>
      </p>
      <p className="mt-1 text-sm font-semibold text-primary">{mediaLimitLabel(plan.mediaLimit)}</p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Icon name="check" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button asChild size="lg" variant={plan.popular ? "highlight" : "outline"} className="mt-8 w-full">
        <LeadFormLink>
          {plan.cta}
          <Icon name="arrow-right" aria-hidden="true" />
        </LeadFormLink>
      </Button>
    </article>
  );
}
