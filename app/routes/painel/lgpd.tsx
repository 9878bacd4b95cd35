import { data, Form, Link } from "react-router";
import type { Route } from "./+types/lgpd";
import { Alert, AlertDescription } from "#app/components/ui/alert";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/icon";
import { NativeCheckbox } from "#app/components/ui/native-checkbox";
import { Field } from "#app/features/panel/components/field";
import { PageHeading } from "#app/features/panel/components/page-heading";
import { SectionCard } from "#app/features/panel/components/section-card";
import { SubmitButton } from "#app/features/panel/components/submit-button";
import { StatusBadge } from "#app/features/panel/components/status-badge";
import {
  actorOf,
  identifiesPerson,
  parsePersonQuery,
  privacyMessages,
  requireOwner,
} from "#app/features/panel/guard.server";
import { counted } from "#app/features/panel/plural";
import { panelPaths } from "#app/features/panel/paths";
import { choice, readFields, text, ticked } from "#app/features/panel/posted-fields";
import { formLabel } from "#app/features/panel/statuses";
import { formatDate } from "#app/features/panel/time";
import { fromServer } from "#app/load-context";

export const meta: Route.MetaFunction = () => [{ title: "LGPD | Painel" }];

/**
 * Data-subject requests (LGPD), owners only. The person is looked up by POST, so no e-mail lands in a URL; the
 * file of an access request comes from ./lgpd-exportar.
 */
export function loader({ context }: Route.LoaderArgs) {
  requireOwner(context);
  return {};
}

interface FoundLead {
  id: number;
  createdAt: number;
  form: string;
  status: "novo" | "em_contato" | "proposta" | "ganho" | "perdido";
  name: string;
}

type PrivacyResult =
  | { step: "encontrados"; query: string; leads: FoundLead[]; identified: boolean; notice: string | null }
  | { step: "apagados"; erased: number }
  | { step: "erro"; query: string; message: string; field: "pessoa" | "confirmo" };

export async function action(args: Route.ActionArgs) {
  const user = requireOwner(args.context);
  const { panel, clientIp } = fromServer(args.context);
  const posted = readFields(await args.request.formData(), {
    pessoa: text(254),
    intent: choice(["apagar"]),
    confirmo: ticked,
  });
  const input = posted.pessoa;
  const query = parsePersonQuery(input);
  if (!query) {
    return data<PrivacyResult>(
      { step: "erro", query: input, message: privacyMessages.query, field: "pessoa" },
      { status: 400 },
    );
  }
  const ids = await panel.privacy.find(query);
  const actor = actorOf(user, clientIp);
  switch (posted.intent) {
    case "apagar":
      if (!identifiesPerson(query)) {
        return data<PrivacyResult>(
          { step: "erro", query: input, message: privacyMessages.identify, field: "pessoa" },
          { status: 400 },
        );
      }
      if (!posted.confirmo) {
        return data<PrivacyResult>(
          { step: "erro", query: input, message: "Marque a confirmação para apagar.", field: "confirmo" },
          { status: 400 },
        );
      }
      return data<PrivacyResult>({ step: "apagados", erased: await panel.privacy.erase(ids, actor) });
    default: {
      const leads = await Promise.all(ids.slice(0, 200).map((id) => panel.leads.detail(id)));
      return data<PrivacyResult>({
        step: "encontrados",
        query: input,
        identified: identifiesPerson(query),
        notice: identifiesPerson(query) ? null : privacyMessages.identify,
        leads: leads.flatMap((lead) =>
          lead
            ? [
                {
                  id: lead.id,
                  createdAt: lead.createdAt,
                  form: lead.form,
                  status: lead.status,
                  name: lead.person.name || lead.person.email,
                },
              ]
            : [],
        ),
      });
    }
  }
}

export default function Privacy({ actionData }: Route.ComponentProps) {
  const found = actionData?.step === "encontrados" ? actionData : null;
  const error = actionData?.step === "erro" ? actionData : null;
  const query = found?.query ?? error?.query ?? "";
  return (
    <>
      <PageHeading
        title="LGPD"
        description="Pedidos de titulares: tudo o que guardamos sobre uma pessoa, em um arquivo, e a exclusão dos dados dela."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-6">
          <SectionCard
            title="Encontrar a pessoa"
            description="Pelo e-mail ou telefone que ela usou nos formulários (em qualquer formato), ou pelo nome."
          >
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="buscar" />
              <div className="min-w-0 flex-[1_1_16rem]">
                <Field
                  id="pessoa"
                  name="pessoa"
                  label="Nome, e-mail ou telefone"
                  autoComplete="off"
                  required
                  defaultValue={query}
                  error={error?.field === "pessoa" ? error.message : null}
                />
              </div>
              <SubmitButton
                post={{ field: "intent", value: "buscar" }}
                pendingLabel="Buscando…"
                icon={<Icon name="search" />}
              >
                Buscar
              </SubmitButton>
            </Form>
          </SectionCard>
          {actionData?.step === "apagados" ? (
            <Alert variant="success" role="status">
              <AlertDescription>
                {actionData.erased === 0
                  ? "Nada a apagar: os dados dessa pessoa já não estavam guardados."
                  : `Dados pessoais apagados de ${counted(actionData.erased, "lead", "leads")}. Eles continuam nas contagens, sem identificar a pessoa.`}
              </AlertDescription>
            </Alert>
          ) : null}
          {found || error?.field === "confirmo" ? (
            <SectionCard
              title="Leads encontrados"
              description={
                found
                  ? found.leads.length === 0
                    ? "Nenhum lead com dados dessa pessoa."
                    : found.identified
                      ? `${counted(found.leads.length, "lead", "leads")} com dados dessa pessoa.`
                      : `${counted(found.leads.length, "lead encontrado", "leads encontrados")} pela busca.`
                  : undefined
              }
            >
              {found && found.leads.length > 0 ? (
                <ul className="mb-6 grid gap-2">
                  {found.leads.map((lead) => (
                    <li
                      key={lead.id}
                      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border p-3 text-sm"
                    >
                      <Link
                        to={panelPaths.lead(lead.id)}
                        className="font-semibold text-primary underline-offset-4 hover:underline"
                      >
                        Lead #{lead.id}
                      </Link>
                      <span className="min-w-0 break-words">{lead.name}</span>
                      <span className="text-muted-foreground">
                        {formLabel(lead.form)} · {formatDate(lead.createdAt)}
                      </span>
                      <StatusBadge status={lead.status} />
                    </li>
                  ))}
                </ul>
              ) : null}
              {found && found.leads.length > 0 && !found.identified ? (
                <p className="text-sm text-muted-foreground">{found.notice}</p>
              ) : null}
              {(found && found.leads.length > 0 && found.identified) || error?.field === "confirmo" ? (
                <div className="grid gap-6 sm:grid-cols-2">
                  {/* A plain form to a resource route: the browser downloads the file, with or without JavaScript. */}
                  <form method="post" action={panelPaths.privacyExport} className="grid content-start gap-2">
                    <input type="hidden" name="pessoa" value={query} />
                    <p className="text-sm text-muted-foreground">
                      Um arquivo JSON com tudo: formulários, contatos, IP, origem, status, anotações e notificações.
                    </p>
                    <button
                      type="submit"
                      className={buttonVariants({ variant: "outline", className: "justify-self-start" })}
                    >
                      <Icon name="download" />
                      Baixar dados (JSON)
                    </button>
                  </form>
                  <Form method="post" className="grid content-start gap-3">
                    <input type="hidden" name="intent" value="apagar" />
                    <input type="hidden" name="pessoa" value={query} />
                    <label className="flex items-start gap-3 text-sm">
                      <NativeCheckbox
                        name="confirmo"
                        value="sim"
                        required
                        className="mt-0.5"
                        aria-invalid={error?.field === "confirmo" ? true : undefined}
                      />
                      <span>Confirmo o pedido de exclusão dessa pessoa.</span>
                    </label>
                    {error?.field === "confirmo" ? (
                      <p className="text-sm font-medium text-destructive">{error.message}</p>
                    ) : null}
                    <Button type="submit" variant="destructive" className="justify-self-start">
                      <Icon name="trash" />
                      Apagar dados da pessoa
                    </Button>
                  </Form>
                </div>
              ) : null}
            </SectionCard>
          ) : null}
        </div>
        <SectionCard title="O que acontece sozinho">
          <div className="grid gap-3 text-sm text-muted-foreground">
            <p>
              O servidor apaga, uma vez por dia, os dados pessoais de leads sem mudança de status nem anotação há 24
              meses, como promete a política de privacidade.
            </p>
            <p>
              Apagar mantém o lead nas contagens e nos resultados por campanha (formulário, data, status, valor), sem
              nada que identifique a pessoa. A auditoria registra o lead e o fato, nunca os dados apagados.
            </p>
          </div>
        </SectionCard>
      </div>
    </>
  );
}
