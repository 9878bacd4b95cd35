import { describe, expect, it } from "vitest";
import { mailtoHref, whatsappGreeting, whatsappHref } from "./contact-links";
import { phoneDigits as whatsappDigits } from "./phone-numbers";

describe("links to answer a lead", () => {
  it("open WhatsApp on the phone's digits, with Brazil's code when missing and a greeting", () => {
    expect(whatsappDigits("(11) 98765-4321")).toBe("5511987654321");
    expect(whatsappDigits("+55 (21) 3222-1100")).toBe("552132221100");
    expect(whatsappDigits("+351 912 345 678")).toBe("351912345678");
    expect(whatsappDigits("12345")).toBeNull();
    const href = whatsappHref("(11) 98765-4321", "Márcia Lima", "agendamento")!;
    expect(href.startsWith("https://wa.me/5511987654321?text=")).toBe(true);
    expect(new URL(href).searchParams.get("text")).toBe(
      "Olá, Márcia! Aqui é da Vértice Performance. Recebemos seu pedido pelo site (agendamento de consultoria) e queremos conversar com você.",
    );
  });

  it("greet by the first name, never by a title", () => {
    expect(whatsappGreeting("Dra. Ana Souza", "contato")).toMatch(/^Olá, Ana! /);
    expect(whatsappGreeting("SR. PAULO", "contato")).toMatch(/^Olá, Paulo! /);
  });

  it("carry the given message instead of the greeting", () => {
    const href = whatsappHref("(11) 98765-4321", "Márcia Lima", "contato", "Oi, Márcia! Viu a proposta?")!;
    expect(new URL(href).searchParams.get("text")).toBe("Oi, Márcia! Viu a proposta?");
  });

  it("keep whatever the visitor typed inside the greeting's text, never in the link's address", () => {
    const href = whatsappHref("11 98765-4321", "Ana", "contato", 'Oi! "><script>alert(1)</script>')!;
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://wa.me/5511987654321");
    expect(url.searchParams.get("text")).toContain('"><script>alert(1)</script>');
    expect(href).not.toContain("<");
  });

  it("write a mailto only for a plain address", () => {
    expect(mailtoHref("maria@loja.com.br")).toBe(
      "mailto:maria@loja.com.br?subject=Seu%20contato%20com%20a%20V%C3%A9rtice%20Performance",
    );
    for (const hostile of [
      "a@b.com?bcc=x@y.com",
      "a@b.com\nBcc: x@y.com",
      "javascript:alert(1)//@x.com",
      "a b@c.com",
      "a@b",
    ]) {
      expect(mailtoHref(hostile), hostile).toBeNull();
    }
  });
});

describe("WhatsApp for a landline", () => {
  it("is not offered: a landline number cannot receive it", () => {
    expect(whatsappHref("(21) 3222-1100", "Ana", "contato")).toBeNull();
    expect(whatsappHref("(21) 99222-1100", "Ana", "contato")).not.toBeNull();
  });
});
