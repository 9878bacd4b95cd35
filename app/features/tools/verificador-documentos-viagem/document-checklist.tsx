import { Icon, type IconName } from "#app/components/ui/icon";
import { formatDatePtBR } from "#app/features/tools/planejador-roteiro-viagem/calendar-date";
import type { DocumentItem } from "./check-documents";
import { ITEM_KIND_LABELS, type ItemKind } from "./destinations";

const KIND_STYLES: Record<ItemKind, { icon: IconName; badge: string; iconColour: string }> = {
  obrigatorio: { icon: "circle-check", badge: "bg-primary text-primary-foreground", iconColour: "text-primary" },
  recomendado: { icon: "lightbulb", badge: "bg-success text-success-foreground", iconColour: "text-success" },
  atencao: {
    icon: "triangle-exclamation-point",
    badge: "border border-warning bg-warning/15 text-foreground",
    iconColour: "text-warning",
  },
};

/** One group of the checklist: each rule with its kind, its official source and the date it was checked. */
export function DocumentChecklist({ title, items }: { title: string; items: readonly DocumentItem[] }) {
  return (
    <section aria-labelledby={`grupo-${items[0]?.group ?? "viagem"}`}>
      <h3 id={`grupo-${items[0]?.group ?? "viagem"}`} className="font-heading text-lg font-semibold">
        {title}
      </h3>
      <ul className="mt-3 grid gap-3">
        {items.map((item) => {
          const style = KIND_STYLES[item.kind];
          const icon = style.icon;
          return (
            <li
              key={item.id}
              id={`item-${item.id}`}
              className="flex gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
            >
              <Icon name={icon} className={`mt-0.5 size-5 shrink-0 ${style.iconColour}`} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <h4 className="font-semibold">{item.title}</h4>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${style.badge}`}>
                    {ITEM_KIND_LABELS[item.kind]}
                  </span>
                </div>
                <p className="mt-1.5 text-sm leading-relaxed">{item.text}</p>
                <p className="mt-2 text-xs text-muted-foreground">
                  Fonte:{" "}
                  <a
                    href={item.source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-primary underline underline-offset-2 hover:no-underline"
                  >
                    {item.source.name}
                    <span className="sr-only"> (abre em nova aba)</span>
                  </a>{" "}
                  · verificado em {formatDatePtBR(item.checkedAt)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
