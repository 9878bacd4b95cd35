import { Icon } from "#app/components/ui/icon";

/** A field's message, under it, tied to the control by aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} data-slot="field-error" className="flex items-start gap-1.5 text-sm font-medium text-destructive">
      <Icon name="circle-exclamation-point" aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
