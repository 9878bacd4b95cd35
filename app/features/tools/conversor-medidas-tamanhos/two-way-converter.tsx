import { useId, useState } from "react";
import { ArrowLeftRight } from "~/components/ui/icons";
import { Label } from "~/components/ui/label";
import { DecimalInput } from "~/features/tools/components/decimal-input";
import { ResultLive } from "~/features/tools/components/result-live";
import { otherField } from "./measures";

export interface UnitField {
  label: string;
  /** Symbol shown after numbers: "°C", "km". */
  symbol: string;
  placeholder: string;
}

/**
 * Two fields that fill each other: typing in one converts into the other;
 * clearing it or typing something that is not a number empties the other.
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
  const [leftText, setLeftText] = useState("");
  const [rightText, setRightText] = useState("");
  const [edited, setEdited] = useState<"left" | "right">("left");

  function changeLeft(text: string) {
    setLeftText(text);
    setRightText(otherField(text, toRight, decimals));
    setEdited("left");
  }

  function changeRight(text: string) {
    setRightText(text);
    setLeftText(otherField(text, toLeft, decimals));
    setEdited("right");
  }

  const converted = leftText.trim() !== "" && rightText.trim() !== "";
  const [from, to] =
    edited === "left"
      ? [`${leftText.trim()} ${left.symbol}`, `${rightText} ${right.symbol}`]
      : [`${rightText.trim()} ${right.symbol}`, `${leftText} ${left.symbol}`];

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
        <div className="grid gap-2">
          <Label htmlFor={`${id}-a`}>{left.label}</Label>
          <DecimalInput
            id={`${id}-a`}
            value={leftText}
            onChange={(event) => changeLeft(event.target.value)}
            placeholder={left.placeholder}
            size="lg"
          />
        </div>
        <ArrowLeftRight aria-hidden="true" className="mb-3 size-4 text-muted-foreground sm:size-5" />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-b`}>{right.label}</Label>
          <DecimalInput
            id={`${id}-b`}
            value={rightText}
            onChange={(event) => changeRight(event.target.value)}
            placeholder={right.placeholder}
            size="lg"
          />
        </div>
      </div>
      <ResultLive label={`Resultado: ${title}`} className="rounded-lg bg-muted px-4 py-3 text-sm">
        {converted ? (
          <p>
            <span className="font-semibold tabular-nums">{from}</span> ={" "}
            <span className="font-semibold tabular-nums">{to}</span>
          </p>
        ) : null}
      </ResultLive>
    </section>
  );
}
