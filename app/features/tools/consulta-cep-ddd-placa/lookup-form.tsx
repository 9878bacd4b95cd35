import { useId, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { LoaderCircle, Search } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/** One input and its Consultar button, the shape shared by the three tabs. */
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
  const { className, ...restInputProps } = inputProps ?? {};
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
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
        <Button type="submit" size="lg" className="sm:w-44" disabled={loading}>
          {loading ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
          ) : (
            <Search className="size-5" aria-hidden="true" />
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

/** A term and its value in a result card. */
export function ResultField({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd className="mt-1 font-medium break-words">{children}</dd>
    </div>
  );
}
