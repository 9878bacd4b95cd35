import { describe, expect, it } from "vitest";
import {
  categories,
  isLanguageCode,
  languageName,
  languages,
  PHRASE_IDS,
  readLanguagePair,
  speechLang,
  type CategoryId,
  type LanguageCode,
  type PhraseTexts,
} from "./phrases";
import de from "./phrases-de";
import en from "./phrases-en";
import es from "./phrases-es";
import fr from "./phrases-fr";
import italian from "./phrases-it";
import pt from "./phrases-pt";

const codes: LanguageCode[] = ["pt", "en", "es", "fr", "it", "de"];
const books: Record<LanguageCode, PhraseTexts> = { pt, en, es, fr, it: italian, de };
const allIds = categories.flatMap((category) => PHRASE_IDS[category.id]);
/** Each phrase with its text in the six languages, as the page pairs them. */
const phrases = allIds.map((id) => ({
  id,
  text: Object.fromEntries(codes.map((code) => [code, books[code][id]])) as Record<LanguageCode, string>,
}));
const phrasesIn = (category: CategoryId) => PHRASE_IDS[category];

describe("languages and categories", () => {
  it("offers the six languages of the spec with pt-BR names", () => {
    expect(languages.map((l) => [l.code, l.name])).toEqual([
      ["pt", "Português"],
      ["en", "Inglês"],
      ["es", "Espanhol"],
      ["fr", "Francês"],
      ["it", "Italiano"],
      ["de", "Alemão"],
    ]);
  });

  it("offers the five categories of the spec with pt-BR names", () => {
    expect(categories.map((c) => [c.id, c.name])).toEqual([
      ["saudacoes", "Saudações"],
      ["direcoes", "Direções"],
      ["compras", "Compras"],
      ["restaurante", "Restaurante"],
      ["emergencias", "Emergências"],
    ]);
  });

  it.each([
    ["pt", "pt-BR"],
    ["en", "en-US"],
    ["es", "es"],
    ["fr", "fr"],
    ["it", "it"],
    ["de", "de"],
  ] as const)("asks the speech synthesizer for %s as %s", (code, lang) => {
    expect(speechLang(code)).toBe(lang);
  });

  it.each([
    ["de", true],
    ["pt", true],
    ["ja", false],
    ["", false],
  ])("recognises %j as a language code: %s", (value, expected) => {
    expect(isLanguageCode(value)).toBe(expected);
  });

  it("names a language in pt-BR", () => {
    expect(languageName("de")).toBe("Alemão");
  });
});

describe("phrase book", () => {
  it.each(categories.map((c) => c.id))("has at least eight phrases in %s", (category) => {
    expect(phrasesIn(category).length).toBeGreaterThanOrEqual(8);
  });

  it("gives every phrase a unique id", () => {
    expect(new Set(allIds).size).toBe(allIds.length);
  });

  it.each(codes)("translates exactly the phrase ids, in order, in %s", (code) => {
    expect(Object.keys(books[code])).toEqual(allIds);
  });

  it("translates every phrase into all six languages", () => {
    for (const phrase of phrases) {
      for (const code of codes) {
        expect(phrase.text[code].trim(), `${phrase.id} ${code}`).not.toBe("");
        expect(phrase.text[code], `${phrase.id} ${code}`).toBe(phrase.text[code].trim());
      }
    }
  });

  it("keeps questions, exclamations and statements the same kind in every language", () => {
    const kind = (text: string) => text.trim().slice(-1);
    for (const phrase of phrases) {
      for (const code of codes) {
        expect(kind(phrase.text[code]), `${phrase.id} ${code}`).toBe(kind(phrase.text.pt));
      }
    }
  });

  it("opens Spanish questions and exclamations with ¿ and ¡", () => {
    for (const phrase of phrases) {
      const es = phrase.text.es;
      if (es.endsWith("?")) expect(es, phrase.id).toMatch(/^¿/);
      if (es.endsWith("!")) expect(es, phrase.id).toMatch(/^¡/);
    }
  });

  it("puts a non-breaking space before French ! and ?", () => {
    for (const phrase of phrases) {
      const fr = phrase.text.fr;
      if (/[!?]$/.test(fr)) expect(fr, phrase.id).toMatch(/\u00a0[!?]$/);
      expect(fr, phrase.id).not.toMatch(/ [!?;:]/);
    }
  });

  it("addresses strangers formally in French and German", () => {
    const words = (text: string) => text.toLowerCase().split(/[^\p{L}]+/u);
    const informalFr = ["tu", "te", "t", "toi", "ton", "ta", "tes"];
    const informalDe = ["du", "dich", "dir", "dein", "deine"];
    for (const phrase of phrases) {
      expect(
        words(phrase.text.fr).filter((w) => informalFr.includes(w)),
        phrase.id,
      ).toEqual([]);
      expect(
        words(phrase.text.de).filter((w) => informalDe.includes(w)),
        phrase.id,
      ).toEqual([]);
    }
  });

  it("uses the accented letters the languages need", () => {
    const all = (code: LanguageCode) => phrases.map((p) => p.text[code]).join(" ");
    expect(all("pt")).toMatch(/ç/);
    expect(all("es")).toMatch(/á|é|í|ó|ú|ñ/);
    expect(all("fr")).toMatch(/é|è|ç|à/);
    expect(all("it")).toMatch(/è|ù|à/);
    expect(all("de")).toMatch(/ä|ö|ü|ß/);
  });
});

describe("readLanguagePair", () => {
  it.each([
    ["", { source: "pt", target: "en" }],
    ["?de=es&para=de", { source: "es", target: "de" }],
    ["?de=fr&para=it&inverter=1", { source: "it", target: "fr" }],
    ["?inverter=1", { source: "en", target: "pt" }],
    ["?de=xx&para=ru", { source: "pt", target: "en" }],
  ])("reads %j", (query, pair) => {
    expect(readLanguagePair(new URLSearchParams(query))).toEqual(pair);
  });
});
