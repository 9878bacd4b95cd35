import { useLocation } from "react-router";
import { toast } from "#app/components/ui/toast";
import { Icon } from "#app/components/ui/icon";
import { consultoria } from "../forms/consultoria";
import { FormAlert, HiddenFields, SubmitButton } from "./form-parts";
import { AdsConsentField } from "./ads-consent-field";
import { LeadFields } from "./lead-fields";
import { PrivacyNote } from "./privacy-note";
import { SuccessPanel } from "./success-panel";
import { useLeadForm, type SubmitFailure, type SubmitSuccess } from "./use-lead-form";
import { openWhatsappAction } from "./whatsapp-toast";

export const LEAD_FORM_ANCHOR = "lead-form";

const SUCCESS_MESSAGE = "Obrigado! Nossa equipe entrará em contato em breve.";
const RETRY_MESSAGE = "Tente novamente em alguns instantes.";

const trustPoints = [
  "Diagnóstico das suas campanhas e do seu funil, sem custo",
  "Plano de ação com metas claras de vendas, ROAS e custo por cliente",
  "Sem compromisso: você decide se quer seguir com a gente",
  "Resposta em até 2 horas em horário comercial",
];

function notifySuccess({ whatsappUrl: url, whatsappTab }: SubmitSuccess) {
  if (url && whatsappTab === "blocked") {
    toast.success(SUCCESS_MESSAGE, {
      description: "Continue a conversa pelo WhatsApp com seus dados já preenchidos.",
      action: openWhatsappAction(url),
      duration: 20_000,
    });
    return;
  }
  toast.success(SUCCESS_MESSAGE, {
    description: whatsappTab === "opened" ? "Abrimos o WhatsApp em uma nova aba com seus dados." : undefined,
  });
}

function notifyFailure(failure: SubmitFailure) {
  if (failure.status !== 0) console.error(`Erro do servidor: ${failure.status}`);
  toast.error("Erro ao enviar formulário", { description: failure.message || RETRY_MESSAGE });
}

/**
 * The consultancy lead form as a whole page section (anchor #lead-form, the
 * target of every "consultoria gratuita" call to action).
 */
export function LeadForm({
  title = "Receba sua consultoria gratuita",
  description = "Conte um pouco sobre o seu negócio. Um especialista analisa seus números e mostra, sem compromisso, onde o tráfego pago pode trazer mais vendas.",
}: {
  title?: string;
  description?: string;
}) {
  const { pathname } = useLocation();
  const { formRef, formProps, submitting, submissionId, field, resultId, serverMessage, success, startOver } =
    useLeadForm({
      definition: consultoria,
      anchorId: LEAD_FORM_ANCHOR,
      opensWhatsapp: true,
      onSuccess: notifySuccess,
      onFailure: notifyFailure,
    });

  return (
    <section
      id={LEAD_FORM_ANCHOR}
      tabIndex={-1}
      aria-labelledby="lead-form-titulo"
      className="defer-render [--deferred-height:90rem] md:[--deferred-height:63rem] lg:[--deferred-height:39rem] relative overflow-hidden bg-linear-to-br from-hero-from to-hero-to py-16 text-white outline-none sm:py-20"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -left-32 size-96 rounded-full bg-highlight/15 blur-3xl"
      />
      <div className="relative container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:items-center lg:gap-16">
        <div>
          <p className="mb-3 text-sm font-bold tracking-widest text-highlight uppercase">Consultoria gratuita</p>
          <h2 id="lead-form-titulo" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-white/85">{description}</p>
          <ul className="mt-8 grid gap-4">
            {trustPoints.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <Icon name="circle-check" aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-highlight" />
                <span className="text-white/90">{point}</span>
              </li>
            ))}
          </ul>
          <p className="mt-8 flex items-center gap-2 text-sm text-white/75">
            <Icon name="clock" aria-hidden="true" className="size-4 shrink-0" />
            Preencher leva menos de 1 minuto.
          </p>
        </div>

        <div className="rounded-2xl border bg-card p-5 text-card-foreground shadow-2xl sm:p-8">
          {success ? (
            <SuccessPanel
              id={resultId}
              title={SUCCESS_MESSAGE}
              description="Recebemos seus dados. Um especialista analisa o seu negócio e responde em até 2 horas em horário comercial."
              whatsappInvite="Se quiser adiantar a conversa, fale agora com nosso time pelo WhatsApp."
              whatsappUrl={success.whatsappUrl}
              takeFocus={success.inPlace}
              onReset={startOver}
              resetHref={`${pathname}?nova-solicitacao#${LEAD_FORM_ANCHOR}`}
              resetLabel="Enviar outra solicitação"
            />
          ) : (
            <form ref={formRef} {...formProps} className="relative grid gap-5" aria-labelledby="lead-form-cartao">
              <div>
                <h3 id="lead-form-cartao" className="text-xl font-bold">
                  Fale com um especialista
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  Todos os campos são obrigatórios. Usamos seus dados só para preparar a sua consultoria.
                </p>
              </div>
              <FormAlert id={resultId} message={serverMessage} />
              <HiddenFields form={consultoria.form} submissionId={submissionId} />
              <LeadFields definition={consultoria} field={field} />
              <AdsConsentField form={consultoria.form} />
              <SubmitButton
                submitting={submitting}
                submittingLabel="Enviando..."
                label={
                  <>
                    RECEBER CONSULTORIA GRATUITA
                    <Icon name="message-circle" aria-hidden="true" />
                  </>
                }
              />
              <PrivacyNote />
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
