/**
 * An e-mail address cut where a line may break without splitting a word:
 * after the @ and before each dot of the domain.
 * "contato@vertice.com.br" → ["contato@", "vertice", ".com", ".br"].
 */
export function emailParts(email: string): string[] {
  const at = email.lastIndexOf("@");
  if (at < 0) return [email];
  const [first, ...rest] = email.slice(at + 1).split(".");
  return [email.slice(0, at + 1), first!, ...rest.map((label) => `.${label}`)];
}
