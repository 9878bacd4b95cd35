/**
 * What a Brazilian plate tells without any database: its format, its
 * old ⇄ Mercosul equivalent and, for the letter series handed out in order
 * from 1990, the state where the vehicle was first registered.
 */
import type { StateCode } from "./states";

export type PlateFormat = "antiga" | "mercosul";

const OLD_FORMAT = /^[A-Z]{3}\d{4}$/;
const MERCOSUL_FORMAT = /^[A-Z]{3}\d[A-Z]\d{2}$/;
/** Mercosul replaces the 5th character's digit 0–9 by the letter at the same position, A–J. */
const MERCOSUL_LETTERS = "ABCDEFGHIJ";

export function plateFormat(plate: string): PlateFormat | null {
  if (OLD_FORMAT.test(plate)) return "antiga";
  if (MERCOSUL_FORMAT.test(plate)) return "mercosul";
  return null;
}

/** The same plate in the other format (ABC1234 ⇄ ABC1C34), or null when it has no equivalent. */
export function convertPlate(plate: string): string | null {
  const format = plateFormat(plate);
  if (!format) return null;
  const fifth = plate.charAt(4);
  if (format === "antiga") return `${plate.slice(0, 4)}${MERCOSUL_LETTERS.charAt(Number(fifth))}${plate.slice(5)}`;
  // Plates issued as Mercosul with K–Z in 5th place never existed in the old format.
  const digit = MERCOSUL_LETTERS.indexOf(fifth);
  return digit < 0 ? null : `${plate.slice(0, 4)}${digit}${plate.slice(5)}`;
}

/** ABC1234 → ABC-1234; Mercosul plates are written without a hyphen. */
export function displayPlate(plate: string): string {
  return plateFormat(plate) === "antiga" ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;
}

export interface PlateSeries {
  first: string;
  last: string;
  state: StateCode;
}

/**
 * Letter series of the grey plates (three letters, four digits), in the order
 * Denatran allocated them to each state from 1990, as listed in the article
 * "Placas de identificação de veículos no Brasil" of the Portuguese Wikipedia.
 * Later series were handed out in small, unordered blocks, so they are left
 * out rather than guessed.
 */
export const plateSeries: readonly PlateSeries[] = [
  { first: "AAA", last: "BEZ", state: "PR" },
  { first: "BFA", last: "GKI", state: "SP" },
  { first: "GKJ", last: "HOK", state: "MG" },
  { first: "HOL", last: "HQE", state: "MA" },
  { first: "HQF", last: "HTW", state: "MS" },
  { first: "HTX", last: "HZA", state: "CE" },
  { first: "HZB", last: "IAP", state: "SE" },
  { first: "IAQ", last: "JDO", state: "RS" },
  { first: "JDP", last: "JKR", state: "DF" },
  { first: "JKS", last: "JSZ", state: "BA" },
  { first: "JTA", last: "JWE", state: "PA" },
  { first: "JWF", last: "JXY", state: "AM" },
  { first: "JXZ", last: "KAU", state: "MT" },
  { first: "KAV", last: "KFC", state: "GO" },
  { first: "KFD", last: "KME", state: "PE" },
  { first: "KMF", last: "LVE", state: "RJ" },
  { first: "LVF", last: "LWQ", state: "PI" },
  { first: "LWR", last: "MMM", state: "SC" },
  { first: "MMN", last: "MOW", state: "PB" },
  { first: "MOX", last: "MTZ", state: "ES" },
  { first: "MUA", last: "MVK", state: "AL" },
  { first: "MVL", last: "MXG", state: "TO" },
  { first: "MXH", last: "MZM", state: "RN" },
  { first: "MZN", last: "NAG", state: "AC" },
  { first: "NAH", last: "NBA", state: "RR" },
  { first: "NBB", last: "NEH", state: "RO" },
  { first: "NEI", last: "NFB", state: "AP" },
  { first: "NFC", last: "NGZ", state: "GO" },
  { first: "NHA", last: "NHT", state: "MA" },
  { first: "NHU", last: "NIX", state: "PI" },
  { first: "NIY", last: "NJW", state: "MT" },
  { first: "NJX", last: "NLU", state: "GO" },
  { first: "NLV", last: "NMO", state: "AL" },
  { first: "NMP", last: "NNI", state: "MA" },
  { first: "NNJ", last: "NOH", state: "RN" },
  { first: "NOI", last: "NPB", state: "AM" },
  { first: "NPC", last: "NPQ", state: "MT" },
  { first: "NPR", last: "NQK", state: "PB" },
  { first: "NQL", last: "NRE", state: "CE" },
];

/** The series a plate's three letters fall in, whatever its format; undefined outside the table. */
export function firstRegistrationSeries(plate: string): PlateSeries | undefined {
  if (!plateFormat(plate)) return undefined;
  const letters = plate.slice(0, 3);
  return plateSeries.find((s) => letters >= s.first && letters <= s.last);
}
