import { useEffect, useId, useRef, useState } from "react";
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
import { useHydrated } from "#app/lib/hydration";
import { formatNumber, parseBrazilianNumber } from "#app/lib/numbers";
import {
  DEFAULT_PERCENTAGE_MODE,
  calculatePercentage,
  formatPercentageResult,
  isPercentageMode,
  percentageModeCopy,
  percentageModes,
  type PercentageMode,
  type PercentageModeCopy,
} from "./percentage";

/** The form's field names, which are also the keys of a result's shareable URL. */
const fieldNames = ["modo", "x", "y"] as const;

function modeOf(text: string): PercentageMode {
  return isPercentageMode(text) ? text : DEFAULT_PERCENTAGE_MODE;
}

interface Solved {
  mode: PercentageMode;
  value1: number;
  value2: number;
  result: number;
}

function solve(fields: Record<(typeof fieldNames)[number], string>): Solved | null {
  const mode = modeOf(fields.modo);
  const result = calculatePercentage(mode, fields.x, fields.y);
  const value1 = parseBrazilianNumber(fields.x);
  const value2 = parseBrazilianNumber(fields.y);
  return result === null || value1 === null || value2 === null ? null : { mode, value1, value2, result };
}

export function PercentageCalculator() {
  const fields = useToolFields(fieldNames);
  const queryMode = modeOf(useQueryValue("modo"));
  // The mode chosen in the form, which may not have been calculated yet: it names the inputs.
  const [mode, setMode] = useState<PercentageMode>(queryMode);
  const formRef = useRef<HTMLFormElement>(null);
  const value1Id = useId();
  const value2Id = useId();
  const copy = percentageModeCopy(mode);
  const value1Default = useQueryValue("x");
  const value2Default = useQueryValue("y");

  // A mode picked before the page's script ran is in the form, not in the URL.
  useEffect(() => {
    if (formRef.current) setMode(modeOf(String(new FormData(formRef.current).get("modo"))));
  }, []);

  const solved = fields ? solve(fields) : null;
  // The answer of the other question is not shown under this one's labels.
  const shown = mode === queryMode ? solved : null;

  return (
    <Calculator wider="form">
      <CalculatorForm
        ref={formRef}
        accept={(form) => solve(fieldTexts(fieldNames, form)) !== null}
        onChange={(event) => {
          const target = event.target;
          if (target instanceof HTMLInputElement && target.name === "modo") setMode(modeOf(target.value));
        }}
        className="group"
      >
        <fieldset>
          <legend className="mb-3 text-sm font-medium">Tipo de cálculo</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {percentageModes.map((option) => (
              <label
                key={option.mode}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm leading-snug font-medium has-checked:border-primary has-checked:bg-accent"
              >
                <NativeRadio name="modo" value={option.mode} defaultChecked={option.mode === queryMode} />
                <span className="min-w-0">{option.question}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor={value1Id}>
              <ModeText mode={mode} text={(c) => c.value1Label} />
            </Label>
            <DecimalInput id={value1Id} name="x" defaultValue={value1Default} placeholder={copy.value1Placeholder} />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={value2Id}>
              <ModeText mode={mode} text={(c) => c.value2Label} />
            </Label>
            <DecimalInput id={value2Id} name="y" defaultValue={value2Default} placeholder={copy.value2Placeholder} />
          </div>
        </div>

        <CalculateButton />
      </CalculatorForm>

      <CalculatorResult
        bridge={
          <AgencyBridge title="Quanto das suas vendas vem dos anúncios?">
            Mostramos sem custo que parte do faturamento do seu negócio investir em anúncios e quanto retorno esperar de
            cada real.
          </AgencyBridge>
        }
        placeholder="Escolha o tipo de cálculo, preencha os dois valores e toque em Calcular."
      >
        {shown ? <Result shown={shown} /> : null}
      </CalculatorResult>
    </Calculator>
  );
}

/**
 * A label that depends on the mode. Before (or without) the page's script,
 * both texts are in the page and CSS shows the one of the checked radio;
 * afterwards React renders only the chosen one.
 */
function ModeText({ mode, text }: { mode: PercentageMode; text: (copy: PercentageModeCopy) => string }) {
  const hydrated = useHydrated();
  if (hydrated) return text(percentageModeCopy(mode));
  return (
    <>
      <span className="group-has-[[value=qual-porcentagem]:checked]:hidden">
        {text(percentageModeCopy("quanto-e"))}
      </span>
      <span className="hidden group-has-[[value=qual-porcentagem]:checked]:inline">
        {text(percentageModeCopy("qual-porcentagem"))}
      </span>
    </>
  );
}

function Result({ shown: { mode, value1, value2, result } }: { shown: Solved }) {
  const answer = formatPercentageResult(mode, result);
  const v1 = formatNumber(value1, 0, 6);
  const v2 = formatNumber(value2, 0, 6);
  return (
    <ResultTile>
      <p className="text-sm font-medium text-muted-foreground">Resultado</p>
      <p className="mt-1 font-heading text-4xl font-bold tracking-tight break-words tabular-nums">{answer}</p>
      <p className="mt-4 text-base">
        {mode === "quanto-e" ? `${v1}% de ${v2} é ${answer}` : `${v1} é ${answer} de ${v2}`}
      </p>
    </ResultTile>
  );
}
