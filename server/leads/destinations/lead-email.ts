import { describeAttribution } from "#app/features/leads/attribution";
import { displayFields, formTitles, leadFromStored, personFields } from "#app/features/leads/fields";
import type { LeadForm } from "#app/features/leads/form-definition";
import { cleanLine } from "#app/features/leads/sanitize";
import type { StoredLead } from "../../db/stored-lead";
import { panelPaths } from "#app/features/panel/paths";
import { escapeHtml, htmlEmail } from "#app/lib/email-html";

/**
 * The e-mail announcing a lead to the team: the form's fields under the
 * same labels as the chat message (#app/features/leads/fields), the campaign
 * line, a link to the lead in the owner's panel, as plain text and simple
 * HTML, in pt-BR. Replying answers the lead: Reply-To is the lead's address,
 * set only when it is a plain address, so stored text can never add a
 * header. Pure: no I/O, unit-tested.
 */

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  /** The lead, when its address is safe to put in a header. */
  replyTo: { name: string; address: string } | null;
  /**
   * The same for every try of this lead, so a repeat can be recognised (and folded by mail clients), and
   * different from every other message: see leadMessageId.
   */
  messageId: string;
}

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  dateStyle: "short",
  timeStyle: "short",
});

/** An address with nothing a header parser would read as syntax: no blanks, quotes, brackets or separators. */
const PLAIN_ADDRESS = /^[^\s"(),:;<>@[\\\]]+@[^\s"(),:;<>@[\\\]]+\.[^\s"(),:;<>@[\\\]]+$/u;

/**
 * `<lead-42.<submission id>@host>`. The lead's number alone repeats after a database restore, a reset or a
 * second install with the same SITE_URL, and a mailbox silently drops a message whose Message-ID it already
 * holds. The submission id is a UUID stored with the lead (the visitor's browser, the integration or the lead
 * service made it), unique in its database: random across databases, and the same on every retry.
 */
export function leadMessageId(stored: Pick<StoredLead, "id" | "submissionId">, siteUrl: string): string {
  return messageIdOf(`lead-${stored.id}`, stored.submissionId, siteUrl);
}

/** `<{name}.{submission id}@host>`: `name` says which message of the lead (ours, never stored text). */
export function messageIdOf(name: string, submissionId: string, siteUrl: string): string {
  // Only a UUID's characters: stored text never adds header syntax, even from an edited database.
  const token = submissionId.replace(/[^0-9a-z-]/gi, "");
  return `<${name}.${token}@${new URL(siteUrl).hostname}>`;
}

export function panelLeadUrl(siteUrl: string, leadId: number): string {
  return `${siteUrl}${panelPaths.lead(leadId)}`;
}

function subjectOf(form: LeadForm, person: string, company: string, email: string): string {
  if (form === "newsletter") return `Nova inscrição na newsletter: ${email}`;
  return company ? `Novo lead: ${person} (${company})` : `Novo lead: ${person}`;
}

export function buildLeadEmail(stored: StoredLead, siteUrl: string): LeadEmail | null {
  const lead = leadFromStored(stored.form, stored.data);
  if (!lead) return null;
  const who = personFields(stored.form, stored.data);
  const person = cleanLine(who.name);
  const company = cleanLine(who.company);
  const email = cleanLine(stored.email);
  const title = `${formTitles[lead.form]} — lead #${stored.id}`;
  const received = `Recebido em ${dateTime.format(stored.createdAt)} (horário de Brasília)`;
  const fields = displayFields(lead);
  const origin = describeAttribution(stored.attribution);
  const panelUrl = panelLeadUrl(siteUrl, stored.id);
  const replyTo = PLAIN_ADDRESS.test(email) ? { name: person || email, address: email } : null;
  const replyLine = replyTo
    ? `Responda a este e-mail para escrever direto para ${replyTo.name}.`
    : "O e-mail do lead não pôde ser usado como resposta: copie-o dos dados acima.";

  const plain = [
    title,
    received,
    "",
    ...fields.map((field) => (field.long ? `${field.label}:\n${field.value}\n` : `${field.label}: ${field.value}`)),
    ...(origin ? ["", `Origem: ${origin}`] : []),
    "",
    `Ver o lead no painel: ${panelUrl}`,
    "",
    replyLine,
  ].join("\n");

  const rows = fields
    .map(
      (field) =>
        `<tr><th scope="row" style="padding:6px 12px 6px 0;text-align:left;vertical-align:top;color:#555;white-space:nowrap">${escapeHtml(field.label)}</th>` +
        `<td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(field.value)}</td></tr>`,
    )
    .join("\n");
  const html = htmlEmail(title, [
    `<h1 style="margin:0 0 4px;font-size:20px">${escapeHtml(title)}</h1>`,
    `<p style="margin:0 0 16px;color:#555">${escapeHtml(received)}</p>`,
    `<table role="presentation" style="border-collapse:collapse">\n${rows}\n</table>`,
    ...(origin ? [`<p style="margin:16px 0 0"><strong>Origem:</strong> ${escapeHtml(origin)}</p>`] : []),
    `<p style="margin:24px 0"><a href="${escapeHtml(panelUrl)}" style="color:#2f3fb8;font-weight:bold">Ver o lead no painel</a></p>`,
    `<p style="margin:0;color:#555">${escapeHtml(replyLine)}</p>`,
  ]);

  return {
    subject: subjectOf(lead.form, person, company, email),
    text: plain,
    html,
    replyTo,
    messageId: leadMessageId(stored, siteUrl),
  };
}
