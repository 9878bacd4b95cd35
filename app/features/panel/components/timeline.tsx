import { Icon, type IconName } from "#app/components/ui/icon";
import { formatBRL } from "#app/lib/numbers";
import type { AttemptOutcome, DeliveryEvent } from "#app/features/leads/deliveries";
import { deliveryDestinationLabel, type Destination } from "#app/features/leads/destinations";
import type { ReceivedVia } from "#app/features/leads/received-via";
import { lostReasonWithText, statusLabels } from "../statuses";
import { contactChannelActs, isContactChannel } from "../contact-channel";
import { waitingText } from "../delivery-wait";
import { formatDateTime } from "../time";
import type { TimelineEvent } from "../timeline-event";
import { RelativeTime } from "./relative-time";

function deliveryName(event: { destination: Destination; event: DeliveryEvent; valueCents: number | null }): string {
  const name = deliveryDestinationLabel(event.destination, event.event);
  if (event.event === "lead") return name;
  if (event.event === "assigned") return `${name}, lead atribuído`;
  const value = event.valueCents === null ? "" : `, ${formatBRL(event.valueCents / 100)}`;
  return `${name}, cliente ganho${value}`;
}

/** How the lead came in; leads stored before this was recorded just "arrived". */
function arrival(event: { via: ReceivedVia | null; integration: string | null }): string {
  if (event.via === "formulario") return "Lead recebido pelo formulário do site.";
  if (event.via === "whatsapp") return "Lead registrado no painel pelo código de um clique no WhatsApp do site.";
  if (event.via === "api") {
    return event.integration
      ? `Lead recebido pela API de integrações, enviado por ${event.integration}.`
      : "Lead recebido pela API de integrações.";
  }
  return "Lead recebido.";
}

const outcomeTexts: Record<AttemptOutcome, { icon: IconName; text: string }> = {
  sent: { icon: "circle-check", text: "entregue" },
  failed: { icon: "triangle-exclamation-point", text: "tentativa falhou" },
  "rate-limited": { icon: "clock", text: "limite de envio do destino, nova tentativa depois" },
  dead: { icon: "triangle-exclamation-point", text: "desistimos após várias tentativas" },
};

const auditTexts: Record<string, string> = {
  notificacao_reenviada: "reenviou a notificação",
  exportacao: "exportou este lead",
  lgpd_exportacao: "exportou os dados desta pessoa (LGPD)",
  lgpd_apagamento: "apagou os dados pessoais (LGPD)",
  retencao_apagamento: "Dados pessoais apagados automaticamente (24 meses sem atividade)",
};

/** Context the events are read in: the time now, and the destinations without settings (their rows wait). */
interface Reading {
  now: number;
  unconfigured: readonly Destination[];
}

function describe(
  event: TimelineEvent,
  reading: Reading,
): { icon: IconName; title: string; body?: string; error?: string | null } {
  switch (event.kind) {
    case "recebido":
      return { icon: "inbox", title: arrival(event) };
    case "entrega": {
      const { icon, text } = outcomeTexts[event.outcome];
      const code = event.statusCode === null ? "" : ` (código ${event.statusCode})`;
      return { icon, title: `${deliveryName(event)}: ${text}${code}.`, error: event.error };
    }
    case "na_fila":
      return {
        icon: "clock",
        title: `${deliveryName({ ...event, valueCents: null })}: ${waitingText(event, reading)}.`,
      };
    case "status": {
      const extra =
        event.to === "ganho" && event.wonValueCents !== null
          ? ` (${formatBRL(event.wonValueCents / 100)} por mês)`
          : event.to === "proposta" && event.expectedValueCents !== null
            ? ` (previsto: ${formatBRL(event.expectedValueCents / 100)} por mês)`
            : event.to === "perdido" && event.lostReason
              ? ` (${lostReasonWithText(event.lostReason, event.lostReasonText)})`
              : "";
      return {
        icon: "refresh-cw",
        title: `${event.by ?? "O sistema"} mudou o status de ${statusLabels[event.from]} para ${statusLabels[event.to]}${extra}.`,
      };
    }
    case "nota":
      return { icon: "message-square-reply", title: `${event.by} anotou:`, body: event.body };
    case "contato":
      return {
        icon: event.channel === "ligar" ? "phone" : event.channel === "email" ? "mail" : "message-circle",
        title: `${event.by} ${isContactChannel(event.channel) ? contactChannelActs[event.channel] : "tentou contato"}.`,
      };
    case "acompanhamento":
      return event.dueAt === null
        ? { icon: "calendar-check", title: `${event.by} removeu o próximo contato.` }
        : {
            icon: "calendar-plus",
            title: `${event.by} marcou o próximo contato para ${formatDateTime(event.dueAt)}${event.what ? `: ${event.what}` : ""}.`,
          };
    case "auditoria": {
      if (event.action === "responsavel") return { icon: "user-check", title: ownerChangeTitle(event) };
      const text = auditTexts[event.action] ?? event.action;
      const format = typeof event.detail.formato === "string" ? ` (${event.detail.formato.toUpperCase()})` : "";
      return {
        icon: event.action.startsWith("lgpd") || event.action.startsWith("retencao") ? "shield-check" : "download",
        title: event.action === "retencao_apagamento" ? `${text}.` : `${event.by ?? "O sistema"} ${text}${format}.`,
      };
    }
  }
}

/** "Dona deu o lead a Ana.", "Lead distribuído no rodízio para Ana.", "Dona deixou o lead sem responsável." */
function ownerChangeTitle(event: { by: string | null; detail: Record<string, unknown> }): string {
  const to = typeof event.detail.para === "string" ? event.detail.para : null;
  if (event.detail.rodizio === true) return `Lead distribuído no rodízio para ${to ?? "alguém da equipe"}.`;
  const by = event.by ?? "O sistema";
  return to === null ? `${by} deixou o lead sem responsável.` : `${by} passou o lead para ${to}.`;
}

/** Everything that happened to the lead, newest first. Notes and errors are shown as the text they are. */
export function Timeline({
  events,
  now,
  unconfigured,
}: {
  events: readonly TimelineEvent[];
  now: number;
  unconfigured: readonly Destination[];
}) {
  return (
    <ol className="grid gap-0">
      {events.map((event, index) => {
        const { icon, title, body, error } = describe(event, { now, unconfigured });
        return (
          <li key={index} className="relative grid grid-cols-[2rem_minmax(0,1fr)] gap-x-3 pb-5 last:pb-0">
            {index < events.length - 1 ? (
              <span aria-hidden="true" className="absolute top-8 bottom-0 left-4 w-px bg-border" />
            ) : null}
            <span className="flex size-8 items-center justify-center rounded-full border bg-background">
              <Icon name={icon} className="size-4 text-muted-foreground" />
            </span>
            <div className="min-w-0 pt-1">
              <p className="text-sm font-medium">{title}</p>
              {body ? (
                <p className="mt-1 rounded-md bg-muted/60 p-3 text-sm whitespace-pre-wrap break-words">{body}</p>
              ) : null}
              {error ? <p className="mt-1 text-sm break-words text-muted-foreground">Último erro: {error}</p> : null}
              <p className="mt-0.5 text-xs text-muted-foreground">
                <RelativeTime time={event.at} now={now} />
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
