import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from "react";
import { useController, type Control, type FieldValues, type Path, type UseFormRegisterReturn } from "react-hook-form";
import { ChevronDownIcon, CircleAlertIcon } from "lucide-react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/utils";
import type { Option } from "../schemas";
import { useHydrated } from "~/lib/hydration";

/** Ids and ARIA wiring shared by every field: label, optional hint, error under the field. */
function useFieldIds(error: string | undefined, hint: ReactNode | undefined) {
  const id = useId();
  const hintId = `${id}-dica`;
  const errorId = `${id}-erro`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, describedBy, invalid: error ? true : undefined };
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} data-slot="field-error" className="flex items-start gap-1.5 text-sm font-medium text-destructive">
      <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

function FieldLabel({ htmlFor, optional, children }: { htmlFor?: string; optional?: boolean; children: ReactNode }) {
  return (
    <Label htmlFor={htmlFor}>
      {children}
      {optional && <span className="font-normal text-muted-foreground">(opcional)</span>}
    </Label>
  );
}

interface BaseFieldProps {
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
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
}: BaseFieldProps & { id: string; hintId: string; errorId: string; children: ReactNode }) {
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

type TextFieldProps = BaseFieldProps & {
  registration: UseFormRegisterReturn;
} & Omit<ComponentProps<"input">, "id" | "name" | "onChange" | "onBlur" | "ref" | "aria-invalid" | "aria-describedby">;

/** A labelled text input registered with react-hook-form; `defaultValue` fills it in the server HTML. */
export function TextField({ label, error, hint, optional, className, registration, ...inputProps }: TextFieldProps) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds(error, hint);
  return (
    <FieldFrame {...{ id, hintId, errorId, label, error, hint, optional, className }}>
      <Input
        id={id}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-required={optional ? undefined : true}
        {...inputProps}
        {...registration}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = BaseFieldProps & {
  registration: UseFormRegisterReturn;
} & Omit<
    ComponentProps<"textarea">,
    "id" | "name" | "onChange" | "onBlur" | "ref" | "aria-invalid" | "aria-describedby"
  >;

export function TextAreaField({ label, error, hint, optional, className, registration, ...props }: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds(error, hint);
  return (
    <FieldFrame {...{ id, hintId, errorId, label, error, hint, optional, className }}>
      <Textarea
        id={id}
        rows={4}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-required={optional ? undefined : true}
        {...props}
        {...registration}
      />
    </FieldFrame>
  );
}

interface SelectFieldProps<TInput extends FieldValues> extends BaseFieldProps {
  control: Control<TInput, unknown, unknown>;
  name: Path<TInput>;
  options: readonly Option[];
  placeholder: string;
  autoFocus?: boolean;
}

const nativeSelectClass =
  "h-11 w-full appearance-none rounded-md border border-input bg-card py-2 pr-9 pl-3 text-base shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive aria-invalid:ring-destructive/25 sm:text-sm";

/**
 * A choice among the spec's options. Before hydration (and without
 * JavaScript) it is a native <select> that posts with the form; once React
 * runs it becomes the design system's Radix select. Neither offers an
 * empty-value item: the native placeholder is disabled and hidden.
 */
export function SelectField<TInput extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder,
  error,
  hint,
  optional,
  className,
  autoFocus,
}: SelectFieldProps<TInput>) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds(error, hint);
  const hydrated = useHydrated();
  const {
    field: { ref, onChange, onBlur, value: fieldValue },
  } = useController({ control, name });
  const value = typeof fieldValue === "string" ? fieldValue : "";
  const nativeRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    // A choice made in the native select before hydration goes to react-hook-form before the Radix
    // select replaces it. An effect, not a ref: the form's value subscription only starts in effects.
    const chosen = nativeRef.current?.value;
    if (chosen && chosen !== value) onChange(chosen);
  }, [onChange, value]);

  return (
    <div data-slot="form-field" className={cn("grid content-start gap-2", className)}>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      {hydrated ? (
        <Select name={name} value={value} onValueChange={onChange}>
          <SelectTrigger
            ref={ref}
            id={id}
            onBlur={onBlur}
            autoFocus={autoFocus}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            aria-required={optional ? undefined : true}
          >
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : (
        <div className="relative">
          <select
            id={id}
            name={name}
            defaultValue={value}
            autoFocus={autoFocus}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            aria-required={optional ? undefined : true}
            className={nativeSelectClass}
            ref={nativeRef}
          >
            <option value="" disabled hidden>
              {placeholder}
            </option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
          />
        </div>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface RadioCardsFieldProps extends BaseFieldProps {
  registration: UseFormRegisterReturn;
  options: readonly Option[];
  defaultValue?: string;
  autoFocus?: boolean;
}

/** Few options side by side as native radios (work with and without JavaScript), in a fieldset. */
export function RadioCardsField({
  label,
  error,
  hint,
  className,
  registration,
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
              "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs transition-colors",
              "hover:bg-accent/60 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/40",
              invalid && "border-destructive",
            )}
          >
            <input
              type="radio"
              id={`${id}-${index}`}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              autoFocus={autoFocus && index === 0}
              aria-invalid={invalid}
              className="size-4 shrink-0 accent-primary outline-none"
              {...registration}
            />
            {option.label}
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
