/**
 * What the owner sends a new member (the site sends nothing itself): the
 * text of the invitation or of a new password link, and a WhatsApp link that
 * opens a chat with that text ready, the contact chosen in WhatsApp.
 */

export type LinkKind = "convite" | "novo-link";

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

export function invitationText(kind: LinkKind, name: string, link: string): string {
  const who = firstName(name);
  const greeting = `Olá${who ? `, ${who}` : ""}!`;
  const what =
    kind === "convite"
      ? "Este é o seu convite para o painel de leads. Abra o link para criar sua senha"
      : "Este é o seu novo link para criar a senha do painel de leads";
  return `${greeting} ${what} (vale por 24 horas e funciona uma vez): ${link}`;
}

/** wa.me without a number: WhatsApp asks whom to send it to. */
export function invitationWhatsappHref(kind: LinkKind, name: string, link: string): string {
  return `https://wa.me/?${new URLSearchParams({ text: invitationText(kind, name, link) }).toString()}`;
}
