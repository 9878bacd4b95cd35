import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/lead";
import { Alert, AlertDescription } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/icon";
import { NativeCheckbox } from "#app/components/ui/native-checkbox";
import { ATTRIBUTION_KEYS, type AttributionKey } from "#app/features/leads/attribution";
import { attributionLabels } from "#app/features/panel/attribution-labels";
import { isContactChannel } from "#app/features/panel/contact-channel";
import { mailtoHref, whatsappHref } from "#app/features/panel/contact-links";
import { ContactButtons } from "#app/features/panel/components/contact-buttons";
import { FollowUpForm } from "#app/features/panel/components/follow-up-form";
import { SpeedToLead } from "#app/features/panel/components/speed-to-lead";
import { parseFollowUp } from "#app/features/panel/follow-up";
import { telHref } from "#app/features/panel/phone-numbers";
import { ChatStateLabel } from "#app/features/panel/components/chat-state";
import { savedMessages, type LeadPageResult } from "#app/features/panel/components/lead-page-result";
import { NoteForm } from "#app/features/panel/components/note-form";
import { PersonLeads } from "#app/features/panel/components/person-leads";
import { PersonMarkBadge } from "#app/features/panel/components/person-mark";
import { counted } from "#app/features/panel/plural";
import { OwnerForm } from "#app/features/panel/components/owner-form";
import { ResendForm } from "#app/features/panel/components/resend-form";
import { RelativeTime } from "#app/features/panel/components/relative-time";
import { SectionCard } from "#app/features/panel/components/section-card";
import { StatusBadge } from "#app/features/panel/components/status-badge";
import { StatusForm } from "#app/features/panel/components/status-form";
import { Timeline } from "#app/features/panel/components/timeline";
import {
  actorOf,
  isDataRequest,
  refusalsAsData,
  type SessionUser,
  signedInUser,
} from "#app/features/panel/guard.server";
import { panelMessages } from "#app/features/panel/messages";
import { originLabel } from "#app/features/panel/origin";
import { panelPaths } from "#app/features/panel/paths";
import { readFields, text, WHOLE_POST } from "#app/features/panel/posted-fields";
import { formatDateTime } from "#app/features/panel/time";
import { isLeadStatus, lostReasonWithText, statusLabels } from "#app/features/panel/statuses";
import { messageFor, messageStageOf } from "#app/features/panel/whatsapp-messages";
import { formatBRL } from "#app/lib/numbers";
import { fromServer } from "#app/load-context";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Lead #${loaderData.lead.id} | Painel` : "Lead | Painel" },
];

function leadId(param: string | undefined): number {
  if (!param || !/^\d{1,15}$/.test(param)) throw data({ message: "Lead não encontrado." }, { status: 404 });
  return Number(param);
}

/** A lead this member may not see (an attendant limited to theirs) is answered as one that does not exist. */
async function requireVisible(context: Route.LoaderArgs["context"], user: SessionUser, id: number): Promise<void> {
  const { panel } = fromServer(context);
  if (!(await panel.leads.visible(await panel.assignment.viewer(user), id))) {
    throw data({ message: "Lead não encontrado. Ele pode ter sido apagado." }, { status: 404 });
  }
}

export async function loader(args: Route.LoaderArgs) {
  const user = signedInUser(args.context);
  const id = leadId(args.params.id);
  const { panel } = fromServer(args.context);
  await requireVisible(args.context, user, id);
  const [lead, members, available] = await Promise.all([
    panel.leads.detail(id),
    panel.members.listMembers(),
    panel.assignment.available(),
  ]);
  if (!lead) throw data({ message: "Lead não encontrado. Ele pode ter sido apagado." }, { status: 404 });
  // "Opened" (decision 059): the first time a member loads this page; the home's "Não abertos" lists the others.
  const [personLeads] = await Promise.all([
    lead.anonymizedAt === null ? panel.leads.personLeads(id) : [],
    panel.leads.markOpened(id),
  ]);
  const saved = args.url.searchParams.get("salvo");
  const settings = await panel.followUps.settings();
  // The owners' message for the lead's stage (/painel/mensagens), signed with the member's first name.
  const messages = lead.anonymizedAt === null ? await panel.messages.read() : null;
  return {
    now: Date.now(),
    lead,
    personLeads,
    canErase: user.role === "dono",
    canResend: user.role === "dono",
    // Without WEBHOOK_URL every lead's chat row waits: the inbox tells the owners once, not each lead.
    chat: panel.unconfigured.includes("chat") ? null : lead.chat,
    unconfigured: panel.unconfigured,
    links:
      messages !== null
        ? contactLinks(lead, messageFor(messages[messageStageOf(lead.status)], lead.person, user.name))
        : { ligar: null, whatsapp: null, email: null },
    waitLimitMinutes: settings.waitLimitMinutes,
    saved: saved !== null ? (savedMessages[saved] ?? null) : null,
    members: members
      .filter((member) => member.state === "ativo")
      .map((member) => ({ id: member.id, name: member.name, available: available.has(member.id) })),
  };
}

/**
 * Status, note, re-send and (owners) erase. A fetcher gets the result as
 * data; a form posted without JavaScript is sent back to the page (303), so
 * reloading it posts nothing again.
 */
export async function action(args: Route.ActionArgs) {
  const user = signedInUser(args.context);
  const id = leadId(args.params.id);
  const { panel, clientIp } = fromServer(args.context);
  const dataRequest = isDataRequest(args.request);
  await requireVisible(args.context, user, id);
  const form = await args.request.formData();
  const intent = form.get("intent");
  const actor = actorOf(user, clientIp);
  const answer = (result: LeadPageResult, status = 200) =>
    result.ok && !dataRequest
      ? redirect(`${panelPaths.lead(id)}?salvo=${result.intent}`, { status: 303 })
      : data(result, { status });
  const notFound = () => data({ message: "Lead não encontrado." }, { status: 404 });

  const intents = ["status", "nota", "reenviar", "apagar", "responsavel", "retorno", "contato"] as const;
  const followUpInput = () =>
    parseFollowUp(
      {
        date: form.get("retorno_data"),
        time: form.get("retorno_hora"),
        kind: form.get("retorno_tipo"),
        text: form.get("retorno_texto"),
      },
      Date.now(),
    );
  const actorWithId = { ...actor, id: user.id };
  const refused = intents.find((known) => known === intent) ?? "status";
  return refusalsAsData(
    async () => {
      switch (intent) {
        case "status": {
          // The next follow-up offered beside the status: checked first, so a refused one changes nothing.
          const wantsFollowUp = readFields(form, { retorno_data: text(WHOLE_POST) }).retorno_data.trim() !== "";
          const followUp = wantsFollowUp ? followUpInput() : null;
          if (followUp && !followUp.ok) {
            const chosen = form.get("status");
            return answer(
              {
                intent,
                ok: false,
                message: followUp.message,
                field: followUp.field,
                ...(isLeadStatus(chosen) ? { status: chosen } : {}),
              },
              400,
            );
          }
          const result = await panel.leads.changeStatus(
            id,
            {
              status: form.get("status"),
              value: form.get("valor"),
              expectedValue: form.get("valor_previsto"),
              reason: form.get("motivo"),
              reasonText: form.get("motivo_texto"),
            },
            actor,
          );
          if (!result.ok && "notFound" in result) throw notFound();
          if (!result.ok) {
            const chosen = form.get("status");
            return answer(
              {
                intent,
                ok: false,
                message: result.error,
                field: result.field,
                ...(isLeadStatus(chosen) ? { status: chosen } : {}),
              },
              400,
            );
          }
          if (followUp?.ok) await panel.leads.setFollowUp(id, followUp, actorWithId);
          return answer({
            intent,
            ok: true,
            message: `Status salvo: ${statusLabels[result.status]}.${followUp?.ok ? " Próximo contato marcado." : ""}`,
          });
        }
        case "retorno": {
          const clear = form.get("remover") === "sim";
          const followUp = clear ? null : followUpInput();
          if (followUp && !followUp.ok) {
            return answer({ intent, ok: false, message: followUp.message, field: followUp.field }, 400);
          }
          const result = await panel.leads.setFollowUp(id, followUp, actorWithId);
          if (!result.ok && "notFound" in result) throw notFound();
          if (!result.ok) return answer({ intent, ok: false, message: result.error, field: null }, 400);
          if (clear && !dataRequest) return redirect(`${panelPaths.lead(id)}?salvo=retorno_removido`, { status: 303 });
          return answer({
            intent,
            ok: true,
            message: clear ? savedMessages.retorno_removido! : savedMessages.retorno!,
          });
        }
        case "contato": {
          const channel = form.get("canal");
          if (!isContactChannel(channel)) {
            return answer({ intent, ok: false, message: "Escolha como falar com o lead.", field: null }, 400);
          }
          const lead = await panel.leads.detail(id);
          if (!lead) throw notFound();
          const messages = await panel.messages.read();
          const text = messageFor(messages[messageStageOf(lead.status)], lead.person, user.name);
          const href = lead.anonymizedAt === null ? contactLinks(lead, text)[channel] : null;
          if (!href) {
            return answer({ intent, ok: false, message: "Este lead não tem esse contato.", field: null }, 400);
          }
          const result = await panel.leads.logContact(id, channel, actorWithId);
          if (!result.ok && "notFound" in result) throw notFound();
          if (!result.ok) return answer({ intent, ok: false, message: result.error, field: null }, 400);
          // Without script the tap still reaches the person: the attempt is logged, then the phone, WhatsApp or
          // e-mail opens (the address built here from the stored lead, never from the form).
          return dataRequest
            ? data({ intent, ok: true, message: savedMessages.contato! } satisfies LeadPageResult)
            : redirect(href, { status: 303 });
        }
        case "nota": {
          const result = await panel.leads.addNote(id, form.get("nota"), actor);
          if (!result.ok && "notFound" in result) throw notFound();
          if (!result.ok) return answer({ intent, ok: false, message: result.error, field: "nota" }, 400);
          return answer({ intent, ok: true, message: "Anotação adicionada." });
        }
        case "responsavel": {
          const chosen = form.get("responsavel");
          const memberId =
            chosen === "" ? null : typeof chosen === "string" && /^\d{1,15}$/.test(chosen) ? Number(chosen) : -1;
          const { member } = await panel.leads.assign([id], memberId, actor);
          return answer({
            intent,
            ok: true,
            message: member ? `Responsável: ${member.name}.` : "O lead ficou sem responsável.",
          });
        }
        case "reenviar": {
          if (user.role !== "dono") throw data({ message: panelMessages.ownerOnly }, { status: 403 });
          const rows = await panel.leads.requeue(id, actor);
          return rows === 0
            ? answer({ intent, ok: false, message: "Este lead não tem notificações para reenviar.", field: null }, 409)
            : answer({ intent, ok: true, message: savedMessages.reenviar! });
        }
        case "apagar": {
          if (user.role !== "dono") throw data({ message: panelMessages.ownerOnly }, { status: 403 });
          if (form.get("confirmo") !== "sim") {
            return answer(
              { intent, ok: false, message: "Marque a confirmação para apagar os dados.", field: "confirmo" },
              400,
            );
          }
          await panel.leads.erase([id], actor);
          return answer({ intent, ok: true, message: savedMessages.apagar! });
        }
        default:
          return answer({ intent: "status", ok: false, message: "Ação desconhecida.", field: null }, 400);
      }
    },
    (refusal): LeadPageResult => ({ intent: refused, ok: false, message: refusal.message, field: refusal.field }),
  );
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, now, links, canErase, canResend, saved, chat, unconfigured, personLeads, members, waitLimitMinutes } =
    loaderData;
  const erased = lead.anonymizedAt !== null;
  // The status form shows its own errors (an erased lead has none); the others show here.
  const error =
    actionData &&
    "ok" in actionData &&
    !actionData.ok &&
    (actionData.intent !== "status" || erased) &&
    actionData.intent !== "retorno" &&
    actionData.intent !== "reenviar" &&
    actionData.intent !== "responsavel"
      ? actionData.message
      : null;
  // The re-send answers beside its button; the other forms' confirmations show at the top.
  const resent =
    saved === savedMessages.reenviar
      ? { ok: true, message: saved }
      : actionData && "intent" in actionData && actionData.intent === "reenviar"
        ? actionData
        : null;
  const presentFields = ATTRIBUTION_KEYS.filter((key) => lead.attribution?.[key] !== undefined);
  return (
    <>
      <Link
        to={panelPaths.inbox}
        className="mb-4 inline-flex min-h-10 items-center gap-1 rounded-md text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <Icon name="arrow-left" className="size-4" />
        Voltar aos leads
      </Link>
      <div className="mb-6 grid gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {erased ? `Lead #${lead.id}` : lead.person.name || lead.person.email || `Lead #${lead.id}`}
          </h1>
          <StatusBadge status={lead.status} size="lg" />
        </div>
        <p className="text-muted-foreground">
          {lead.person.company ? <span className="break-words">{lead.person.company} · </span> : null}
          {lead.formTitle} · recebido <RelativeTime time={lead.createdAt} now={now} /> · #{lead.id}
        </p>
        {personLeads.length > 0 ? (
          <a
            href="#pessoa"
            className="inline-flex min-h-10 w-fit items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <PersonMarkBadge mark={personLeads.some((other) => other.status === "ganho") ? "cliente" : "retorno"} />
            {counted(personLeads.length, "outro lead desta pessoa", "outros leads desta pessoa")}
          </a>
        ) : null}
        {lead.status === "ganho" && lead.wonValueCents !== null ? (
          <p className="text-sm font-semibold">Contrato de {formatBRL(lead.wonValueCents / 100)} por mês</p>
        ) : null}
        {lead.status === "proposta" && lead.expectedValueCents !== null ? (
          <p className="text-sm font-semibold">Previsto: {formatBRL(lead.expectedValueCents / 100)} por mês</p>
        ) : null}
        {lead.status === "perdido" && lead.lostReason ? (
          <p className="text-sm text-muted-foreground">
            Motivo da perda: {lostReasonWithText(lead.lostReason, lead.lostReasonText)}
          </p>
        ) : null}
        {saved && !resent ? (
          <Alert variant="success" role="status">
            <AlertDescription>{saved}</AlertDescription>
          </Alert>
        ) : null}
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        {!erased ? (
          <>
            <ContactButtons links={links} />
            <SpeedToLead
              createdAt={lead.createdAt}
              firstContactAt={lead.firstContactAt}
              now={now}
              limitMinutes={waitLimitMinutes}
            />
          </>
        ) : (
          <Alert>
            <AlertDescription>
              Os dados pessoais deste lead foram apagados. Ficam o formulário, a data, o status e a campanha, para os
              resultados.
            </AlertDescription>
          </Alert>
        )}
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-6 lg:col-start-2 lg:row-start-1">
          <SectionCard id="status" title="Status">
            {!erased ? (
              <StatusForm
                status={lead.status}
                details={lead}
                posted={actionData && "intent" in actionData ? actionData : null}
              />
            ) : (
              <p className="text-sm text-muted-foreground">
                {statusLabels[lead.status]}: com os dados apagados, o status fica como está.
              </p>
            )}
          </SectionCard>
          <SectionCard id="responsavel-card" title="Responsável" description={lead.owner?.name ?? "Ninguém ainda"}>
            <OwnerForm
              owner={lead.owner}
              members={members}
              posted={actionData && "intent" in actionData && actionData.intent === "responsavel" ? actionData : null}
            />
          </SectionCard>
          {!erased ? (
            <SectionCard id="proximo-contato" title="Próximo contato">
              <FollowUpForm
                current={lead.followUp}
                now={now}
                posted={actionData && "intent" in actionData ? actionData : null}
              />
            </SectionCard>
          ) : null}
          {!erased ? (
            <SectionCard id="anotar" title="Anotar">
              <NoteForm />
            </SectionCard>
          ) : null}
        </div>
        <div className="grid gap-6 lg:col-start-1 lg:row-start-1">
          {!erased ? (
            <SectionCard id="dados" title="Dados do formulário" description={lead.formTitle}>
              <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
                {lead.fields.map((field) => (
                  <div key={field.name} className={field.long ? "sm:col-span-2" : undefined}>
                    <dt className="text-sm text-muted-foreground">{field.label}</dt>
                    <dd className="font-medium break-words whitespace-pre-wrap">{field.value}</dd>
                  </div>
                ))}
              </dl>
            </SectionCard>
          ) : null}
          {personLeads.length > 0 ? (
            <SectionCard
              id="pessoa"
              title="Outros leads desta pessoa"
              description={
                personLeads.some((other) => other.status === "ganho")
                  ? "Já é cliente: um dos leads desta pessoa foi ganho. Mesmo e-mail ou telefone."
                  : "Mesmo e-mail ou telefone."
              }
            >
              <PersonLeads leads={personLeads} />
            </SectionCard>
          ) : null}
          <SectionCard id="origem" title="Origem" description={originLabel(lead.origin)}>
            {presentFields.length > 0 ? (
              <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
                {presentFields.map((key) => (
                  <div key={key} className={key === "referrer" || key === "landing_path" ? "sm:col-span-2" : undefined}>
                    <dt className="text-sm text-muted-foreground">{attributionLabels[key]}</dt>
                    <dd className="font-medium break-all">{attributionValue(key, lead.attribution?.[key])}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="text-sm text-muted-foreground">
                A visita não trouxe campanha nem site de origem: o lead chegou direto.
              </p>
            )}
            {/* Only what was sent: an API lead without the visitor's address or browser shows neither. */}
            {!erased && (lead.ip || lead.userAgent) ? (
              <p className="mt-4 text-xs break-words text-muted-foreground">
                Visitante: {[lead.ip, lead.userAgent].filter(Boolean).join(" · ")}
              </p>
            ) : null}
          </SectionCard>
          <SectionCard
            id="historico"
            title="Histórico"
            description={chat !== null ? <ChatStateLabel state={chat} /> : undefined}
          >
            <Timeline events={lead.timeline} now={now} unconfigured={unconfigured} />
            {canResend && !erased ? <ResendForm posted={resent} /> : null}
          </SectionCard>
          {canErase && !erased ? (
            <SectionCard
              id="lgpd"
              title="Apagar dados (LGPD)"
              description="Remove nome, contatos, mensagem, IP e anotações deste lead, de vez. O status e a campanha ficam nos resultados, sem identificar a pessoa."
            >
              <Form method="post" className="grid gap-3">
                <input type="hidden" name="intent" value="apagar" />
                <label className="flex items-start gap-3 text-sm">
                  <NativeCheckbox name="confirmo" value="sim" required className="mt-0.5" />
                  <span>Confirmo: a pessoa pediu a exclusão, ou os dados não devem mais ser guardados.</span>
                </label>
                <Button type="submit" variant="destructive" className="justify-self-start">
                  <Icon name="trash" />
                  Apagar dados (LGPD)
                </Button>
              </Form>
            </SectionCard>
          ) : null}
        </div>
      </div>
    </>
  );
}

/** The time the visitor landed is stored as epoch milliseconds; every other key is text as it came. */
function attributionValue(key: AttributionKey, value: string | undefined): string | undefined {
  return key === "landed_at" && value !== undefined ? formatDateTime(Number(value)) : value;
}

/** The ways to reach the lead, built from its stored phone and e-mail (a landline gets no WhatsApp). */
/** The ways to reach the lead; WhatsApp opens with `whatsappText`, the owners' message for the lead's stage. */
function contactLinks(
  lead: { person: { phone: string; name: string; email: string }; form: string },
  whatsappText: string,
) {
  return {
    ligar: telHref(lead.person.phone),
    whatsapp: whatsappHref(lead.person.phone, lead.person.name, lead.form, whatsappText),
    email: mailtoHref(lead.person.email),
  };
}
