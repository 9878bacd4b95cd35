import { useId, useState, type FormEvent } from "react";
import { Calculator, Flame } from "~/components/ui/icons";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { DecimalInput } from "~/features/tools/components/decimal-input";
import { ResultLive } from "~/features/tools/components/result-live";
import { cn } from "~/lib/utils";
import { formatDecimal } from "~/lib/numbers";
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

function isGender(value: string): value is Gender {
  return genders.some((g) => g.value === value);
}

export function BodyMetricsCalculator() {
  const [gender, setGender] = useState<Gender>(DEFAULT_GENDER);
  const [result, setResult] = useState<BodyMetricsResult | null>(null);
  const genderLabelId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    const input = readBodyMetricsFields(gender, { weight: text("weight"), height: text("height"), age: text("age") });
    if (input) setResult(calculateBodyMetrics(input));
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <form onSubmit={handleSubmit} noValidate className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <div className="grid gap-3">
          <span id={genderLabelId} className="text-sm font-medium">
            Sexo
          </span>
          <RadioGroup
            aria-labelledby={genderLabelId}
            value={gender}
            onValueChange={(next) => isGender(next) && setGender(next)}
            className="grid grid-cols-2 gap-2"
          >
            {genders.map((option) => (
              <Label
                key={option.value}
                className="min-h-11 cursor-pointer rounded-lg border p-3 has-data-[state=checked]:border-primary has-data-[state=checked]:bg-accent"
              >
                <RadioGroupItem value={option.value} />
                {option.label}
              </Label>
            ))}
          </RadioGroup>
        </div>
        <div className="grid gap-5 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          <MeasureField label="Peso (kg)" name="weight" placeholder="Ex.: 70,5" unit="kg" />
          <MeasureField label="Altura (cm)" name="height" placeholder="Ex.: 175" unit="cm" />
          <MeasureField label="Idade (anos)" name="age" placeholder="Ex.: 30" unit="anos" />
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
          <Calculator aria-hidden="true" />
          Calcular
        </Button>
      </form>

      <div className="grid gap-4">
        <ResultLive>{result ? <Results result={result} /> : null}</ResultLive>
        {result ? (
          <ClassTable current={result.classificacao} />
        ) : (
          <p className="grid min-h-40 place-items-center rounded-xl border border-dashed p-6 text-center text-balance text-muted-foreground">
            Informe sexo, peso, altura e idade e toque em Calcular para ver seu IMC e seu metabolismo basal.
          </p>
        )}
      </div>
    </div>
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
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <DecimalInput id={id} name={name} placeholder={placeholder} className="pr-14" />
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
  if (from === 0 && to !== null) return `menos de ${formatDecimal(to, 1)}`;
  if (to === null) return `${formatDecimal(from, 1)} ou mais`;
  return `${formatDecimal(from, 1)} a ${formatDecimal(to - 0.1, 1)}`;
}

function Results({ result }: { result: BodyMetricsResult }) {
  return (
    <div className="rounded-xl border border-primary/30 bg-accent/50 p-4 sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <p className="text-sm font-medium text-muted-foreground">Seu IMC</p>
          <p className="mt-1 font-heading text-4xl font-bold tracking-tight tabular-nums">{formatBmi(result.imc)}</p>
          <Badge className="mt-2 text-sm">{result.classificacao}</Badge>
        </div>
        <div>
          <p className="text-sm font-medium text-muted-foreground">Metabolismo basal (TMB)</p>
          <p className="mt-1 flex items-center gap-2 font-heading text-4xl font-bold tracking-tight tabular-nums">
            <Flame aria-hidden="true" className="size-7 shrink-0 text-primary" />
            {formatBmr(result.tmb)} <span className="text-base font-semibold text-muted-foreground">{BMR_UNIT}</span>
          </p>
          <p className="mt-2 text-sm text-muted-foreground">{BMR_NOTE}</p>
        </div>
      </div>
    </div>
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
