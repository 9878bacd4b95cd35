import { site } from "#app/config/site";
import { describeAttribution, type Attribution } from "./attribution";
import { displayFields, formTitles } from "./fields";
import type { LeadForm } from "./form-definition";
import type { Lead } from "./forms";

/**
 * The chat-webhook body (Discord-compatible) announcing a new lead. Every
 * visitor-typed value is escaped so it cannot format text or ping anyone,
 * and cut to the webhook's limits so a long message can never get the whole
 * notification rejected. The lead's id is in the title and the footer, so a
 * notification delivered twice is easy to spot; the campaign that brought
 * the lead, when known, ends the description as one "Origem" line.
 */

export const WEBHOOK_LIMITS = {
  content: 2000,
  title: 256,
  description: 4096,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  /** Sum of title, description, field names and values, and footer of all embeds. */
  total: 6000,
} as const;

export const WEBHOOK_COLOR = 0x2563eb;

export interface WebhookField {
  name: string;
  value: string;
  inline: boolean;
}

export interface WebhookEmbed {
  title: string;
  description?: string;
  color: number;
  fields: WebhookField[];
  timestamp: string;
  footer: { text: string };
}

export interface WebhookPayload {
  content: string;
  embeds: [WebhookEmbed];
  allowed_mentions: { parse: [] };
}

const headlines: Record<LeadForm, string> = {
  consultoria: "🚀 Novo lead de consultoria gratuita!",
  agendamento: "📅 Nova consultoria agendada!",
  contato: "✉️ Nova mensagem de contato!",
  newsletter: "📰 Nova inscrição na newsletter!",
  whatsapp: "💬 Novo lead do WhatsApp!",
};

const ZERO_WIDTH_SPACE = "\u200B";

/**
 * Addresses a chat turns into links by itself: anything with a scheme
 * ("https://…", "steam://…"), "www.…" and Discord invites. The address stops
 * at whitespace and at characters markdown would read (they stay escaped text).
 */
const BARE_LINK = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.|(?:discord(?:app)?\.com\/invite|discord\.gg)\/)[^\s`\\<>()[\]]*/gi;

function escapeMarkdown(value: string): string {
  return value
    .replace(/[\\*_~`|>#\-[\]()<]/g, (character) => `\\${character}`)
    .replace(/@(everyone|here)/gi, `@${ZERO_WIDTH_SPACE}$1`);
}

/**
 * Makes visitor text inert in chat markdown: punctuation that formats
 * (bold, links, headings, quotes, code, spoilers, <@id> mentions) gets a
 * backslash, and @everyone / @here are broken with a zero-width space. Other
 * "@" stay untouched so e-mail addresses can be copied as they are. A bare
 * link is shown as code (`https://…`): the chat would make it clickable
 * otherwise, and a visitor's link must not look like one the team can trust.
 * Code keeps it exact for copying; it holds no backslash or backtick.
 */
export function escapeChatText(value: string): string {
  let escaped = "";
  let last = 0;
  for (const match of value.matchAll(BARE_LINK)) {
    escaped += `${escapeMarkdown(value.slice(last, match.index))}\`${match[0]}\``;
    last = match.index + match[0].length;
  }
  return escaped + escapeMarkdown(value.slice(last));
}

/**
 * Where an inline code span that `text` opens and never closes begins, or
 * -1. Outside code, a backtick is visitor text only when escaped ("\`");
 * inside, there is no backslash (see escapeChatText).
 */
function unclosedCodeStart(text: string): number {
  let open = -1;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === "\\" && open === -1) index++;
    else if (character === "`") open = open === -1 ? index : -1;
  }
  return open;
}

/**
 * Cuts to at most `max` UTF-16 units with an ellipsis, never splitting a
 * surrogate pair, an escape or a link shown as code (half a code span would
 * leave the rest of the link clickable: it is dropped whole).
 */
export function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  let cut = value.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const trailingBackslashes = /\\+$/.exec(cut)?.[0].length ?? 0;
  if (trailingBackslashes % 2 === 1) cut = cut.slice(0, -1);
  const openCode = unclosedCodeStart(cut);
  if (openCode !== -1) cut = cut.slice(0, openCode);
  return `${cut}…`;
}

/** Longest "Origem" line, in characters. */
const ORIGIN_LIMIT = 256;

function embedSize(embed: WebhookEmbed, reserved: number): number {
  return (
    reserved +
    embed.title.length +
    (embed.description?.length ?? 0) +
    embed.footer.text.length +
    embed.fields.reduce((sum, field) => sum + field.name.length + field.value.length, 0)
  );
}

/** Shrinks the longest texts until the embed, plus `reserved` characters still to come, fits the total limit. */
function fitTotal(embed: WebhookEmbed, reserved: number): void {
  while (embedSize(embed, reserved) > WEBHOOK_LIMITS.total) {
    const excess = embedSize(embed, reserved) - WEBHOOK_LIMITS.total;
    const longestField = embed.fields.reduce<WebhookField | undefined>(
      (longest, field) => (longest && longest.value.length >= field.value.length ? longest : field),
      undefined,
    );
    const descriptionLength = embed.description?.length ?? 0;
    if (embed.description !== undefined && descriptionLength >= (longestField?.value.length ?? 0)) {
      embed.description = truncate(embed.description, Math.max(1, descriptionLength - excess));
    } else if (longestField) {
      longestField.value = truncate(longestField.value, Math.max(1, longestField.value.length - excess));
    } else {
      return;
    }
  }
}

function originLine(attribution: Attribution | null): string | null {
  const origin = describeAttribution(attribution);
  return origin === null ? null : truncate(`Origem: ${escapeChatText(origin)}`, ORIGIN_LIMIT);
}

export function buildWebhookPayload(
  lead: Lead,
  leadId: number,
  createdAt: Date,
  attribution: Attribution | null = null,
): WebhookPayload {
  const origin = originLine(attribution);
  // The origin line goes last, after a blank line when the description already holds the message.
  const reserved = origin === null ? 0 : origin.length + (lead.form === "contato" ? 2 : 0);
  const fields: WebhookField[] = [];
  let description: string | undefined;
  for (const field of displayFields(lead)) {
    const value = escapeChatText(field.value);
    // The contact message can be long: the description holds 4096 characters, a field only 1024.
    if (lead.form === "contato" && field.name === "mensagem") {
      description = truncate(value, WEBHOOK_LIMITS.description - reserved);
      continue;
    }
    fields.push({
      name: truncate(field.label, WEBHOOK_LIMITS.fieldName),
      value: truncate(value, WEBHOOK_LIMITS.fieldValue),
      inline: !field.long,
    });
  }
  const embed: WebhookEmbed = {
    title: truncate(`${formTitles[lead.form]} — lead #${leadId}`, WEBHOOK_LIMITS.title),
    ...(description === undefined ? {} : { description }),
    color: WEBHOOK_COLOR,
    fields,
    timestamp: createdAt.toISOString(),
    footer: { text: truncate(`${site.brand} • site • lead #${leadId}`, WEBHOOK_LIMITS.footer) },
  };
  fitTotal(embed, reserved);
  if (origin !== null)
    embed.description = embed.description === undefined ? origin : `${embed.description}\n\n${origin}`;
  return {
    content: headlines[lead.form],
    embeds: [embed],
    allowed_mentions: { parse: [] },
  };
}
