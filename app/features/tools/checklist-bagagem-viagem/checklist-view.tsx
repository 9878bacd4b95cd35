import { Icon, type IconName } from "#app/components/ui/icon";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { NativeCheckbox } from "#app/components/ui/native-checkbox";
import { ProgressBar } from "#app/components/ui/progress-bar";
import { ResultLive } from "#app/features/tools/components/result-live";
import { useHydrated } from "#app/lib/hydration";
import {
  ACTIVITY_LABELS,
  CLIMATE_LABELS,
  groupByCategory,
  progressPercent,
  type Category,
  type SavedChecklist,
} from "./packing-list";

const CATEGORY_ICONS: Record<Category, IconName> = {
  Documentos: "file-text",
  "Higiene e Saúde": "heart-pulse",
  Eletrônicos: "smartphone",
  Roupas: "shirt",
  "Atividades Específicas": "compass",
  Extras: "package",
};

/**
 * The generated list. Checking items works natively without JavaScript (for
 * printing); counting them and keeping them in the browser needs it, and so
 * does the Imprimir button (the browser's menu prints as well).
 */
export function ChecklistView({
  checklist,
  onToggle,
  reconfigureTo,
}: {
  checklist: SavedChecklist;
  onToggle: (id: string) => void;
  /** The address of the setup form filled in with this trip. */
  reconfigureTo: string;
}) {
  const hydrated = useHydrated();
  const { config, items } = checklist;
  const percent = progressPercent(items);
  const checked = items.filter((item) => item.marcado).length;
  const details = [
    `${config.duracao} ${config.duracao === 1 ? "dia" : "dias"}`,
    `clima ${CLIMATE_LABELS[config.clima].toLowerCase()}`,
    ...config.atividades.map((activity) => ACTIVITY_LABELS[activity].toLowerCase()),
  ].join(" · ");

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 className="font-heading text-2xl font-bold tracking-tight">
              {config.destino ? `Bagagem para ${config.destino}` : "Sua bagagem"}
            </h2>
            <p className="text-muted-foreground">{details}</p>
          </div>
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button asChild variant="outline">
              <Link to={reconfigureTo} preventScrollReset>
                <Icon name="settings-2" aria-hidden="true" />
                Reconfigurar
              </Link>
            </Button>
            {hydrated ? (
              <Button type="button" variant="outline" onClick={() => window.print()}>
                <Icon name="printer" aria-hidden="true" />
                Imprimir
              </Button>
            ) : null}
          </div>
        </div>
        <div className="grid gap-2">
          <ResultLive label="Progresso da bagagem">
            <p className="flex items-baseline justify-between gap-3 text-sm">
              <span>
                {checked} de {items.length} itens na mala
              </span>
              <span className="font-heading text-lg font-bold tabular-nums">{percent}%</span>
            </p>
          </ResultLive>
          <ProgressBar value={percent} aria-label="Progresso da bagagem" className="h-3 print:hidden" />
        </div>
      </div>

      <div className="gap-4 space-y-4 md:columns-2 print:columns-2 print:[print-color-adjust:exact]">
        {groupByCategory(items).map((group) => {
          const icon = CATEGORY_ICONS[group.categoria];
          const done = group.items.filter((item) => item.marcado).length;
          return (
            <section
              key={group.categoria}
              aria-label={group.categoria}
              className="break-inside-avoid rounded-xl border bg-card p-4 shadow-sm sm:p-5 print:shadow-none"
            >
              <h3 className="flex items-center gap-2 font-heading text-base font-semibold">
                <Icon name={icon} className="size-5 text-primary" aria-hidden="true" />
                {group.categoria}
                <span className="ml-auto text-sm font-normal text-muted-foreground tabular-nums">
                  {done}/{group.items.length}
                </span>
              </h3>
              <ul className="mt-3 grid gap-1">
                {group.items.map((item) => (
                  <li key={item.id}>
                    <label className="flex cursor-pointer items-start gap-3 rounded-md px-2 py-2 text-sm leading-snug hover:bg-accent/60 print:py-0.5">
                      <NativeCheckbox checked={item.marcado} onChange={() => onToggle(item.id)} className="peer" />
                      {/* Struck through by CSS, so a box ticked without JavaScript shows it too. */}
                      <span className="peer-checked:text-muted-foreground peer-checked:line-through">{item.nome}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
