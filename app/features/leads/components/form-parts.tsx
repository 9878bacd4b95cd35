import { useEffect, useId, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { CircleAlert, CircleCheck, LoaderCircle, Lock, MessageCircle } from "~/components/ui/icons";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { HONEYPOT_FIELD } from "../honeypot";
import type { LeadForm } from "../options";

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
      <CircleAlert aria-hidden="true" />
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
          <LoaderCircle aria-hidden="true" className="animate-spin" />
          {submittingLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}

export function PrivacyNote({ className }: { className?: string }) {
  return (
    <p className={cn("flex items-start gap-2 text-xs text-muted-foreground", className)}>
      <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>
        Seus dados ficam protegidos e são usados só para falar com você. Veja a{" "}
        <Link to="/politica-privacidade" className="font-medium text-primary underline underline-offset-2">
          Política de Privacidade
        </Link>
        .
      </span>
    </p>
  );
}

/**
 * Shown in place of the form after a successful submission: the
 * confirmation, what happens next, the WhatsApp link and a way to send
 * another. It takes keyboard focus when it appears after a submission made
 * with JavaScript, so the visitor's place is not lost.
 */
export function SuccessPanel({
  id,
  title,
  description,
  whatsappUrl,
  onReset,
  resetHref,
  resetLabel,
  takeFocus = false,
}: {
  id?: string | undefined;
  /** Move keyboard focus here (after a submission made in place; a page load keeps the browser's focus). */
  takeFocus?: boolean;
  title: string;
  description: string;
  whatsappUrl: string | null;
  onReset: () => void;
  resetHref: string;
  resetLabel: string;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role="status"
      aria-labelledby={titleId}
      className="flex flex-col items-center gap-4 rounded-lg py-6 text-center outline-none"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
        <CircleCheck aria-hidden="true" className="size-8" />
      </span>
      <h3 id={titleId} className="text-xl font-bold text-balance">
        {title}
      </h3>
      <p className="max-w-md text-muted-foreground text-pretty">{description}</p>
      {whatsappUrl && (
        <Button asChild variant="highlight" size="lg" className="w-full sm:w-auto">
          <a href={whatsappUrl} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            Abrir WhatsApp
          </a>
        </Button>
      )}
      <a
        href={resetHref}
        onClick={(event) => {
          event.preventDefault();
          onReset();
        }}
        className="text-sm font-medium text-primary underline underline-offset-2"
      >
        {resetLabel}
      </a>
    </div>
  );
}
