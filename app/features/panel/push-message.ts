import { personFields } from "#app/features/leads/fields";
import { EMPTY_FILTER, inboxQuery } from "./filters";
import { formLabel } from "./statuses";
import { panelPaths } from "./paths";

/**
 * The lead alert a member's device shows (Web Push). It crosses the
 * browser vendor's push service, so it carries only what the privacy policy
 * says: the form's label and the person's first name with the initial of
 * the surname ("Novo lead: Consultoria · Maria S."); no e-mail, phone,
 * company or message. Tapping it opens the lead's page. A member given leads
 * by another gets "Lead atribuído a você" with the same data, or for many
 * leads at once only how many, opening "Meus leads" (docs/decisions/072).
 */

export interface PushMessage {
  title: string;
  /** Shown under the title; the service worker's text when the body is empty. */
  body: string;
  /** The page the tap opens. */
  url: string;
  /** One notification per lead on a device: a repeat replaces it instead of buzzing twice. */
  tag: string;
}

/** Longest first name shown: a pasted paragraph in the name field stays a short line. */
const NAME_LIMIT = 40;

/** "Maria S." from "  maria   da silva "; "" when there is no name. Letters only as typed: no markup is read. */
export function shortName(name: string): string {
  const words = name
    .replace(/[\p{C}]/gu, " ")
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  const first = words[0];
  if (!first) return "";
  const capital = (word: string) => word.charAt(0).toLocaleUpperCase("pt-BR") + word.slice(1);
  const given = capital([...first].slice(0, NAME_LIMIT).join(""));
  // "da", "de", "dos"… are particles, not the surname: "Maria da Silva" is "Maria S.".
  const surname = words.slice(1).findLast((word) => !/^(d[aeo]s?|e)$/i.test(word));
  const initial = surname ? [...surname].find((char) => /\p{L}/u.test(char)) : undefined;
  return initial ? `${given} ${initial.toLocaleUpperCase("pt-BR")}.` : given;
}

export interface AlertLead {
  id: number;
  form: string;
  data: Record<string, unknown>;
}

/** "Consultoria · Maria S.", or the form alone when it asks no name (the e-mail's subject says it too). */
export function formAndName(lead: AlertLead): string {
  const name = shortName(personFields(lead.form, lead.data).name);
  return `${formLabel(lead.form)}${name ? ` · ${name}` : ""}`;
}

export function leadPushMessage(lead: AlertLead): PushMessage {
  return {
    title: `Novo lead: ${formAndName(lead)}`,
    body: "Toque para abrir o lead.",
    url: panelPaths.lead(lead.id),
    tag: `lead-${lead.id}`,
  };
}

/** The inbox filtered to the signed-in member's leads ("Meus leads"). */
export const MY_LEADS_PATH = `${panelPaths.inbox}${inboxQuery(EMPTY_FILTER, { owner: "eu" })}`;

/** "Lead atribuído a você", "3 leads atribuídos a você": the alert's title and the e-mail's subject alike. */
export function assignedTitle(count: number): string {
  return count === 1 ? "Lead atribuído a você" : `${count} leads atribuídos a você`;
}

/**
 * Leads given to the member by someone else: one lead names its form and person and opens it; several say how
 * many and open "Meus leads". `alertId` (the outbox row's) makes a repeat of this alert replace it on the device,
 * while it stays apart from the lead's own new-lead alert.
 */
export function assignedPushMessage(assigned: { lead: AlertLead } | { count: number }, alertId: number): PushMessage {
  const tag = `atribuido-${alertId}`;
  if ("lead" in assigned) {
    return {
      title: assignedTitle(1),
      body: formAndName(assigned.lead),
      url: panelPaths.lead(assigned.lead.id),
      tag,
    };
  }
  return {
    title: assignedTitle(assigned.count),
    body: "Toque para ver os seus leads.",
    url: MY_LEADS_PATH,
    tag,
  };
}
