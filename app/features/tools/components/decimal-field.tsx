import { useId } from "react";
import { Label } from "~/components/ui/label";
import { DecimalInput } from "./decimal-input";
import { useQueryValue } from "./tool-form";

const affixClass = "pointer-events-none absolute inset-y-0 flex items-center text-sm text-muted-foreground";

/**
 * A labelled number field typed the Brazilian way, with an optional unit shown
 * inside it ("R$" before, "% a.a." after) and an optional hint under it.
 * The unit is decoration: the label already names it for screen readers.
 * It starts with the value the URL carries under its name (see ToolForm).
 */
export function DecimalField({
  label,
  name,
  placeholder,
  prefix,
  suffix,
  hint,
}: {
  label: string;
  name: string;
  placeholder: string;
  prefix?: string;
  suffix?: string;
  hint?: string;
}) {
  const id = useId();
  const hintId = useId();
  const defaultValue = useQueryValue(name);
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        {prefix ? (
          <span aria-hidden="true" className={`${affixClass} left-3`}>
            {prefix}
          </span>
        ) : null}
        <DecimalInput
          id={id}
          name={name}
          defaultValue={defaultValue}
          placeholder={placeholder}
          aria-describedby={hint ? hintId : undefined}
          className={prefix ? "pl-10" : suffix ? "pr-18" : undefined}
        />
        {suffix ? (
          <span aria-hidden="true" className={`${affixClass} right-3`}>
            {suffix}
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
