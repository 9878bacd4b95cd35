/** The ways a member reaches a lead with one tap, each logged as a contact attempt. */
export const CONTACT_CHANNELS = ["ligar", "whatsapp", "email"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export function isContactChannel(value: unknown): value is ContactChannel {
  return CONTACT_CHANNELS.some((channel) => channel === value);
}

/** The timeline's words: "Maria ligou", "Maria abriu o WhatsApp". */
export const contactChannelActs: Record<ContactChannel, string> = {
  ligar: "ligou para o lead",
  whatsapp: "abriu o WhatsApp do lead",
  email: "abriu um e-mail para o lead",
};

/** The buttons' and the audit trail's names. */
export const contactChannelLabels: Record<ContactChannel, string> = {
  ligar: "Ligar",
  whatsapp: "WhatsApp",
  email: "E-mail",
};
