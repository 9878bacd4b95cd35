import { useId, type ComponentProps, type ReactNode } from "react";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { Textarea } from "#app/components/ui/textarea";
import { cn } from "#app/lib/utils";
import type { Option } from "../form-definition";
import { FieldError } from "#app/components/ui/field-error";

/** Ids and ARIA wiring shared by every field: label, optional hint, error under the field. */
function useFieldIds(error: string | undefined, hint: ReactNode | undefined) {
  const id = useId();
  const hintId = `${id}-dica`;
  const errorId = `${id}-erro`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, describedBy, invalid: error ? true : undefined };
}

function FieldLabel({ htmlFor, optional, children }: { htmlFor?: string; optional?: boolean; children: ReactNode }) {
  return (
    <Label htmlFor={htmlFor}>
      {children}
      {optional && <span className="font-normal text-muted-foreground"> (opcional)</span>}
    </Label>
  );
}

interface BaseFieldProps {
  label: string;
  /** The form's name for the value (also the key the server reads). */
  name: string;
  error: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  /** Filled in the server's answer to a post without JavaScript; React never controls the value. */
  defaultValue?: string | undefined;
  autoFocus?: boolean;
}

/** Label above, then the control, its hint and its error message. */
function FieldFrame({
  id,
  hintId,
  errorId,
  label,
  error,
  hint,
  optional,
  className,
  children,
}: Pick<BaseFieldProps, "label" | "error" | "hint" | "optional" | "className"> & {
  id: string;
  hintId: string;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div data-slot="form-field" className={cn("grid content-start gap-2", className)}>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      {children}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type TextFieldProps = BaseFieldProps &
  Omit<ComponentProps<"input">, keyof BaseFieldProps | "id" | "aria-invalid" | "aria-describedby" | "size">;

/** A labelled text input: a plain, uncontrolled form control with its message and hint wired for screen readers. */
export function TextField({ label, error, hint, optional, className, ...inputProps }: TextFieldProps) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds(error, hint);
  return (
    <FieldFrame {...{ id, hintId, errorId, label, error, hint, optional, className }}>
      <Input
        id={id}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-required={optional ? undefined : true}
        {...inputProps}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = BaseFieldProps &
  Omit<ComponentProps<"textarea">, keyof BaseFieldProps | "id" | "aria-invalid" | "aria-describedby">;

export function TextAreaField({ label, error, hint, optional, className, rows = 4, ...props }: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds(error, hint);
  return (
    <FieldFrame {...{ id, hintId, errorId, label, error, hint, optional, className }}>
      <Textarea
        id={id}
        rows={rows}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-required={optional ? undefined : true}
        {...props}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = BaseFieldProps & {
  options: readonly Option[];
  placeholder: string;
};

/**
 * A choice among the spec's options, as the platform's select (a choice made
 * before hydration is kept). The placeholder is disabled and hidden: no
 * empty-value item can be chosen.
 */
export function SelectField({
  label,
  name,
  error,
  hint,
  optional,
  className,
  options,
  placeholder,
  defaultValue,
  autoFocus,
}: SelectFieldProps) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds(error, hint);
  return (
    <FieldFrame {...{ id, hintId, errorId, label, error, hint, optional, className }}>
      <NativeSelect
        id={id}
        name={name}
        defaultValue={defaultValue ?? ""}
        autoFocus={autoFocus}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-required={optional ? undefined : true}
      >
        <option value="" disabled hidden>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  );
}

interface RadioCardsFieldProps extends BaseFieldProps {
  options: readonly Option[];
}

/** Few options side by side as native radios (work with and without JavaScript), in a fieldset. */
export function RadioCardsField({
  label,
  name,
  error,
  hint,
  className,
  options,
  defaultValue,
  autoFocus,
}: RadioCardsFieldProps) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds(error, hint);
  return (
    <fieldset
      data-slot="form-field"
      className={cn("grid content-start gap-2", className)}
      aria-describedby={describedBy}
    >
      <legend className="mb-2 text-sm leading-none font-medium">{label}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.map((option, index) => (
          <label
            key={option.value}
            htmlFor={`${id}-${index}`}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border bg-card px-3 py-2 text-sm shadow-xs transition-colors",
              "hover:bg-accent/60 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring",
              invalid ? "border-destructive" : "border-input",
            )}
          >
            <input
              type="radio"
              id={`${id}-${index}`}
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              autoFocus={autoFocus && index === 0}
              aria-invalid={invalid}
              className="size-4 shrink-0 accent-primary outline-none"
            />
            <span className="min-w-0">{option.label}</span>
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
