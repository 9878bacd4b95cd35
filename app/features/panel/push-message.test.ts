import { describe, expect, it } from "vitest";
import { leadPushMessage, shortName } from "./push-message";

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
});
