import { useLocation } from "react-router";
import { toast } from "#app/components/ui/toast";
import { Icon } from "#app/components/ui/icon";
import { contato } from "../forms/contato";
import { FormAlert, HiddenFields, SubmitButton } from "./form-parts";
import { LeadFields } from "./lead-fields";
import { PrivacyNote } from "./privacy-note";
import { SuccessPanel } from "./success-panel";
import { useLeadForm, type SubmitFailure } from "./use-lead-form";

export const CONTACT_FORM_ANCHOR = "formulario-contato";

const SUCCESS_TITLE = "Mensagem enviada!";
const SUCCESS_DESCRIPTION = "Obrigado pelo contato. Respondemos em até 2 horas em horário comercial.";

function notifyFailure(failure: SubmitFailure) {
  toast.error("Erro ao enviar mensagem", { description: failure.message || "Tente novamente em alguns instantes." });
}

/** The /contato message form as a card (anchor #formulario-contato), stored through the lead pipeline. */
export function ContactForm() {
  const { pathname } = useLocation();
  const { formRef, formProps, submitting, submissionId, field, resultId, serverMessage, success, startOver } =
    useLeadForm({
      definition: contato,
      anchorId: CONTACT_FORM_ANCHOR,
      opensWhatsapp: false,
      onSuccess: () => toast.success(SUCCESS_TITLE, { description: SUCCESS_DESCRIPTION }),
      onFailure: notifyFailure,
    });

  return (
    <div
      id={CONTACT_FORM_ANCHOR}
      tabIndex={-1}
      className="rounded-2xl border bg-card p-5 text-card-foreground shadow-sm outline-none sm:p-8"
    >
      {success ? (
        <SuccessPanel
          id={resultId}
          title={SUCCESS_TITLE}
          description={SUCCESS_DESCRIPTION}
          whatsappUrl={null}
          takeFocus={success.inPlace}
          onReset={startOver}
          resetHref={`${pathname}?nova-mensagem#${CONTACT_FORM_ANCHOR}`}
          resetLabel="Enviar outra mensagem"
        />
      ) : (
        <form ref={formRef} {...formProps} className="relative grid gap-5" aria-labelledby="contato-titulo">
          <div>
            <h2 id="contato-titulo" className="text-xl font-bold sm:text-2xl">
              Envie sua mensagem
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Preencha os campos e responderemos pelo e-mail ou telefone informado.
            </p>
          </div>
          <FormAlert id={resultId} message={serverMessage} />
          <HiddenFields form={contato.form} submissionId={submissionId} />
          <LeadFields definition={contato} field={field} />
          <SubmitButton
            submitting={submitting}
            submittingLabel="Enviando..."
            className="sm:w-auto sm:justify-self-start"
            label={
              <>
                ENVIAR MENSAGEM
                <Icon name="send" aria-hidden="true" />
              </>
            }
          />
          <PrivacyNote />
        </form>
      )}
    </div>
  );
}
