import { useId, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { useHydrated } from "#app/lib/hydration";

/**
 * One input and its Consultar button, the shape shared by the three tabs.
 * The lookups run in the browser: until the page's script runs the button is
 * disabled (so Enter does not reload the page either). While a lookup runs it
 * is only marked disabled (aria-disabled), so a visitor who clicked it keeps
 * focus on it.
 */
export function LookupForm({
  label,
  hint,
  value,
  onValueChange,
  onSubmit,
  loading,
  inputProps,
}: {
  label: string;
  hint: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  onSubmit: () => void;
  loading: boolean;
  inputProps?: Omit<ComponentProps<typeof Input>, "value" | "onChange" | "id">;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const { className, ...restInputProps } = inputProps ?? {};
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!loading) onSubmit();
      }}
    >
      <Label htmlFor={`${id}-input`}>{label}</Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id={`${id}-input`}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          size="lg"
          className={className ?? "tracking-wide"}
          {...restInputProps}
        />
        <Button
          type="submit"
          size="lg"
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50 sm:w-44"
          disabled={!hydrated}
          aria-disabled={loading || undefined}
        >
          {loading ? (
            <Icon name="loader-circle" className="size-5 animate-spin" aria-hidden="true" />
          ) : (
            <Icon name="search" className="size-5" aria-hidden="true" />
          )}
          {loading ? "Consultando..." : "Consultar"}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
    </form>
  );
}
