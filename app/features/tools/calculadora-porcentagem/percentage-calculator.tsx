import { useId, useState, type FormEvent } from "react";
import { Calculator } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { DecimalInput } from "~/features/tools/components/decimal-input";
import { ResultLive } from "~/features/tools/components/result-live";
import { parseBrazilianNumber } from "~/lib/numbers";
import {
  DEFAULT_PERCENTAGE_MODE,
  calculatePercentage,
  formatPercentageResult,
  isPercentageMode,
  percentageModeCopy,
  percentageModes,
  type PercentageMode,
} from "./percentage";

interface Shown {
  mode: PercentageMode;
  value1: number;
  value2: number;
  result: number;
}

const operandFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 6 });

export function PercentageCalculator() {
  const [mode, setMode] = useState<PercentageMode>(DEFAULT_PERCENTAGE_MODE);
  const [shown, setShown] = useState<Shown | null>(null);
  const copy = percentageModeCopy(mode);
  const value1Id = useId();
  const value2Id = useId();
  const modeLabelId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value1Text = String(data.get("value1") ?? "");
    const value2Text = String(data.get("value2") ?? "");
    const result = calculatePercentage(mode, value1Text, value2Text);
    const value1 = parseBrazilianNumber(value1Text);
    const value2 = parseBrazilianNumber(value2Text);
    if (result === null || value1 === null || value2 === null) return;
    setShown({ mode, value1, value2, result });
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)]">
      <form onSubmit={handleSubmit} noValidate className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <div className="grid gap-3">
          <span id={modeLabelId} className="text-sm font-medium">
            Tipo de cálculo
          </span>
          <RadioGroup
            aria-labelledby={modeLabelId}
            value={mode}
            onValueChange={(next) => {
              if (!isPercentageMode(next)) return;
              setMode(next);
              // The old answer belongs to the other question.
              setShown(null);
            }}
            className="grid gap-2 sm:grid-cols-2"
          >
            {percentageModes.map((option) => (
              <Label
                key={option.mode}
                className="min-h-11 cursor-pointer rounded-lg border p-3 leading-snug has-data-[state=checked]:border-primary has-data-[state=checked]:bg-accent"
              >
                <RadioGroupItem value={option.mode} />
                {option.question}
              </Label>
            ))}
          </RadioGroup>
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor={value1Id}>{copy.value1Label}</Label>
            <DecimalInput id={value1Id} name="value1" placeholder={copy.value1Placeholder} />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={value2Id}>{copy.value2Label}</Label>
            <DecimalInput id={value2Id} name="value2" placeholder={copy.value2Placeholder} />
          </div>
        </div>

        <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
          <Calculator aria-hidden="true" />
          Calcular
        </Button>
      </form>

      <div>
        <ResultLive>{shown ? <Result shown={shown} /> : null}</ResultLive>
        {shown ? null : (
          <p className="grid min-h-40 place-items-center rounded-xl border border-dashed p-6 text-center text-balance text-muted-foreground">
            Escolha o tipo de cálculo, preencha os dois valores e toque em Calcular.
          </p>
        )}
      </div>
    </div>
  );
}

function Result({ shown }: { shown: Shown }) {
  const answer = formatPercentageResult(shown.mode, shown.result);
  const v1 = operandFormat.format(shown.value1);
  const v2 = operandFormat.format(shown.value2);
  return (
    <div className="rounded-xl border border-primary/30 bg-accent/50 p-4 sm:p-6">
      <p className="text-sm font-medium text-muted-foreground">Resultado</p>
      <p className="mt-1 font-heading text-4xl font-bold tracking-tight break-words tabular-nums">{answer}</p>
      <p className="mt-4 text-base">
        {shown.mode === "quanto-e" ? `${v1}% de ${v2} é ${answer}` : `${v1} é ${answer} de ${v2}`}
      </p>
    </div>
  );
}
