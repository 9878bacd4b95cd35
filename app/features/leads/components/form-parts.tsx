import { useId, type ReactNode } from "react";
import { Icon } from "#app/components/ui/icon";
import { Alert, AlertDescription, AlertTitle } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";
import { HONEYPOT_FIELD } from "../honeypot";
import type { LeadForm } from "../form-definition";

/**
 * What the server needs besides the fields: which form, the submission id
 * (empty in server HTML, which is shared by every visitor of a prerendered
 * page; the route action makes one then) and the honeypot, which people
 * never see or reach and bots fill in.
 */
export function HiddenFields({ form, submissionId }: { form: LeadForm; submissionId: string }) {
  const id = useId();
  return (
    <>
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="submissionId" value={submissionId} />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -left-[10000px] size-px overflow-hidden opacity-0"
      >
        <label htmlFor={id}>Deixe este campo em branco</label>
        <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}

/** The server's answer to a submit without JavaScript, above the fields. */
export function FormAlert({ message, id }: { message: string | null; id?: string | undefined }) {
  if (!message) return null;
  return (
    <Alert id={id} tabIndex={-1} variant="destructive" className="outline-none">
      <Icon name="circle-exclamation-point" aria-hidden="true" />
      <AlertTitle>Não foi possível enviar</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

/**
 * While a submission is on its way the button reads `submittingLabel` and
 * refuses clicks (aria-disabled, not disabled: a disabled button would drop
 * keyboard focus to the page, and the visitor would lose their place).
 */
export function SubmitButton({
  submitting,
  label,
  submittingLabel,
  className,
}: {
  submitting: boolean;
  label: ReactNode;
  submittingLabel: string;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      variant="highlight"
      size="lg"
      aria-disabled={submitting || undefined}
      className={cn("w-full aria-disabled:cursor-progress aria-disabled:opacity-70", className)}
    >
      {submitting ? (
        <>
          <Icon name="loader-circle" aria-hidden="true" className="animate-spin" />
          {submittingLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}
