import { useId } from "react";
import { Icon } from "#app/components/ui/icon";
import { Alert, AlertDescription } from "#app/components/ui/alert";
import { Label } from "#app/components/ui/label";
import { AgencyBridge } from "#app/features/tools/components/agency-bridge";
import { CalculateButton } from "#app/features/tools/components/calculate-button";
import { Calculator } from "#app/features/tools/components/calculator";
import { CalculatorForm } from "#app/features/tools/components/calculator-form";
import { DecimalInput } from "#app/features/tools/components/decimal-input";
import { ResultLive } from "#app/features/tools/components/result-live";
import { ShareResult } from "#app/features/tools/components/share-result";
import { useQueryValue, useToolFields } from "#app/features/tools/components/tool-form";
import { formatX, proportionSentence, solveRuleOfThree } from "./rule-of-three";

/** The form's field names, which are also the keys of a result's shareable URL. */
const fieldNames = ["a", "b", "c"] as const;

interface OperandField {
  name: (typeof fieldNames)[number];
  label: string;
  placeholder: string;
}

export function RuleOfThreeCalculator() {
  const fields = useToolFields(fieldNames);
  // Every submission is shown, invalid ones too: the spec answers them with an inline message.
  const outcome = fields ? solveRuleOfThree(fields.a, fields.b, fields.c) : null;
  const solved = outcome?.ok ? outcome : null;
  const x = solved ? formatX(solved.x) : "?";

  return (
    <Calculator wider="form">
      <CalculatorForm className="@container">
        <ProportionRow
          lead="Se"
          left={{ name: "a", label: "Valor A", placeholder: "Ex.: 2" }}
          right={{ name: "b", label: "Valor B", placeholder: "Ex.: 70" }}
        />
        <ProportionRow lead="então" left={{ name: "c", label: "Valor C", placeholder: "Ex.: 5" }} right={null} x={x} />
        {outcome && !outcome.ok ? (
          <Alert variant="destructive">
            <Icon name="circle-exclamation-point" aria-hidden="true" />
            <AlertDescription>{outcome.message}</AlertDescription>
          </Alert>
        ) : null}
        <CalculateButton />
      </CalculatorForm>

      <div>
        <ResultLive className="rounded-xl border border-primary/30 bg-accent/50 p-4 sm:p-6">
          <p className="text-sm font-medium text-muted-foreground">Valor de X</p>
          <p className="mt-1 font-heading text-4xl font-bold tracking-tight break-words tabular-nums">{x}</p>
          <p className="mt-4 text-base">
            {solved ? proportionSentence(solved) : "Se A está para B, então C está para X"}
          </p>
          {solved ? <ShareResult className="mt-4" /> : null}
        </ResultLive>
        {solved ? (
          <AgencyBridge title="Proporção também vale para anúncios?">
            Até certo ponto: dobrar a verba nem sempre dobra as vendas. Analisamos sem custo os números do seu negócio e
            mostramos onde cada real a mais em anúncios rende mais.
          </AgencyBridge>
        ) : null}
      </div>
    </Calculator>
  );
}

/** One line of the proportion as it is read aloud: "Se [A] está para [B]". */
function ProportionRow({
  lead,
  left,
  right,
  x = "?",
}: {
  lead: string;
  left: OperandField;
  right: OperandField | null;
  /** Mirrors the result in the X cell; screen readers hear it in the result region instead. */
  x?: string;
}) {
  return (
    // "A está para B" on one line while the form holds 15 rem; at 200 % text on a phone, one under the other.
    <div className="grid grid-cols-1 items-end gap-3 @min-[15rem]:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
      <NumberField lead={lead} {...left} />
      <span aria-hidden="true" className="pb-3 text-sm text-muted-foreground">
        está para
      </span>
      {right ? (
        <NumberField {...right} />
      ) : (
        <div className="grid content-start gap-2">
          <span aria-hidden="true" className="text-sm font-medium">
            X
          </span>
          <span
            aria-hidden="true"
            className="flex h-11 items-center overflow-hidden rounded-md border border-dashed border-primary/50 bg-accent/50 px-3 text-base font-semibold tabular-nums"
          >
            {x}
          </span>
        </div>
      )}
    </div>
  );
}

function NumberField({ name, label, placeholder, lead }: OperandField & { lead?: string }) {
  const id = useId();
  const defaultValue = useQueryValue(name);
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
        {lead ? (
          <span aria-hidden="true" className="mr-1 text-muted-foreground">
            {lead}
          </span>
        ) : null}
        {label}
      </Label>
      <DecimalInput id={id} name={name} defaultValue={defaultValue} placeholder={placeholder} />
    </div>
  );
}
