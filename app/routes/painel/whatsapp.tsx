import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/whatsapp";
import { Alert, AlertDescription } from "#app/components/ui/alert";
import { Icon } from "#app/components/ui/icon";
import { NativeCheckbox } from "#app/components/ui/native-checkbox";
import { ADS_CONSENT_VERSION, adsConsentTexts } from "#app/features/leads/ads-consent";
import { Field } from "#app/features/panel/components/field";
import { PageHeading } from "#app/features/panel/components/page-heading";
import { SubmitButton } from "#app/features/panel/components/submit-button";
import { SectionCard } from "#app/features/panel/components/section-card";
import { actorOf, refusalsAsData, signedInUser } from "#app/features/panel/guard.server";
import { fromServer } from "#app/load-context";
import { panelPaths } from "#app/features/panel/paths";
import { readFields, text, ticked } from "#app/features/panel/posted-fields";

export const meta: Route.MetaFunction = () => [{ title: "Lead do WhatsApp | Painel" }];

export function loader() {
  return { consentText: adsConsentTexts[ADS_CONSENT_VERSION] };
}

/** Makes the lead, then opens it (a 303 to the lead's page); a refusal comes back beside its field. */
export async function action(args: Route.ActionArgs) {
  const user = signedInUser(args.context);
  const { panel, clientIp } = fromServer(args.context);
  const { consentimento: consent, ...values } = readFields(await args.request.formData(), {
    codigo: text(2000),
    nome: text(2000),
    telefone: text(2000),
    consentimento: ticked,
  });
  return refusalsAsData(
    async () => {
      const { leadId } = await panel.whatsapp.createLead(
        { code: values.codigo, nome: values.nome, telefone: values.telefone, consent },
        actorOf(user, clientIp),
      );
      throw redirect(panelPaths.lead(leadId), 303);
    },
    (error) => ({ error: error.message, field: error.field, values, consent }),
  );
}

export default function WhatsappLead({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = actionData && "error" in actionData ? actionData : null;
  const errorOf = (field: string) => (refusal?.field === field ? refusal.error : null);
  return (
    <>
      <PageHeading
        title="Lead do WhatsApp"
        description="Quem chama pelo botão do site manda um código (Cód. 7K2Q) na primeira mensagem. Com ele, o lead entra com a campanha do clique."
      />
      <SectionCard title="Registrar pelo código" className="max-w-2xl">
        <Form method="post" className="grid gap-4" noValidate>
          {refusal && refusal.field === null ? (
            <Alert variant="destructive">
              <AlertDescription>{refusal.error}</AlertDescription>
            </Alert>
          ) : null}
          <Field
            id="codigo"
            name="codigo"
            label="Código da conversa"
            hint="Digite ou cole o código (ou a mensagem inteira): 4 letras e números, como 7K2Q."
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            className="font-mono tracking-widest uppercase"
            defaultValue={refusal?.values.codigo}
            error={errorOf("codigo")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="nome"
              name="nome"
              label="Nome"
              autoComplete="off"
              required
              defaultValue={refusal?.values.nome}
              error={errorOf("nome")}
            />
            <Field
              id="telefone"
              name="telefone"
              label="Telefone (com DDD)"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="(11) 98765-4321"
              required
              defaultValue={refusal?.values.telefone}
              error={errorOf("telefone")}
            />
          </div>
          <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3">
            <NativeCheckbox
              id="consentimento"
              name="consentimento"
              value="sim"
              defaultChecked={refusal?.consent ?? false}
              aria-describedby="consentimento-texto"
              className="mt-0.5"
            />
            <div className="grid gap-1 text-sm">
              <label htmlFor="consentimento" className="font-medium">
                A pessoa autorizou na conversa
              </label>
              <p id="consentimento-texto" className="text-muted-foreground">
                Pergunte no chat com este texto e marque só se ela disser sim: “{loaderData.consentText}”
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton
              post={{ action: panelPaths.whatsapp }}
              pendingLabel="Registrando…"
              icon={<Icon name="message-circle" />}
            >
              Registrar lead
            </SubmitButton>
            <Link to={panelPaths.inbox} className="text-sm text-muted-foreground underline underline-offset-4">
              Voltar para os leads
            </Link>
          </div>
        </Form>
      </SectionCard>
    </>
  );
}
