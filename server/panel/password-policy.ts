import { dictionary } from "@zxcvbn-ts/language-common";
import { foldText } from "#app/features/panel/search";

/**
 * What a panel password must be (docs/decisions/030): at least 12
 * characters, at most 128, and not a common password: not in the list of
 * about 49,000 passwords most found in leaks that @zxcvbn-ts/language-common
 * ships, not even with digits or symbols around it ("senha123456!"), nor
 * the member's own e-mail or name: neither the e-mail's local part nor any
 * word of the name of 3 letters or more ("Rosa" in "Rosa-agencia-2026!"),
 * compared without case or accents.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  tooShort: `A senha precisa ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  tooLong: `A senha pode ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
  common:
    "Essa senha aparece em listas de senhas comuns ou vazadas. Escolha outra; uma frase fácil de lembrar funciona bem.",
  personal: "Não use seu nome, nem parte dele, nem seu e-mail na senha.",
  mismatch: "As duas senhas não são iguais.",
} as const;

let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));
  return common;
}

/** The password, and what is left once digits and symbols are trimmed from either end. */
function cores(password: string): string[] {
  const lower = password.toLowerCase();
  const trimmedEnd = lower.replace(/[^\p{L}]+$/u, "");
  const trimmedStart = lower.replace(/^[^\p{L}]+/u, "");
  const trimmedBoth = trimmedStart.replace(/[^\p{L}]+$/u, "");
  return [...new Set([lower, trimmedEnd, trimmedStart, trimmedBoth])].filter((core) => core !== "");
}

export function isCommonPassword(password: string): boolean {
  if (/^(.)\1*$/u.test(password)) return true;
  const list = commonPasswords();
  return cores(password).some((core) => list.has(core));
}

/** What of the member's own a password must not contain, folded: the e-mail's local part and each name word. */
function personalWords(person: { email: string; name: string }): string[] {
  const localPart = foldText(person.email.split("@")[0] ?? "");
  const nameWords = foldText(person.name).split(/[^\p{L}]+/u);
  return [localPart, ...nameWords].filter((word) => [...word].length >= 3);
}

/** The reason a new password is refused, in pt-BR, or null when it will do. */
export function passwordProblem(password: string, person: { email: string; name: string }): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  if (isCommonPassword(password)) return passwordMessages.common;
  if (personalWords(person).some((word) => foldText(password).includes(word))) return passwordMessages.personal;
  return null;
}
