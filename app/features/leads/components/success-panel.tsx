import { useEffect, useId, useRef } from "react";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";

/**
 * Shown in place of the form after a successful submission: the
 * confirmation, what happens next, the WhatsApp link (when the business has
 * a number) and a way to send another. It takes keyboard focus when it
 * appears after a submission made with JavaScript, so the visitor's place is
 * not lost.
 */
export function SuccessPanel({
  id,
  title,
  description,
  whatsappInvite,
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
  /** The sentence that invites the visitor to the chat: shown, with its button, only when there is a chat to open. */
  whatsappInvite?: string;
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
        <Icon name="circle-check" aria-hidden="true" className="size-8" />
      </span>
      <h3 id={titleId} className="text-xl font-bold text-balance">
        {title}
      </h3>
      <p className="max-w-md text-muted-foreground text-pretty">
        {whatsappUrl && whatsappInvite ? `${description} ${whatsappInvite}` : description}
      </p>
      {whatsappUrl && (
        <Button asChild variant="highlight" size="lg" className="w-full sm:w-auto">
          <a href={whatsappUrl} target="_blank" rel="noopener noreferrer">
            <Icon name="message-circle" aria-hidden="true" />
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
