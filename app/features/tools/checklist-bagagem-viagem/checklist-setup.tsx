import { useId, useState, type FormEvent } from "react";
import {
  Briefcase,
  Building2,
  CloudRain,
  CloudSun,
  ListChecks,
  Mountain,
  Snowflake,
  Sparkles,
  Sun,
  TreePalm,
  type IconComponent,
} from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { DecimalInput } from "~/features/tools/components/decimal-input";
import { parseBrazilianNumber } from "~/lib/numbers";
import {
  ACTIVITIES,
  ACTIVITY_LABELS,
  CLIMATES,
  CLIMATE_LABELS,
  type Activity,
  type ChecklistConfig,
  type Climate,
} from "./packing-list";

const CLIMATE_ICONS: Record<Climate, IconComponent> = {
  quente: Sun,
  frio: Snowflake,
  temperado: CloudSun,
  chuva: CloudRain,
};
const ACTIVITY_ICONS: Record<Activity, IconComponent> = {
  praia: TreePalm,
  montanha: Mountain,
  cidade: Building2,
  negocios: Briefcase,
  formal: Sparkles,
};

const optionClass =
  "flex cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-accent/60 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/60";

/** The trip setup. A duration that is not a whole number of days ≥ 1 is ignored without a message. */
export function ChecklistSetup({
  initial,
  onGenerate,
  onCancel,
}: {
  initial: ChecklistConfig | null;
  onGenerate: (config: ChecklistConfig) => void;
  onCancel?: () => void;
}) {
  const [destino, setDestino] = useState(initial?.destino ?? "");
  const [duracao, setDuracao] = useState(initial ? String(initial.duracao) : "");
  const [clima, setClima] = useState<Climate>(initial?.clima ?? "temperado");
  const [atividades, setAtividades] = useState<Activity[]>(initial?.atividades ?? []);
  const id = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const days = parseBrazilianNumber(duracao);
    if (days === null) return;
    onGenerate({ destino: destino.trim(), duracao: days, clima, atividades });
  }

  function toggleActivity(activity: Activity, checked: boolean) {
    setAtividades((current) =>
      checked ? ACTIVITIES.filter((a) => a === activity || current.includes(a)) : current.filter((a) => a !== activity),
    );
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6 print:hidden">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-destino`}>Destino</Label>
          <Input
            id={`${id}-destino`}
            value={destino}
            onChange={(event) => setDestino(event.target.value)}
            placeholder="Ex.: Bariloche"
            autoComplete="off"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-duracao`}>Duração (dias)</Label>
          <DecimalInput
            id={`${id}-duracao`}
            value={duracao}
            onChange={(event) => setDuracao(event.target.value)}
            placeholder="Ex.: 7"
          />
        </div>
      </div>

      <fieldset>
        <legend className="mb-3 text-sm font-medium">Clima no destino</legend>
        <RadioGroup
          value={clima}
          onValueChange={(value) => {
            const next = CLIMATES.find((c) => c === value);
            if (next) setClima(next);
          }}
          className="grid grid-cols-2 gap-3 sm:grid-cols-4"
        >
          {CLIMATES.map((climate) => {
            const Icon = CLIMATE_ICONS[climate];
            return (
              <Label key={climate} htmlFor={`${id}-clima-${climate}`} className={optionClass}>
                <RadioGroupItem id={`${id}-clima-${climate}`} value={climate} />
                <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                {CLIMATE_LABELS[climate]}
              </Label>
            );
          })}
        </RadioGroup>
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-sm font-medium">Atividades planejadas (opcional)</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {ACTIVITIES.map((activity) => {
            const Icon = ACTIVITY_ICONS[activity];
            return (
              <Label key={activity} htmlFor={`${id}-atividade-${activity}`} className={optionClass}>
                <Checkbox
                  id={`${id}-atividade-${activity}`}
                  checked={atividades.includes(activity)}
                  onCheckedChange={(checked) => toggleActivity(activity, checked === true)}
                />
                <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                {ACTIVITY_LABELS[activity]}
              </Label>
            );
          })}
        </div>
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          <ListChecks aria-hidden="true" />
          Gerar checklist
        </Button>
        {onCancel ? (
          <Button type="button" size="lg" variant="outline" onClick={onCancel} className="w-full sm:w-auto">
            Voltar para a lista
          </Button>
        ) : null}
      </div>
    </form>
  );
}
