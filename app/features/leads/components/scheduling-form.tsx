import { useLocation } from "react-router";
import { toast } from "#app/components/ui/toast";
import { Icon } from "#app/components/ui/icon";
import { agendamento } from "../forms/agendamento";
import { FormAlert, HiddenFields, SubmitButton } from "./form-parts";
import { AdsConsentField } from "./ads-consent-field";
import { LeadFields } from "./lead-fields";
import { PrivacyNote } from "./privacy-note";
import { SuccessPanel } from "./success-panel";
import { useLeadForm, type SubmitFailure, type SubmitSuccess } from "./use-lead-form";
import { openWhatsappAction } from "./whatsapp-toast";

export const SCHEDULING_FORM_ANCHOR = "agendar";

const SUCCESS_TITLE = "Consultoria Agendada!";
const SUCCESS_DESCRIPTION = "Recebemos sua solicitação. Em breve entraremos em contato!";
const FAILURE_DESCRIPTION = "Houve um problema ao agendar sua consultoria. Tente novamente.";

function notifySuccess({ whatsappUrl: url, whatsappTab }: SubmitSuccess) {
  toast.success(SUCCESS_TITLE, {
    description: SUCCESS_DESCRIPTION,
    ...(url && whatsappTab === "blocked" ? { action: openWhatsappAction(url), duration: 20_000 } : {}),
  });
}

function notifyFailure(failure: SubmitFailure) {
  // Field problems and rate limits have their own, more useful, server message.
  const specific = failure.status === 422 || failure.status === 429;
  toast.error("Erro", { description: specific && failure.message ? failure.message : FAILURE_DESCRIPTION });
}

/** The scheduling form of /comece-agora as a card (anchor #agendar). */
export function SchedulingForm() {
  const { pathname } = useLocation();
  const { formRef, formProps, submitting, submissionId, field, resultId, serverMessage, success, startOver } =
    useLeadForm({
      definition: agendamento,
      anchorId: SCHEDULING_FORM_ANCHOR,
      opensWhatsapp: true,
      onSuccess: notifySuccess,
      onFailure: notifyFailure,
    });

  return (
    <div
      id={SCHEDULING_FORM_ANCHOR}
      tabIndex={-1}
      className="rounded-2xl border bg-card p-5 text-card-foreground shadow-xl outline-none sm:p-8"
    >
      {success ? (
        <SuccessPanel
          id={resultId}
          title={SUCCESS_TITLE}
          description={SUCCESS_DESCRIPTION}
          whatsappInvite="Se preferir, adiante a conversa agora pelo WhatsApp."
          whatsappUrl={success.whatsappUrl}
          takeFocus={success.inPlace}
          onReset={startOver}
          resetHref={`${pathname}?novo-agendamento#${SCHEDULING_FORM_ANCHOR}`}
          resetLabel="Agendar outra consultoria"
        />
      ) : (
        <form ref={formRef} {...formProps} className="relative grid gap-5" aria-labelledby="agendamento-titulo">
          <div>
            <h2 id="agendamento-titulo" className="flex items-center gap-2 text-xl font-bold sm:text-2xl">
              <Icon name="calendar-check" aria-hidden="true" className="size-6 shrink-0 text-primary" />
              Agende sua consultoria
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Todos os campos são obrigatórios. Quanto mais você contar, mais útil será a conversa.
            </p>
          </div>
          <FormAlert id={resultId} message={serverMessage} />
          <HiddenFields form={agendamento.form} submissionId={submissionId} />
          <LeadFields definition={agendamento} field={field} />
          <AdsConsentField form={agendamento.form} />
          <SubmitButton
            submitting={submitting}
            submittingLabel="Agendando..."
            label={
              <>
                AGENDAR MINHA CONSULTORIA
                <Icon name="calendar-check" aria-hidden="true" />
              </>
            }
          />
          <PrivacyNote />
        </form>
      )}
    </div>
  );
}
