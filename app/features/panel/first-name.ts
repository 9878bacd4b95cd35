/**
 * The first name a message greets someone by: "Dra. Ana Souza" → "Ana",
 * "ANA PAULA" → "Ana". Honorifics are skipped wherever people type them
 * (with or without the dot, "ª", any case); a name typed all in capitals or
 * all in small letters is written the usual way, any other casing is kept
 * ("DeAndre"). Empty when the name has nothing but titles.
 */

/** Compared without the dot, lower-cased, with "ª"/"º" read as "a"/"o". */
const TITLES = new Set([
  "dr",
  "dra",
  "doutor",
  "doutora",
  "sr",
  "sra",
  "srta",
  "senhor",
  "senhora",
  "senhorita",
  "prof",
  "profa",
  "professor",
  "professora",
  "eng",
  "enga",
  "engenheiro",
  "engenheira",
  "arq",
  "arqa",
  "adv",
  "me",
  "ma",
  "dom",
  "dona",
]);

/** A first name longer than this is not a name anyone greets by: the rest is cut. */
const FIRST_NAME_LIMIT = 40;

function titleKey(word: string): string {
  return word.toLowerCase().replace(/ª/g, "a").replace(/º/g, "o");
}

/** "ANA-LUÍSA" and "ana-luísa" → "Ana-Luísa"; "McKenzie" stays. */
function usualCase(word: string): string {
  if (word !== word.toUpperCase() && word !== word.toLowerCase()) return word;
  return word
    .toLowerCase()
    .replace(/(^|[-'’])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

export function firstName(name: string): string {
  // "Dra.Ana" is two words: a dot followed by a letter splits too.
  for (const word of name.split(/\s+|(?<=\.)(?=\p{L})/u)) {
    // The name is the run of letters (with hyphens and apostrophes) after whatever precedes it: "(Ana),", "Ana\"><".
    const core = /^[\p{L}\p{M}ªº'’-]+/u.exec(word.replace(/^[^\p{L}]+/u, ""))?.[0] ?? "";
    if (!/\p{L}/u.test(core) || TITLES.has(titleKey(core))) continue;
    return usualCase(core).slice(0, FIRST_NAME_LIMIT);
  }
  return "";
}
