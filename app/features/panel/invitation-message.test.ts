import { describe, expect, it } from "vitest";
import { invitationText, invitationWhatsappHref } from "./invitation-message";

const link = "https://www.agencia.com.br/painel/definir-senha?codigo=abc_DEF-123";

describe("invitation message", () => {
  it("greets the person by first name and carries the link with its limits", () => {
    expect(invitationText("convite", "Júlia Atendente", link)).toBe(
      `Olá, Júlia! Este é o seu convite para o painel de leads. Abra o link para criar sua senha (vale por 24 horas e funciona uma vez): ${link}`,
    );
    expect(invitationText("novo-link", "  ", link)).toMatch(/^Olá! Este é o seu novo link para criar a senha/);
  });

  it("opens WhatsApp with the text and no number, the link intact once decoded", () => {
    const href = invitationWhatsappHref("convite", "Júlia", link);
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toBe(invitationText("convite", "Júlia", link));
    expect(href).not.toContain(" ");
  });
});
