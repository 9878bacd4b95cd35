import { Icon } from "#app/components/ui/icon";
import { Badge } from "#app/components/ui/badge";
import { RadioTabs } from "#app/components/ui/radio-tabs";
import { roiDefinition } from "#app/content/figures";
import type { PortfolioCase } from "#app/content/portfolio";

const resultLabels: { key: keyof PortfolioCase["results"]; label: string }[] = [
  { key: "revenue", label: "Vendas" },
  { key: "roi", label: "ROI" },
  { key: "leads", label: "Conversões" },
  { key: "period", label: "Período" },
];

/** The cases as tabs that need no script (arrow keys move between them); the first case is shown by default. */
export function CaseTabs({ cases }: { cases: PortfolioCase[] }) {
  return (
    <RadioTabs
      name="case"
      legend="Escolha um case"
      className="mt-10 items-center gap-8"
      listClassName="flex w-full flex-wrap items-center justify-center gap-1 sm:inline-flex sm:w-fit"
      tabClassName="min-h-11 flex-1 gap-1.5 px-4 py-1.5 whitespace-nowrap"
      tabs={cases.map((item) => ({ value: item.id, label: item.tab, panel: <CasePanel item={item} /> }))}
    />
  );
}

function CasePanel({ item }: { item: PortfolioCase }) {
  return (
    <article className="grid gap-8 rounded-2xl border bg-card p-5 shadow-sm sm:p-8 lg:grid-cols-2 lg:gap-12">
      <div>
        <img
          src={item.image}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-xl"
        />
        <dl className="mt-6 grid grid-cols-2 gap-3">
          {resultLabels.map(({ key, label }) => (
            <div key={key} className="flex flex-col-reverse rounded-lg bg-muted/60 p-3 sm:p-4">
              <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
              <dd className="font-heading text-lg font-extrabold text-primary sm:text-xl">{item.results[key]}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">{roiDefinition}</p>
      </div>
      <div>
        <Badge variant="secondary">{item.category}</Badge>
        <h3 className="mt-3 text-2xl font-bold tracking-tight">{item.title}</h3>
        <p className="mt-2 text-muted-foreground">{item.description}</p>
        <h4 className="mt-6 flex items-center gap-2 font-semibold">
          <Icon name="mountain" aria-hidden="true" className="size-4 text-primary" />O desafio
        </h4>
        <p className="mt-1 leading-relaxed text-muted-foreground">{item.challenge}</p>
        <h4 className="mt-5 flex items-center gap-2 font-semibold">
          <Icon name="lightbulb" aria-hidden="true" className="size-4 text-primary" />A solução
        </h4>
        <p className="mt-1 leading-relaxed text-muted-foreground">{item.solution}</p>
        <h4 className="mt-6 font-semibold">Métricas-chave</h4>
        <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3">
          {item.metrics.map((metric) => (
            <div key={metric.label} className="border-l-2 border-highlight pl-3">
              <dt className="text-sm text-muted-foreground">{metric.label}</dt>
              <dd className="font-heading text-lg font-bold">{metric.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-6 flex flex-wrap gap-2" aria-label="Canais e técnicas">
          {item.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
