import type { ComponentProps, ReactNode } from "react";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";

/** A labelled input with its hint and error tied to it for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  ...props
}: Omit<ComponentProps<typeof Input>, "id"> & {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}) {
  const describedBy = [hint ? `${id}-dica` : null, error ? `${id}-erro` : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...props} />
      {hint ? (
        <p id={`${id}-dica`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-erro`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
