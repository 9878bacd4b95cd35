/**
 * The site's WhatsApp buttons go through /whatsapp (server/leads/whatsapp-clicks.ts), which records the click
 * (page, campaign, click ids; nothing about the person) under a short code and opens WhatsApp with the button's
 * message and "Cód. 7K2Q". In the panel an attendant turns the code the person sent into a lead of the
 * "WhatsApp" form with that click's campaign. Pure: links, messages and codes.
 */

export const WHATSAPP_CLICK_PATH = "/whatsapp";

/** Each button's pre-filled message (the spec's texts), named in the link so no one else can write it. */
export const WHATSAPP_MESSAGES = {
  equipe: "Olá! Vim pelo site e gostaria de falar com a equipe.",
  trafego: "Olá! Vim pelo site e quero falar sobre tráfego pago para o meu negócio.",
  especialista: "Olá! Quero saber mais sobre o Fornecedor Nacional de moda feminina.",
  compra: "Olá! Quero garantir meu acesso ao Fornecedor Nacional de moda feminina.",
  suporte: "URGENTE: sou cliente e preciso de suporte com minhas campanhas.",
  /** The footer's number: no message of its own. */
  contato: "",
} as const;

export type WhatsappMessage = keyof typeof WHATSAPP_MESSAGES;

export function isWhatsappMessage(value: unknown): value is WhatsappMessage {
  return typeof value === "string" && Object.hasOwn(WHATSAPP_MESSAGES, value);
}

/** A button's address: the page it is on and the message it opens with. */
export function whatsappClickHref(message: WhatsappMessage, page: string): string {
  return `${WHATSAPP_CLICK_PATH}?${new URLSearchParams({ origem: page, mensagem: message }).toString()}`;
}

/** Letters and digits nobody mistakes for one another when reading a chat aloud or typing it: no 0/O, 1/I/L. */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_LENGTH = 4;

/** A new code from random bytes (crypto.getRandomValues), each byte below a multiple of the alphabet's size. */
export function newClickCode(randomBytes: (count: number) => Uint8Array): string {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let code = "";
  while (code.length < CODE_LENGTH) {
    for (const byte of randomBytes(CODE_LENGTH * 2)) {
      if (byte < limit && code.length < CODE_LENGTH) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code;
}

/**
 * The code in what an attendant typed or pasted: "7k2q", " 7K2Q ", "Cód. 7K2Q", "cod 7K-2Q" or the whole chat
 * message ending in it. Null when there is no code of the alphabet in it.
 */
export function readClickCode(input: string): string | null {
  const text = input.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();
  const marked = /COD\.?\s*:?\s*([A-Z0-9][\s-]?[A-Z0-9][\s-]?[A-Z0-9][\s-]?[A-Z0-9])\s*$/.exec(text.trim());
  const candidate = (marked?.[1] ?? text).replace(/[\s.-]/g, "");
  if (candidate.length !== CODE_LENGTH) return null;
  return [...candidate].every((character) => CODE_ALPHABET.includes(character)) ? candidate : null;
}

/** The pre-filled text: the button's message, then the code on its own line. */
export function codedMessage(message: WhatsappMessage, code: string | null): string {
  const text = WHATSAPP_MESSAGES[message];
  const reference = code === null ? "" : `Cód. ${code}`;
  return [text, reference].filter((part) => part !== "").join("\n\n");
}
