import { site } from "#app/config/site";
import { formTitles } from "#app/features/leads/fields";
import { isLeadForm } from "#app/features/leads/form-definition";
import { canBeMobile, phoneDigits } from "./phone-numbers";
import { firstName } from "./first-name";

/**
 * Links the team uses to answer a lead, built only from normalised values:
 * the phone's digits (with Brazil's 55 when it has none) and an e-mail
 * address that passed a strict check. Whatever else a visitor typed never
 * reaches an href.
 */

/** The greeting the chat opens with when no message is given: the first name, never a title ("Dra."). */
export function whatsappGreeting(name: string, form: string): string {
  const who = firstName(name);
  const about = isLeadForm(form) ? formTitles[form].toLowerCase() : "contato";
  return `Olá${who ? `, ${who}` : ""}! Aqui é da ${site.brand}. Recebemos seu pedido pelo site (${about}) e queremos conversar com você.`;
}

/**
 * WhatsApp only for a number that can be a mobile: a landline gets its tel: link alone. `text`: the stage's message
 * the owners wrote (./whatsapp-messages), else the greeting.
 */
export function whatsappHref(
  phone: string,
  name: string,
  form: string,
  text = whatsappGreeting(name, form),
): string | null {
  const digits = phoneDigits(phone);
  if (digits === null || !canBeMobile(phone)) return null;
  return `https://wa.me/${digits}?${new URLSearchParams({ text }).toString()}`;
}

/** Letters, digits and . _ + - before the @; a domain of labels: nothing that could end or extend the URL. */
const SAFE_EMAIL = /^[A-Za-z0-9._+-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}$/;

export function mailtoHref(email: string, subject = `Seu contato com a ${site.brand}`): string | null {
  const address = email.trim();
  if (!SAFE_EMAIL.test(address)) return null;
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
