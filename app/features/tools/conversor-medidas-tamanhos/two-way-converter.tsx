import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { Label } from "#app/components/ui/label";
import { DecimalInput } from "#app/features/tools/components/decimal-input";
import { ResultLive } from "#app/features/tools/components/result-live";
import { ShareResult } from "#app/features/tools/components/share-result";
import { ToolForm } from "#app/features/tools/components/tool-form";
import { otherField, twoWayFromQuery, type TwoWayTexts } from "./measures";
import { OtherQueryFields } from "./other-query-fields";

export interface UnitField {
  label: string;
  /** The field's query key in a shareable URL: "celsius", "km". */
  name: string;
  /** Symbol shown after numbers: "°C", "km". */
  symbol: string;
  placeholder: string;
}

/**
 * Two fields that fill each other: typing in one converts into the other;
 * clearing it or typing something that is not a number empties the other.
 * The URL follows the field typed in, so the conversion can be shared.
 * Without JavaScript each field is a small GET form with its own Converter
 * button and the server fills the other field.
 */
export function TwoWayConverter({
  title,
  formula,
  left,
  right,
  toRight,
  toLeft,
  decimals,
}: {
  title: string;
  formula: string;
  left: UnitField;
  right: UnitField;
  toRight: (value: number) => number;
  toLeft: (value: number) => number;
  decimals: number;
}) {
  const id = useId();
  const [params, setSearchParams] = useSearchParams();
  const [texts, setTexts] = useState<TwoWayTexts>(() =>
    twoWayFromQuery(params.get(left.name), params.get(right.name), toRight, toLeft, decimals),
  );

  function change(side: "left" | "right", text: string) {
    const [typed, other] = side === "left" ? [left, right] : [right, left];
    const converted = otherField(text, side === "left" ? toRight : toLeft, decimals);
    setTexts(
      side === "left" ? { left: text, right: converted, edited: side } : { left: converted, right: text, edited: side },
    );
    setSearchParams(
      (query) => {
        query.delete(other.name);
        if (text.trim() === "") query.delete(typed.name);
        else query.set(typed.name, text);
        return query;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  const converted = texts.left.trim() !== "" && texts.right.trim() !== "";
  const [from, to] =
    texts.edited === "left"
      ? [`${texts.left.trim()} ${left.symbol}`, `${texts.right} ${right.symbol}`]
      : [`${texts.right.trim()} ${right.symbol}`, `${texts.left} ${left.symbol}`];

  const side = (field: UnitField, which: "left" | "right") => (
    <ToolForm className="grid gap-2">
      <Label htmlFor={`${id}-${which}`}>{field.label}</Label>
      <DecimalInput
        id={`${id}-${which}`}
        name={field.name}
        value={texts[which]}
        onChange={(event) => change(which, event.target.value)}
        placeholder={field.placeholder}
        size="lg"
      />
      <OtherQueryFields except={[left.name, right.name]} />
      <noscript>
        <Button type="submit" variant="outline" className="w-full" aria-label={`Converter de ${field.label}`}>
          Converter
        </Button>
      </noscript>
    </ToolForm>
  );

  return (
    <section
      aria-labelledby={`${id}-titulo`}
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={`${id}-titulo`} className="font-heading text-xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{formula}</p>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-end gap-2 sm:gap-3">
        {side(left, "left")}
        <Icon name="arrow-left-right" aria-hidden="true" className="mb-3 size-4 text-muted-foreground sm:size-5" />
        {side(right, "right")}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <ResultLive label={`Resultado: ${title}`} className="min-w-0 flex-1 rounded-lg bg-muted px-4 py-3 text-sm">
          {converted ? (
            <p>
              <span className="font-semibold tabular-nums">{from}</span> ={" "}
              <span className="font-semibold tabular-nums">{to}</span>
            </p>
          ) : null}
        </ResultLive>
        {converted ? <ShareResult /> : null}
      </div>
    </section>
  );
}
