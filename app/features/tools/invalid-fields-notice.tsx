import { Icon } from "#app/components/ui/icon";

/**
 * Said in the result region when submitted values are invalid (each field shows
 * its own message): what is missing without them, so a screen reader hears it too.
 */
export function InvalidFieldsNotice({ count, withResult }: { count: number; withResult: boolean }) {
  if (count === 0) return null;
  const text = withResult
    ? count === 1
      ? "O campo marcado no formulário ficou fora da conta. Corrija-o para incluí-lo."
      : "Os campos marcados no formulário ficaram fora da conta. Corrija-os para incluí-los."
    : count === 1
      ? "Corrija o campo marcado no formulário para ver o resultado."
      : `Corrija os ${count} campos marcados no formulário para ver o resultado.`;
  return (
    <p
      data-slot="invalid-fields-notice"
      className="flex items-start gap-2 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm font-medium"
    >
      <Icon name="circle-exclamation-point" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      {text}
    </p>
  );
}
