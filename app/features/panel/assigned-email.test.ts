import { describe, expect, it } from "vitest";
import { assignedEmail, type AssignedLead } from "./assigned-email";

const SITE_URL = "https://www.agencia-teste.com.br";

function lead(id: number, nome: string, overrides: Partial<AssignedLead> = {}): AssignedLead {
  return {
    id,
    form: "consultoria",
    data: { nome, email: "maria@loja.com.br", whatsapp: "(11) 99812-3344", empresa: "Loja da Maria" },
    createdAt: Date.parse("2026-11-26T17:05:00Z"),
    ...overrides,
  };
}

describe("the e-mail to a member given leads", () => {
  it("names one lead in the alert's words, who gave it, when it arrived, and opens its page", () => {
    const email = assignedEmail({
      member: { name: "Bia Souza" },
      assignedBy: "Rosa Lima",
      leads: [lead(42, "Maria da Silva")],
      siteUrl: SITE_URL,
    });
    expect(email.subject).toBe("Lead atribuído a você: Consultoria · Maria S.");
    expect(email.text.split("\n")).toEqual([
      "Olá, Bia! Rosa Lima atribuiu um lead a você no painel.",
      "",
      "Consultoria · Maria da Silva · chegou em 26/11/2026 14:05",
      "",
      `Abrir o lead: ${SITE_URL}/painel/leads/42`,
      "",
      "Aviso automático do painel de Vértice Performance: você é o responsável por este lead. Horários de Brasília.",
      "",
    ]);
    expect(email.html).toContain(`<a href="${SITE_URL}/painel/leads/42"`);
    expect(email.html).toContain(">Abrir o lead</a>");
    // Only what the member needs to recognise the lead: the rest is on its page, behind the sign-in.
    expect(email.text + email.html).not.toMatch(/loja|99812|maria@/i);
  });

  it("says how many leads a bulk change gave, lists them and opens Meus leads", () => {
    const email = assignedEmail({
      member: { name: "Bia" },
      assignedBy: "rosa@agencia-teste.com.br",
      leads: [lead(3, "Ana Paula"), lead(5, "Caio"), lead(9, "", { form: "newsletter", data: { email: "x@y.com" } })],
      siteUrl: SITE_URL,
    });
    expect(email.subject).toBe("3 leads atribuídos a você");
    expect(email.text).toContain("Olá, Bia! rosa@agencia-teste.com.br atribuiu 3 leads a você no painel.");
    expect(email.text).toContain(
      `- Consultoria · Ana Paula · chegou em 26/11/2026 14:05\n  ${SITE_URL}/painel/leads/3`,
    );
    expect(email.text).toContain(`- Newsletter · chegou em 26/11/2026 14:05\n  ${SITE_URL}/painel/leads/9`);
    expect(email.text).toContain(`Ver meus leads: ${SITE_URL}/painel?responsavel=eu`);
    expect(email.html).toContain(`<a href="${SITE_URL}/painel?responsavel=eu"`);
  });

  it("escapes what the visitor typed in the HTML, and keeps it on one line in the text", () => {
    const email = assignedEmail({
      member: { name: "Bia" },
      assignedBy: null,
      leads: [lead(7, '<img src=x onerror="alert(1)">\r\nBcc: roubo@golpe.example & Cia')],
      siteUrl: SITE_URL,
    });
    expect(email.html).not.toContain("<img");
    expect(email.html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");
    expect(email.html).toContain("&#38; Cia");
    expect(email.text).toContain("Olá, Bia! Alguém da equipe atribuiu um lead a você no painel.");
    expect(email.text).toContain(
      'Consultoria · <img src=x onerror="alert(1)"> Bcc: roubo@golpe.example & Cia · chegou',
    );
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});
