import { describe, expect, it } from "vitest";
import { assignedPushMessage, leadPushMessage, shortName } from "./push-message";

describe("lead alert text", () => {
  it("names the form and the person by first name and the surname's initial", () => {
    const message = leadPushMessage({
      id: 42,
      form: "consultoria",
      data: { nome: "maria  da silva", email: "maria@exemplo.com.br", whatsapp: "11998123344", empresa: "ACME" },
    });
    expect(message).toEqual({
      title: "Novo lead: Consultoria · Maria S.",
      body: "Toque para abrir o lead.",
      url: "/painel/leads/42",
      tag: "lead-42",
    });
    expect(JSON.stringify(message)).not.toMatch(/silva|exemplo|99812|ACME/i);
  });

  it("keeps a single name, skips particles and ignores what is not a word", () => {
    expect(shortName("João")).toBe("João");
    expect(shortName("Ana de Souza e Souza")).toBe("Ana S.");
    expect(shortName("<b>Zé</b> 123 Élio")).toBe("<b>Zé</b> É.");
    expect(shortName("   ")).toBe("");
  });

  it("leaves the name out when the form has none", () => {
    expect(leadPushMessage({ id: 7, form: "newsletter", data: { email: "a@b.com" } }).title).toBe(
      "Novo lead: Newsletter",
    );
  });

  it("tells a member of a lead given to them with the same data, or of many leads by their count", () => {
    const lead = { id: 42, form: "consultoria", data: { nome: "maria da silva", email: "maria@exemplo.com.br" } };
    expect(assignedPushMessage({ lead }, 7)).toEqual({
      title: "Lead atribuído a você",
      body: "Consultoria · Maria S.",
      url: "/painel/leads/42",
      tag: "atribuido-7",
    });
    expect(assignedPushMessage({ count: 3 }, 8)).toEqual({
      title: "3 leads atribuídos a você",
      body: "Toque para ver os seus leads.",
      url: "/painel?responsavel=eu",
      tag: "atribuido-8",
    });
  });
});
