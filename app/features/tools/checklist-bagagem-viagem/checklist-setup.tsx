import { useId } from "react";
import { Link } from "react-router";
import { Icon, type IconName } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeCheckbox } from "#app/components/ui/native-checkbox";
import { NativeRadio } from "#app/components/ui/native-radio";
import { ToolForm } from "#app/features/tools/components/tool-form";
import {
  ACTIVITIES,
  ACTIVITY_LABELS,
  CHECKLIST_FIELDS as names,
  CLIMATES,
  CLIMATE_LABELS,
  readChecklistConfig,
  type Activity,
  type ChecklistConfig,
  type Climate,
} from "./packing-list";

const CLIMATE_ICONS: Record<Climate, IconName> = {
  quente: "sun",
  frio: "snowflake",
  temperado: "cloud-sun",
  chuva: "cloud-rain",
};
const ACTIVITY_ICONS: Record<Activity, IconName> = {
  praia: "tree-palm",
  montanha: "mountain",
  cidade: "building-complex",
  negocios: "briefcase",
  formal: "sparkles",
};

/**
 * A choice tile: the label stays beside its control and icon while it keeps 3.5 rem (a short word at normal
 * size may run into the padding rather than break); at 200 % text it wraps onto a line of its own.
 */
const optionClass =
  "flex flex-wrap cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm font-medium transition-colors hover:bg-accent/60 has-checked:border-primary has-checked:bg-accent/60";
const optionLabelClass = "min-w-14 flex-1 [overflow-wrap:normal]";

/** The trip a submitted setup form describes (null when the duration is not a whole number of days ≥ 1). */
export function configOf(form: FormData): ChecklistConfig | null {
  return readChecklistConfig(new URLSearchParams([...form].map(([name, value]) => [name, String(value)])));
}

/**
 * The trip setup: a GET form, so the list it generates is an address the
 * server can render too. A duration that is not a whole number of days ≥ 1
 * is ignored without a message. `onGenerate` sees each accepted trip first.
 */
export function ChecklistSetup({
  initial,
  onGenerate,
  backTo,
}: {
  initial: ChecklistConfig | null;
  onGenerate: (config: ChecklistConfig) => void;
  /** The address of the list being reconfigured, for "Voltar para a lista". */
  backTo?: string;
}) {
  const id = useId();

  return (
    <ToolForm
      accept={(form) => configOf(form) !== null}
      onSubmit={(event) => {
        const config = configOf(new FormData(event.currentTarget));
        if (config) onGenerate(config);
      }}
      className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6 print:hidden"
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-destino`}>Destino</Label>
          <Input
            id={`${id}-destino`}
            name={names.destino}
            defaultValue={initial?.destino ?? ""}
            placeholder="Ex.: Bariloche"
            autoComplete="off"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-duracao`}>Duração (dias)</Label>
          <Input
            id={`${id}-duracao`}
            name={names.duracao}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={initial ? String(initial.duracao) : ""}
            placeholder="Ex.: 7"
          />
        </div>
      </div>

      <fieldset>
        <legend className="mb-3 text-sm font-medium">Clima no destino</legend>
        <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,7rem),1fr))] gap-3 sm:grid-cols-4">
          {CLIMATES.map((climate) => {
            const icon = CLIMATE_ICONS[climate];
            return (
              <label key={climate} className={optionClass}>
                <NativeRadio
                  name={names.clima}
                  value={climate}
                  defaultChecked={climate === (initial?.clima ?? "temperado")}
                />
                <Icon name={icon} className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className={optionLabelClass}>{CLIMATE_LABELS[climate]}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-sm font-medium">Atividades planejadas (opcional)</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {ACTIVITIES.map((activity) => {
            const icon = ACTIVITY_ICONS[activity];
            return (
              <label key={activity} className={optionClass}>
                <NativeCheckbox
                  name={names.atividade}
                  value={activity}
                  defaultChecked={initial?.atividades.includes(activity) ?? false}
                />
                <Icon name={icon} className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className={optionLabelClass}>{ACTIVITY_LABELS[activity]}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          <Icon name="list-checks" aria-hidden="true" />
          Gerar checklist
        </Button>
        {backTo ? (
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <Link to={backTo} preventScrollReset>
              Voltar para a lista
            </Link>
          </Button>
        ) : null}
      </div>
    </ToolForm>
  );
}
