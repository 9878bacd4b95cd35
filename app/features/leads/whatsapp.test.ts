import { describe, expect, it } from "vitest";
import { type LeadForm } from "./form-definition";
import type { Lead } from "./forms";
import { validateLead } from "./validate";
import { whatsappText, whatsappUrl } from "./whatsapp";

const BUSINESS_NUMBER = "5511987654321";

function lead(form: LeadForm, data: Record<string, string>): Lead {
  const result = validateLead(form, data);
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.lead;
}

const consultoria = lead("consultoria", {
  nome: "Maria Souza",
  email: "maria@loja.com.br",
  whatsapp: "(11) 98765-4321",
  empresa: "Loja & Cia",
  funcionarios: "sozinho",
  investimento_mensal: "nao-investe",
});

describe("whatsappText", () => {
  it("lists every consultancy field with pt-BR labels and option labels", () => {
    expect(whatsappText(consultoria)).toBe(
      [
        "Olá! Acabei de pedir a consultoria gratuita pelo site. Seguem meus dados:",
        "",
        "Nome: Maria Souza",
        "E-mail: maria@loja.com.br",
        "WhatsApp: (11) 98765-4321",
        "Empresa: Loja & Cia",
        "Funcionários: Trabalho sozinho(a)",
        "Investimento mensal: Ainda não invisto em anúncios",
      ].join("\n"),
    );
  });

  it("shows the scheduling's best time as a person reads it", () => {
    const text = whatsappText(
      lead("agendamento", {
        name: "João",
        email: "joao@x.com",
        whatsapp: "11987654321",
        company: "Lima",
        sector: "saude",
        revenue: "500k+",
        challenge: "Preciso de mais pacientes.",
        bestTime: "manha (8h-12h)",
      }),
    );
    expect(text).toContain("Setor: Saúde");
    expect(text).toContain("Faturamento: Mais de R$ 500 mil por mês");
    expect(text).toContain("Melhor horário: Manhã (8h-12h)");
    expect(text).toContain("Principal desafio: Preciso de mais pacientes.");
    expect(text).not.toContain("manha (8h-12h)");
  });

  it("marks an empty optional company as not informed", () => {
    const text = whatsappText(
      lead("contato", {
        nome: "Ana",
        email: "ana@x.com",
        telefone: "21 3333-4444",
        assunto: "duvidas",
        mensagem: "Como funciona a consultoria?",
      }),
    );
    expect(text).toContain("Empresa: não informado");
    expect(text).toContain("Assunto: Dúvidas");
  });

  it("has no chat message for a newsletter sign-up", () => {
    expect(whatsappText(lead("newsletter", { email: "a@b.co" }))).toBeNull();
    expect(whatsappUrl(lead("newsletter", { email: "a@b.co" }), BUSINESS_NUMBER)).toBeNull();
  });
});

describe("whatsappUrl", () => {
  it("opens the business number with the text encoded", () => {
    const url = new URL(whatsappUrl(consultoria, BUSINESS_NUMBER) ?? "");
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe("/5511987654321");
    expect(url.searchParams.get("text")).toBe(whatsappText(consultoria));
    expect(whatsappUrl(consultoria, BUSINESS_NUMBER)).toContain("Loja%20%26%20Cia");
  });

  it("offers no chat when the business has no WhatsApp number configured", () => {
    expect(whatsappUrl(consultoria, undefined)).toBeNull();
  });
});
