import { Link } from "react-router";
import { toast } from "#app/components/ui/toast";
import { Icon } from "#app/components/ui/icon";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { cn } from "#app/lib/utils";
import { FieldError } from "#app/components/ui/field-error";
import { newsletter } from "../forms/newsletter";
import { FormAlert, HiddenFields, SubmitButton } from "./form-parts";
import { useLeadForm } from "./use-lead-form";

export const NEWSLETTER_ANCHOR = "newsletter";

const SUCCESS_MESSAGE = "Inscrição confirmada! Você vai receber nossos próximos artigos no seu e-mail.";

const [emailField] = newsletter.fields;

/** The blog's compact newsletter box: one e-mail, stored as a subscription through the lead pipeline. */
export function NewsletterForm({
  title = "Receba dicas de tráfego pago no seu e-mail",
  description = "Um e-mail por semana com estratégias práticas de Google Ads, Meta Ads e vendas online. Sem spam.",
  className,
}: {
  title?: string;
  description?: string;
  className?: string;
}) {
  const { formRef, formProps, submitting, submissionId, field, resultId, serverMessage, success } = useLeadForm({
    definition: newsletter,
    anchorId: NEWSLETTER_ANCHOR,
    opensWhatsapp: false,
    onSuccess: () => undefined,
    onFailure: (failure) =>
      toast.error("Não foi possível concluir a inscrição", {
        description: failure.message || "Tente novamente em alguns instantes.",
      }),
  });
  const email = field("email");
  const inputId = `${NEWSLETTER_ANCHOR}-email`;
  const errorId = `${inputId}-erro`;

  return (
    <section
      id={NEWSLETTER_ANCHOR}
      tabIndex={-1}
      aria-labelledby={`${NEWSLETTER_ANCHOR}-titulo`}
      className={cn(
        "rounded-2xl bg-linear-to-br from-hero-from to-hero-to p-6 text-white shadow-lg outline-none sm:p-8",
        className,
      )}
    >
      <span className="flex size-11 items-center justify-center rounded-xl bg-white/10 text-highlight">
        <Icon name="mail" aria-hidden="true" className="size-5" />
      </span>
      <h2 id={`${NEWSLETTER_ANCHOR}-titulo`} className="mt-4 text-xl font-bold text-balance">
        {title}
      </h2>
      <p className="mt-2 text-sm text-pretty text-white/85">{description}</p>
      <div id={success ? resultId : undefined} role="status" className="empty:hidden">
        {success && (
          <p className="mt-5 flex items-start gap-2 rounded-lg bg-white/10 p-3 text-sm font-medium">
            <Icon name="circle-check" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-highlight" />
            {SUCCESS_MESSAGE}
          </p>
        )}
      </div>
      <form
        ref={formRef}
        {...formProps}
        className="relative mt-5 grid gap-3"
        aria-labelledby={`${NEWSLETTER_ANCHOR}-titulo`}
      >
        <FormAlert id={resultId} message={serverMessage} />
        <HiddenFields form={newsletter.form} submissionId={submissionId} />
        <Label htmlFor={inputId} className="text-white">
          {emailField.label}
        </Label>
        <Input
          id={inputId}
          type="email"
          autoComplete={emailField.autocomplete}
          inputMode="email"
          spellCheck={false}
          placeholder={emailField.placeholder}
          name={email.name}
          defaultValue={email.defaultValue}
          autoFocus={email.autoFocus}
          aria-invalid={email.error ? true : undefined}
          aria-describedby={email.error ? errorId : undefined}
          aria-required
          className="text-foreground"
        />
        {email.error && (
          <div className="rounded-md bg-card px-3 py-2">
            <FieldError id={errorId} message={email.error} />
          </div>
        )}
        <SubmitButton submitting={submitting} submittingLabel="Inscrevendo..." label="QUERO RECEBER" />
        <p className="text-xs text-white/75">
          Você pode cancelar quando quiser.{" "}
          <Link to="/politica-privacidade" className="underline underline-offset-2">
            Política de Privacidade
          </Link>
          .
        </p>
      </form>
    </section>
  );
}
