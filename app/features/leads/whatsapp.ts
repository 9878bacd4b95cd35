import { whatsappLink } from "#app/config/business";
import { displayFields } from "./fields";
import type { LeadForm } from "./form-definition";
import type { Lead } from "./forms";

const greetings: Record<Exclude<LeadForm, "newsletter" | "whatsapp">, string> = {
  consultoria: "Olá! Acabei de pedir a consultoria gratuita pelo site. Seguem meus dados:",
  agendamento: "Olá! Acabei de agendar minha consultoria pelo site. Seguem meus dados:",
  contato: "Olá! Acabei de enviar uma mensagem pelo site:",
};

/**
 * The message pre-filled in the visitor's WhatsApp after a successful submit,
 * one "Label: value" line per field. Newsletter sign-ups have none.
 */
export function whatsappText(lead: Lead): string | null {
  // A newsletter sign-up has nothing to tell; a WhatsApp lead is already in the chat.
  if (lead.form === "newsletter" || lead.form === "whatsapp") return null;
  const lines = displayFields(lead).map((field) => `${field.label}: ${field.value}`);
  return [greetings[lead.form], "", ...lines].join("\n");
}

/**
 * The click-to-chat link (https://wa.me/<business number>?text=...) for a
 * submitted lead; none without a business number (WHATSAPP_NUMBER).
 */
export function whatsappUrl(lead: Lead, businessNumber: string | undefined): string | null {
  const text = whatsappText(lead);
  return text === null || !businessNumber ? null : whatsappLink(businessNumber, text);
}
