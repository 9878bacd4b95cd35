import { useId, type ReactNode, type Ref, type RefObject } from "react";
import { Link } from "react-router";
import { CircleAlert, CircleCheck, LoaderCircle, Lock, MessageCircle } from "~/components/ui/icons";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { HONEYPOT_FIELD, type LeadForm } from "../schemas";

/**
 * What the server needs besides the fields: which form, the submission id
 * (empty in server HTML, which is shared by every visitor of a prerendered
 * page; the route action makes one then) and the honeypot, which people
 * never see or reach and bots fill in.
 */
export function HiddenFields({
  form,
  submissionId,
  honeypotRef,
}: {
  form: LeadForm;
  submissionId: string;
  honeypotRef: RefObject<HTMLInputElement | null>;
}) {
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
        <input ref={honeypotRef} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
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

export function SubmitButton({
  submitting,
  label,
  submittingLabel,
  className,
  ref,
}: {
  submitting: boolean;
  label: ReactNode;
  submittingLabel: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button
      ref={ref}
      type="submit"
      variant="highlight"
      size="lg"
      disabled={submitting}
      className={cn("w-full", className)}
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
 * Shown after a submit without JavaScript (no toast, no new tab there): the
 * confirmation, the WhatsApp link as a plain link, and a way to send another.
 */
export function SuccessPanel({
  id,
  title,
  description,
  whatsappUrl,
  onReset,
  resetHref,
  resetLabel,
}: {
  id?: string | undefined;
  title: string;
  description: string;
  whatsappUrl: string | null;
  onReset: () => void;
  resetHref: string;
  resetLabel: string;
}) {
  const titleId = useId();
  return (
    <div id={id} role="status" aria-labelledby={titleId} className="flex flex-col items-center gap-4 py-6 text-center">
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
