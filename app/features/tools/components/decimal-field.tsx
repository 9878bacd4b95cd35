import { useId } from "react";
import { FieldError } from "#app/components/ui/field-error";
import { Label } from "#app/components/ui/label";
import { DecimalInput } from "./decimal-input";
import { useQueryValue } from "./tool-form";

const affixClass = "pointer-events-none absolute inset-y-0 flex items-center text-sm text-muted-foreground";

/**
 * A labelled number field typed the Brazilian way, with an optional unit shown
 * inside it ("R$" before, "% a.a." after), an optional hint and, when the
 * value it was submitted with is invalid, its message under it.
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
  error,
}: {
  label: string;
  name: string;
  placeholder: string;
  prefix?: string;
  suffix?: string;
  hint?: string;
  error?: string | undefined;
}) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const defaultValue = useQueryValue(name);
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
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
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          className={prefix ? "pl-10" : suffix ? "pr-18" : undefined}
        />
        {suffix ? (
          <span aria-hidden="true" className={`${affixClass} right-3`}>
            {suffix}
          </span>
        ) : null}
      </div>
      <FieldError id={errorId} message={error} />
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
