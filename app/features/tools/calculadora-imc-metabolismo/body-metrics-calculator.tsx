import { useId } from "react";
import { Icon } from "#app/components/ui/icon";
import { Badge } from "#app/components/ui/badge";
import { Label } from "#app/components/ui/label";
import { NativeRadio } from "#app/components/ui/native-radio";
import { AgencyBridge } from "#app/features/tools/components/agency-bridge";
import { CalculateButton } from "#app/features/tools/components/calculate-button";
import { Calculator } from "#app/features/tools/components/calculator";
import { CalculatorForm } from "#app/features/tools/components/calculator-form";
import { CalculatorResult } from "#app/features/tools/components/calculator-result";
import { DecimalInput } from "#app/features/tools/components/decimal-input";
import { ResultTile } from "#app/features/tools/components/result-tile";
import { fieldTexts, useQueryValue, useToolFields } from "#app/features/tools/components/tool-form";
import { cn } from "#app/lib/utils";
import { formatNumber } from "#app/lib/numbers";
import {
  BMR_NOTE,
  BMR_UNIT,
  DEFAULT_GENDER,
  bmiClasses,
  calculateBodyMetrics,
  formatBmi,
  formatBmr,
  readBodyMetricsFields,
  type BmiClass,
  type BodyMetricsResult,
  type Gender,
} from "./body-metrics";

const genders: ReadonlyArray<{ value: Gender; label: string }> = [
  { value: "masculino", label: "Masculino" },
  { value: "feminino", label: "Feminino" },
];

function genderOf(text: string): Gender {
  return genders.find((g) => g.value === text)?.value ?? DEFAULT_GENDER;
}

/** The form's field names, which are also the keys of a result's shareable URL. */
const fieldNames = ["sexo", "peso", "altura", "idade"] as const;

function compute(fields: Record<(typeof fieldNames)[number], string>): BodyMetricsResult | null {
  const input = readBodyMetricsFields(genderOf(fields.sexo), {
    weight: fields.peso,
    height: fields.altura,
    age: fields.idade,
  });
  return input ? calculateBodyMetrics(input) : null;
}

export function BodyMetricsCalculator() {
  const fields = useToolFields(fieldNames);
  const result = fields ? compute(fields) : null;
  const gender = genderOf(useQueryValue("sexo"));

  return (
    <Calculator>
      <CalculatorForm accept={(form) => compute(fieldTexts(fieldNames, form)) !== null}>
        <fieldset>
          <legend className="mb-3 text-sm font-medium">Sexo</legend>
          <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,7rem),1fr))] gap-2">
            {genders.map((option) => (
              <label
                key={option.value}
                className="flex min-h-11 cursor-pointer flex-wrap items-center gap-3 rounded-lg border p-3 text-sm font-medium has-checked:border-primary has-checked:bg-accent"
              >
                <NativeRadio name="sexo" value={option.value} defaultChecked={option.value === gender} />
                {/* Beside the radio while it keeps 3.5 rem; a word at normal size may run into the padding rather than break. */}
                <span className="min-w-14 flex-1 [overflow-wrap:normal]">{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          <MeasureField label="Peso (kg)" name="peso" placeholder="Ex.: 70,5" unit="kg" />
          <MeasureField label="Altura (cm)" name="altura" placeholder="Ex.: 175" unit="cm" />
          <MeasureField label="Idade (anos)" name="idade" placeholder="Ex.: 30" unit="anos" />
        </div>
        <CalculateButton />
      </CalculatorForm>

      <CalculatorResult
        className="grid gap-4"
        bridge={
          result ? (
            <>
              <ClassTable current={result.classificacao} />
              <AgencyBridge title="Tem academia, clínica ou loja de vida saudável?">
                Quem faz essa conta costuma procurar ajuda para cuidar da saúde. Mostramos sem custo como anúncios levam
                essas pessoas até o seu negócio.
              </AgencyBridge>
            </>
          ) : null
        }
        placeholder="Informe sexo, peso, altura e idade e toque em Calcular para ver seu IMC e seu metabolismo basal."
      >
        {result ? <Results result={result} /> : null}
      </CalculatorResult>
    </Calculator>
  );
}

function MeasureField({
  label,
  name,
  placeholder,
  unit,
}: {
  label: string;
  name: string;
  placeholder: string;
  unit: string;
}) {
  const id = useId();
  const defaultValue = useQueryValue(name);
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <DecimalInput id={id} name={name} defaultValue={defaultValue} placeholder={placeholder} className="pr-14" />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
        >
          {unit}
        </span>
      </div>
    </div>
  );
}

function rangeText(from: number, to: number | null): string {
  if (from === 0 && to !== null) return `menos de ${formatNumber(to, 1)}`;
  if (to === null) return `${formatNumber(from, 1)} ou mais`;
  return `${formatNumber(from, 1)} a ${formatNumber(to - 0.1, 1)}`;
}

function Results({ result }: { result: BodyMetricsResult }) {
  return (
    <ResultTile>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <p className="text-sm font-medium text-muted-foreground">Seu IMC</p>
          <p className="mt-1 font-heading text-4xl font-bold tracking-tight tabular-nums">{formatBmi(result.imc)}</p>
          <Badge size="lg" className="mt-2">
            {result.classificacao}
          </Badge>
        </div>
        <div>
          <p className="text-sm font-medium text-muted-foreground">Metabolismo basal (TMB)</p>
          <p className="mt-1 flex items-center gap-2 font-heading text-4xl font-bold tracking-tight tabular-nums">
            <Icon name="flame" aria-hidden="true" className="size-7 shrink-0 text-primary" />
            {formatBmr(result.tmb)} <span className="text-base font-semibold text-muted-foreground">{BMR_UNIT}</span>
          </p>
          <p className="mt-2 text-sm text-muted-foreground">{BMR_NOTE}</p>
        </div>
      </div>
    </ResultTile>
  );
}

/** All classes with their bounds; the visitor's is marked in words, not only by colour. */
function ClassTable({ current }: { current: BmiClass }) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 className="font-heading text-base font-semibold">Classificação do IMC</h2>
      <ul className="mt-3 grid gap-1 text-sm">
        {bmiClasses.map((range) => {
          const mine = range.label === current;
          return (
            <li
              key={range.label}
              className={cn(
                "flex items-center justify-between gap-3 rounded-md px-3 py-2",
                mine ? "bg-accent font-semibold text-accent-foreground ring-1 ring-primary/40" : "",
              )}
            >
              <span>
                {range.label}
                {mine ? <span className="ml-2 text-xs font-semibold text-primary">(você está aqui)</span> : null}
              </span>
              <span className="text-muted-foreground tabular-nums">{rangeText(range.from, range.to)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
