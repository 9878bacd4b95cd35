/**
 * The text a lead is found by: the person's name, e-mail, phone digits and
 * company, lower-cased and without accents, so "joao" finds "João" and
 * "98765-4321" finds "(11) 98765-4321". The server stores it with each lead
 * and compares a search against it in both databases.
 */

export interface SearchablePerson {
  name: string;
  email: string;
  phone: string;
  company: string;
}

export function foldText(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

export function searchText(person: SearchablePerson): string {
  const digits = person.phone.replace(/\D/g, "");
  return [person.name, person.email, digits, person.company]
    .map(foldText)
    .filter((part) => part !== "")
    .join(" | ");
}

/** Longest search the panel accepts, in characters. */
export const SEARCH_LIMIT = 100;

/**
 * What a search term is compared with: a phone-like term ("(11) 98765-4321",
 * at least 4 digits and nothing but phone punctuation) as its digits,
 * anything else folded like the stored text. "" when nothing is left.
 */
export function searchTerm(input: string): string {
  const trimmed = input.trim().slice(0, SEARCH_LIMIT);
  if (/^[\d\s()+.-]+$/.test(trimmed) && trimmed.replace(/\D/g, "").length >= 4) return trimmed.replace(/\D/g, "");
  return foldText(trimmed);
}
