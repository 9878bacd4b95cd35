import { site } from "#app/config/site";
import { firstName } from "./first-name";
import type { LeadStatus } from "./statuses";

/**
 * The WhatsApp message the lead page opens the chat with, one per stage of
 * the pipeline, written by the owners at /painel/mensagens (stored in
 * panel_settings as "mensagens.<stage>"; "" or no row is the default).
 *
 * Placeholders: {nome} the lead's first name, {empresa} the company the form
 * asked for, {especialista} the first name of the member who opens the chat.
 * A placeholder with no value leaves the sentence with the words that joined
 * it: a comma before it ("Olá, {nome}!" → "Olá!") or one of CONNECTORS
 * ("sobre o tráfego da {empresa}?" → "sobre o tráfego?").
 */

export const MESSAGE_STAGES = ["novo", "em_contato", "proposta", "ganho"] as const;
export type MessageStage = (typeof MESSAGE_STAGES)[number];

export const messageStages: Record<MessageStage, { title: string; usedFor: string }> = {
  novo: { title: "Primeiro contato", usedFor: "Para leads com status Novo." },
  em_contato: {
    title: "Acompanhamento",
    usedFor: "Para leads com status Em contato, e Perdido, para retomar a conversa.",
  },
  proposta: { title: "Depois da proposta", usedFor: "Para leads com status Proposta enviada." },
  ganho: { title: "Boas-vindas", usedFor: "Para leads com status Ganho: o começo do trabalho." },
};

/** A lost lead is won back with the follow-up message. */
export function messageStageOf(status: LeadStatus): MessageStage {
  return status === "perdido" ? "em_contato" : status;
}

export function messageSettingName(stage: MessageStage): string {
  return `mensagens.${stage}`;
}

export const MESSAGE_PLACEHOLDERS = ["nome", "empresa", "especialista"] as const;
export type MessageValues = Record<(typeof MESSAGE_PLACEHOLDERS)[number], string>;

/** Long enough for a warm paragraph, short enough to read on a phone before sending. */
export const MESSAGE_LIMIT = 600;

export const defaultMessages: Record<MessageStage, string> = {
  novo: `Olá, {nome}! Aqui é {especialista}, da ${site.brand}. Recebi seu contato pelo site e queria entender melhor o que você procura para a {empresa}. Quando for bom para você, me conta por aqui?`,
  em_contato: `Oi, {nome}! Aqui é {especialista}, da ${site.brand}, passando para retomar nossa conversa. Ainda faz sentido falarmos sobre o tráfego pago da {empresa}? Se agora não for um bom momento, tudo bem: me diga quando fica melhor.`,
  proposta: `Oi, {nome}, tudo bem? Aqui é {especialista}, da ${site.brand}. Queria saber se você conseguiu ver a proposta que preparamos para a {empresa}. Se ficou alguma dúvida ou quiser ajustar algo, é só me chamar por aqui.`,
  ganho: `Olá, {nome}! Que alegria começar este trabalho com você. Aqui é {especialista}, da ${site.brand}, e vou acompanhar os primeiros passos da {empresa}. Em breve te mando o que precisamos para começar; qualquer dúvida, estou por aqui.`,
};

/** The words that go with a placeholder when it has no value ("da {empresa}"), longest first. */
const CONNECTORS = [
  "para a",
  "para o",
  "com a",
  "com o",
  "sobre a",
  "sobre o",
  "pela",
  "pelo",
  "da",
  "do",
  "de",
  "na",
  "no",
  "em",
  "à",
  "ao",
];

function emptyPlaceholder(name: string): RegExp {
  return new RegExp(`(?:\\s*,|[ \\t]+(?:${CONNECTORS.join("|")}))?[ \\t]*\\{${name}\\}`, "giu");
}

/** The text sent: each placeholder filled, or left out with its connector when it has no value. */
export function renderMessage(template: string, values: MessageValues): string {
  let text = template;
  for (const name of MESSAGE_PLACEHOLDERS) {
    const value = values[name].trim();
    // A function, so "$&" in a visitor's company is text, not a replacement pattern.
    text = value ? text.replaceAll(`{${name}}`, () => value) : text.replace(emptyPlaceholder(name), "");
  }
  return text
    .replace(/[ \t]{2,}/g, " ")
    .replace(/[ \t]+([,.!?;:])/g, "$1")
    .trim();
}

/** The message a member sends a lead: first names, never titles ("Dra. Ana Souza" → "Ana"). */
export function messageFor(template: string, lead: { name: string; company: string }, memberName: string): string {
  return renderMessage(template, {
    nome: firstName(lead.name),
    empresa: lead.company,
    especialista: firstName(memberName),
  });
}

export type ParsedMessage = { ok: true; text: string } | { ok: false; error: string };

function listed(names: readonly string[]): string {
  const quoted = names.map((name) => `{${name}}`);
  return quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(", ")} e ${quoted.at(-1)!}`;
}

/**
 * An owner's text for a stage, as stored: "" (the default) when empty or the
 * default itself, so a better default reaches everyone who never changed it.
 */
export function parseMessage(stage: MessageStage, input: unknown): ParsedMessage {
  const title = messageStages[stage].title;
  const text = (typeof input === "string" ? input : "")
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex -- control characters are not text a chat shows
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "")
    .trim();
  if (text.length > MESSAGE_LIMIT) {
    return {
      ok: false,
      error: `A mensagem “${title}” tem ${text.length} caracteres; o limite é ${MESSAGE_LIMIT}. Encurte um pouco.`,
    };
  }
  const unknown = [...new Set([...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]!))].filter(
    (name) => !(MESSAGE_PLACEHOLDERS as readonly string[]).includes(name),
  );
  if (unknown.length > 0) {
    return {
      ok: false,
      error: `A mensagem “${title}” usa ${listed(unknown)}, que o painel não conhece. Use só ${listed(MESSAGE_PLACEHOLDERS)}.`,
    };
  }
  if (/[{}]/.test(text.replace(/\{[^{}]*\}/g, ""))) {
    return { ok: false, error: `A mensagem “${title}” tem uma chave sem par. Escreva os campos assim: {nome}.` };
  }
  return { ok: true, text: text === defaultMessages[stage] ? "" : text };
}

/** Each stage's text from the stored settings: the owner's, else the default. */
export function messagesFromSettings(stored: ReadonlyMap<string, string>): Record<MessageStage, string> {
  return Object.fromEntries(
    MESSAGE_STAGES.map((stage) => {
      const parsed = parseMessage(stage, stored.get(messageSettingName(stage)) ?? "");
      return [stage, parsed.ok && parsed.text !== "" ? parsed.text : defaultMessages[stage]];
    }),
  ) as Record<MessageStage, string>;
}
