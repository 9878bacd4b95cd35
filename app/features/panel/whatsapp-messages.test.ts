import { describe, expect, it } from "vitest";
import {
  defaultMessages,
  MESSAGE_LIMIT,
  MESSAGE_STAGES,
  messageFor,
  messagesFromSettings,
  messageStageOf,
  parseMessage,
  renderMessage,
} from "./whatsapp-messages";

const ana = { nome: "Ana", empresa: "Padaria Pão Quente", especialista: "Rosa" };

describe("WhatsApp messages per stage", () => {
  it("fill each placeholder, wherever and however often it appears", () => {
    expect(renderMessage("Olá, {nome}! Aqui é {especialista}. {nome}, a {empresa} ainda precisa?", ana)).toBe(
      "Olá, Ana! Aqui é Rosa. Ana, a Padaria Pão Quente ainda precisa?",
    );
  });

  it("keep a visitor's company as text, even when it looks like a replacement pattern", () => {
    expect(renderMessage("Sobre a {empresa}.", { ...ana, empresa: "$& $1 {nome}" })).toBe("Sobre a $& $1 {nome}.");
  });

  it("read well without a company: the placeholder goes with the words that joined it", () => {
    const none = { ...ana, empresa: "" };
    expect(renderMessage("Queria saber o que você procura para a {empresa}. Pode ser?", none)).toBe(
      "Queria saber o que você procura. Pode ser?",
    );
    expect(renderMessage("Falarmos sobre o tráfego pago da {empresa}?", none)).toBe("Falarmos sobre o tráfego pago?");
    expect(renderMessage("Os primeiros passos DA {empresa}, juntos.", none)).toBe("Os primeiros passos, juntos.");
    expect(renderMessage("Olá, {nome}! Tudo bem?", { ...ana, nome: "" })).toBe("Olá! Tudo bem?");
    expect(renderMessage("Oi {nome}, tudo bem?", { ...ana, nome: " " })).toBe("Oi, tudo bem?");
  });

  it("write every default so it reads well with and without a company", () => {
    for (const stage of MESSAGE_STAGES) {
      const withCompany = renderMessage(defaultMessages[stage], ana);
      const without = renderMessage(defaultMessages[stage], { ...ana, empresa: "" });
      expect(withCompany, stage).toContain("Padaria Pão Quente");
      expect(withCompany.startsWith("O"), stage).toBe(true);
      expect(without, stage).not.toMatch(/\{|\s(da|do|para a)[.?!,]|\s[.?!,]|\s{2}/);
      expect(defaultMessages[stage].length, stage).toBeLessThanOrEqual(MESSAGE_LIMIT);
    }
    expect(renderMessage(defaultMessages.proposta, { ...ana, empresa: "" })).toContain(
      "conseguiu ver a proposta que preparamos. Se ficou",
    );
  });

  it("greet by first names, never by a title", () => {
    expect(
      messageFor("Olá, {nome}! Aqui é {especialista}.", { name: "Dra. ANA SOUZA", company: "" }, "Sr. Paulo Reis"),
    ).toBe("Olá, Ana! Aqui é Paulo.");
  });

  it("use the follow-up message for a lost lead and each stage's own otherwise", () => {
    expect(messageStageOf("novo")).toBe("novo");
    expect(messageStageOf("proposta")).toBe("proposta");
    expect(messageStageOf("perdido")).toBe("em_contato");
  });

  it("refuse an unknown placeholder by name, a stray brace and a text over the limit, in pt-BR", () => {
    expect(parseMessage("proposta", "Oi {cliente}, da {Empresa}!")).toEqual({
      ok: false,
      error:
        "A mensagem “Depois da proposta” usa {cliente} e {Empresa}, que o painel não conhece. Use só {nome}, {empresa} e {especialista}.",
    });
    expect(parseMessage("novo", "Oi {nome")).toEqual({
      ok: false,
      error: "A mensagem “Primeiro contato” tem uma chave sem par. Escreva os campos assim: {nome}.",
    });
    expect(parseMessage("novo", "a".repeat(MESSAGE_LIMIT + 1))).toEqual({
      ok: false,
      error: `A mensagem “Primeiro contato” tem ${MESSAGE_LIMIT + 1} caracteres; o limite é ${MESSAGE_LIMIT}. Encurte um pouco.`,
    });
    expect(parseMessage("novo", "a".repeat(MESSAGE_LIMIT))).toEqual({ ok: true, text: "a".repeat(MESSAGE_LIMIT) });
  });

  it("go back to the default when emptied (or given the default itself), keeping line breaks", () => {
    expect(parseMessage("novo", "   ")).toEqual({ ok: true, text: "" });
    expect(parseMessage("novo", null)).toEqual({ ok: true, text: "" });
    expect(parseMessage("ganho", `${defaultMessages.ganho}\r\n`)).toEqual({ ok: true, text: "" });
    expect(parseMessage("novo", "Oi, {nome}!\r\nTudo bem?\u0007")).toEqual({
      ok: true,
      text: "Oi, {nome}!\nTudo bem?",
    });
    const stored = new Map([
      ["mensagens.proposta", "Oi, {nome}! Viu a proposta?"],
      ["mensagens.novo", ""],
    ]);
    expect(messagesFromSettings(stored)).toEqual({ ...defaultMessages, proposta: "Oi, {nome}! Viu a proposta?" });
  });
});
