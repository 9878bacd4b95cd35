import { site } from "#app/config/site";
import { personFields } from "#app/features/leads/fields";
import { cleanLine } from "#app/features/leads/sanitize";
import { escapeHtml, htmlButton, htmlEmail } from "#app/lib/email-html";
import { firstName } from "./first-name";
import { panelPaths } from "./paths";
import { assignedTitle, formAndName, MY_LEADS_PATH, type AlertLead } from "./push-message";
import { formLabel } from "./statuses";
import { formatDateTime } from "./time";

/**
 * "Lead atribuído a você" by e-mail (docs/decisions/081): the message to a member given leads by someone else, for
 * members who never turned the phone alerts on. Its subject is the alert's words ("Lead atribuído a você:
 * Consultoria · Maria S.", or "3 leads atribuídos a você"); its body says who gave them, each lead's form, the
 * person's name and when the lead arrived, and links to the lead (or to "Meus leads"). Nothing else of the lead: the
 * rest is on its page, behind the sign-in. Plain text and HTML, in pt-BR; what the visitor typed is escaped.
 * Pure: no I/O.
 */

export interface AssignedLead extends AlertLead {
  createdAt: number;
}

export interface AssignedEmailInput {
  /** The member told: the greeting uses the first name. */
  member: { name: string };
  /** Who made the change (their name, else their e-mail); null when the trail no longer says. */
  assignedBy: string | null;
  /** The leads of the change still the member's, oldest first; at least one. */
  leads: readonly AssignedLead[];
  siteUrl: string;
}

export interface AssignedEmail {
  subject: string;
  text: string;
  html: string;
}

/** "Consultoria · Maria da Silva · chegou em 26/11/2026 14:05". */
function leadLine(lead: AssignedLead): string {
  const name = cleanLine(personFields(lead.form, lead.data).name);
  return `${formLabel(lead.form)}${name ? ` · ${name}` : ""} · chegou em ${formatDateTime(lead.createdAt)}`;
}

export function assignedEmail(input: AssignedEmailInput): AssignedEmail {
  const { leads, siteUrl } = input;
  const [only] = leads;
  if (!only) throw new Error("an assignment e-mail without leads");
  const single = leads.length === 1;
  const title = assignedTitle(leads.length);
  const subject = single ? `${title}: ${formAndName(only)}` : title;
  const greeting = firstName(input.member.name);
  const by = input.assignedBy ? cleanLine(input.assignedBy) : "Alguém da equipe";
  const opening = `${greeting ? `Olá, ${greeting}!` : "Olá!"} ${by} atribuiu ${
    single ? "um lead" : `${leads.length} leads`
  } a você no painel.`;
  const lines = leads.map((lead) => ({ label: leadLine(lead), url: `${siteUrl}${panelPaths.lead(lead.id)}` }));
  const action = single
    ? { label: "Abrir o lead", url: `${siteUrl}${panelPaths.lead(only.id)}` }
    : { label: "Ver meus leads", url: `${siteUrl}${MY_LEADS_PATH}` };
  const footer = `Aviso automático do painel de ${site.brand}: você é o responsável por ${
    single ? "este lead" : "estes leads"
  }. Horários de Brasília.`;

  const text = [
    opening,
    "",
    ...(single ? [lines[0]!.label] : lines.map(({ label, url }) => `- ${label}\n  ${url}`)),
    "",
    `${action.label}: ${action.url}`,
    "",
    footer,
    "",
  ].join("\n");
  const html = htmlEmail(subject, [
    `<p style="margin:0 0 16px">${escapeHtml(opening)}</p>`,
    single
      ? `<p style="margin:0">${escapeHtml(lines[0]!.label)}</p>`
      : [
          '<ul style="margin:0;padding-left:20px">',
          ...lines.map(
            ({ label, url }) =>
              `<li style="margin:0 0 8px"><a href="${escapeHtml(url)}" style="color:#2f3fb8">${escapeHtml(label)}</a></li>`,
          ),
          "</ul>",
        ].join("\n"),
    htmlButton(action.url, action.label),
    `<p style="margin:0;color:#555">${escapeHtml(footer)}</p>`,
  ]);
  return { subject, text, html };
}
