import { isBrazilianPhoneKey, phoneKey } from "./person-match";

/**
 * The text a lead is found by: the person's name, e-mail, phone and company,
 * lower-cased and without accents, so "joao" finds "João". The phone is kept
 * as its national digits and, for a Brazilian number, once more with the
 * country code, so "(11) 99812-3344", "+55 11 99812-3344", "5511998123344"
 * or any run of their digits find it. The server stores it with each lead
 * (migrations 006b and 017 with copies of their own) and compares a search against it in both
 * databases, one word at a time, so words match in any order.
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

function phoneDigits(phone: string): string {
  const key = phoneKey(phone);
  if (key === "") return phone.replace(/\D/g, "");
  return isBrazilianPhoneKey(key) ? `${key} 55${key}` : key.replace("+", "");
}

export function searchText(person: SearchablePerson): string {
  return [person.name, person.email, phoneDigits(person.phone), person.company]
    .map(foldText)
    .filter((part) => part !== "")
    .join(" | ");
}

/** Longest search the panel accepts, in characters. */
export const SEARCH_LIMIT = 100;

/** Digits and the punctuation phones are written with, with at least 4 digits. */
function isPhoneLike(value: string): boolean {
  return /^[\d\s()+.-]+$/.test(value) && value.replace(/\D/g, "").length >= 4;
}

/** A phone-like term as the digits stored: a trunk "0" before the area code ("011 9981…") goes. */
function termDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  return /^0[1-9]{2}\d{6,}$/.test(digits) ? digits.slice(1) : digits;
}

/**
 * The words a search must all find, in any order: a phone-like input ("+55 (11) 99812-3344", "99812-33") as one
 * run of digits, anything else folded like the stored text and split at spaces (a word that is a phone-like piece
 * such as "9981-2" becomes its digits). Repeated words count once; [] when nothing is left.
 */
export function searchTerms(input: string): string[] {
  const trimmed = input.trim().slice(0, SEARCH_LIMIT);
  if (isPhoneLike(trimmed)) return [termDigits(trimmed)];
  const words = foldText(trimmed)
    .split(" ")
    .filter((word) => word !== "")
    .map((word) => (isPhoneLike(word) ? termDigits(word) : word));
  return [...new Set(words)];
}
