import { useEffect, useRef } from "react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/mensagens";
import { Alert, AlertDescription, AlertTitle } from "#app/components/ui/alert";
import { Icon } from "#app/components/ui/icon";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import { PageHeading } from "#app/features/panel/components/page-heading";
import { SubmitButton } from "#app/features/panel/components/submit-button";
import { SectionCard } from "#app/features/panel/components/section-card";
import { firstName } from "#app/features/panel/first-name";
import { requireOwner } from "#app/features/panel/guard.server";
import { fromServer } from "#app/load-context";
import { panelPaths } from "#app/features/panel/paths";
import { each, readFields, text, WHOLE_POST } from "#app/features/panel/posted-fields";
import {
  MESSAGE_LIMIT,
  MESSAGE_STAGES,
  messageFor,
  messageStages,
  parseMessage,
  type MessageStage,
} from "#app/features/panel/whatsapp-messages";

export const meta: Route.MetaFunction = () => [{ title: "Mensagens do WhatsApp | Painel" }];

/** The lead each preview is written to: one with a company, and the same without it. */
const EXAMPLE = { name: "Mariana Costa", company: "Ateliê Flor de Lis" };

/** The owners write the message of each stage; the page shows each saved text as the lead would get it. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireOwner(args.context);
  const { panel } = fromServer(args.context);
  const texts = await panel.messages.read();
  const previews = Object.fromEntries(
    MESSAGE_STAGES.map((stage) => [
      stage,
      {
        withCompany: messageFor(texts[stage], EXAMPLE, user.name),
        // Only when the text names the company: otherwise both read the same.
        withoutCompany: texts[stage].includes("{empresa}")
          ? messageFor(texts[stage], { ...EXAMPLE, company: "" }, user.name)
          : null,
      },
    ]),
  ) as Record<MessageStage, { withCompany: string; withoutCompany: string | null }>;
  return {
    texts,
    previews,
    me: firstName(user.name),
    saved: args.url.searchParams.has("salvo"),
  };
}

/** Saves every stage at once, or none: each refusal comes back beside its text, with what was typed. */
export async function action(args: Route.ActionArgs) {
  const user = requireOwner(args.context);
  const { panel } = fromServer(args.context);
  const typed = readFields(await args.request.formData(), each(MESSAGE_STAGES, text(WHOLE_POST)));
  const parsed = MESSAGE_STAGES.map((stage) => [stage, parseMessage(stage, typed[stage])] as const);
  const errors: Partial<Record<MessageStage, string>> = {};
  const texts = {} as Record<MessageStage, string>;
  for (const [stage, result] of parsed) {
    if (result.ok) texts[stage] = result.text;
    else errors[stage] = result.error;
  }
  if (Object.keys(errors).length > 0) return data({ errors, typed }, { status: 400 });
  await panel.messages.save(texts, user.id);
  throw redirect(`${panelPaths.messages}?salvo=1`, 303);
}

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, previews, me, saved } = loaderData;
  const refused = actionData ?? null;
  // With script the page stays where the button was: the first refused text gets the focus (and the view).
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLTextAreaElement>("textarea[aria-invalid]")?.focus();
  }, [refused]);
  return (
    <>
      <PageHeading
        title="Mensagens do WhatsApp"
        description="O texto que o botão “Abrir WhatsApp” de cada lead já deixa escrito, conforme o status. Quem atende confere, ajusta se quiser e envia."
      />
      {saved && !refused ? (
        <Alert variant="success" role="status" className="mb-6">
          <Icon name="circle-check" />
          <AlertTitle>Mensagens salvas. Confira a prévia de cada uma.</AlertTitle>
        </Alert>
      ) : null}
      {refused ? (
        <Alert variant="destructive" className="mb-6">
          <AlertTitle>Nada foi salvo</AlertTitle>
          <AlertDescription>
            <p>Corrija e salve de novo:</p>
            <ul className="list-disc pl-5">
              {MESSAGE_STAGES.filter((stage) => refused.errors[stage]).map((stage) => (
                <li key={stage}>
                  <a href={`#texto-${stage}`} className="font-medium underline underline-offset-4">
                    {messageStages[stage].title}
                  </a>
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <SectionCard
          id="como-escrever"
          title="Como escrever"
          className="lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1"
        >
          <dl className="grid gap-3 text-sm">
            <div>
              <dt className="font-mono font-semibold">{"{nome}"}</dt>
              <dd className="text-muted-foreground">O primeiro nome do lead, sem “Dr.” ou “Sra.”.</dd>
            </div>
            <div>
              <dt className="font-mono font-semibold">{"{empresa}"}</dt>
              <dd className="text-muted-foreground">
                A empresa que a pessoa escreveu no formulário. Quando não há empresa, ela sai da frase junto com o “da”,
                “do”, “para a”… que vem antes: escreva “o tráfego da {"{empresa}"}”, não “a {"{empresa}"}”.
              </dd>
            </div>
            <div>
              <dt className="font-mono font-semibold">{"{especialista}"}</dt>
              <dd className="text-muted-foreground">
                O primeiro nome de quem abre o WhatsApp (para você: {me || "seu nome"}).
              </dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-muted-foreground">
            Até {MESSAGE_LIMIT} caracteres por mensagem. Deixe uma em branco para voltar ao texto padrão.
          </p>
        </SectionCard>
        <Form method="post" ref={form} className="grid gap-6 lg:col-start-1 lg:row-start-1">
          {MESSAGE_STAGES.map((stage) => {
            const error = refused?.errors[stage] ?? null;
            const preview = previews[stage];
            return (
              <SectionCard
                key={stage}
                id={`mensagem-${stage}`}
                title={messageStages[stage].title}
                description={messageStages[stage].usedFor}
              >
                <div className="grid gap-4">
                  <div className="grid gap-1.5">
                    <Label htmlFor={`texto-${stage}`}>Texto da mensagem</Label>
                    <Textarea
                      id={`texto-${stage}`}
                      name={stage}
                      rows={5}
                      className="field-sizing-content"
                      defaultValue={refused ? refused.typed[stage] : texts[stage]}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `texto-${stage}-erro` : undefined}
                    />
                    {error ? (
                      <p id={`texto-${stage}-erro`} className="text-sm font-medium text-destructive">
                        {error}
                      </p>
                    ) : null}
                  </div>
                  <div className="grid gap-2">
                    <p className="text-sm font-medium">
                      Prévia{" "}
                      <span className="font-normal text-muted-foreground">(texto salvo, para {EXAMPLE.name})</span>
                    </p>
                    <MessageBubble text={preview.withCompany} />
                    {preview.withoutCompany !== null ? (
                      <>
                        <p className="text-sm text-muted-foreground">Sem empresa no formulário:</p>
                        <MessageBubble text={preview.withoutCompany} />
                      </>
                    ) : null}
                  </div>
                </div>
              </SectionCard>
            );
          })}
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton
              post={{ action: panelPaths.messages }}
              pendingLabel="Salvando…"
              icon={<Icon name="circle-check" />}
            >
              Salvar mensagens
            </SubmitButton>
          </div>
        </Form>
      </div>
    </>
  );
}

/** A chat bubble, as the lead would read the text. */
function MessageBubble({ text }: { text: string }) {
  return (
    <p className="max-w-prose rounded-lg rounded-tl-none border bg-muted/60 px-3 py-2 text-sm break-words whitespace-pre-wrap">
      {text}
    </p>
  );
}
