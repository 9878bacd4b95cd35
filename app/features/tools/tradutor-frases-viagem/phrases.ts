/**
 * The travel phrase translator's languages, categories and phrase ids. The
 * phrases themselves are in one module per language (phrases-pt.ts …), each
 * written as a traveller would say it to a stranger (formal "vous", "Sie",
 * "usted", "Lei"), so a page loads only the languages it shows. Pure data,
 * no React.
 */

export type LanguageCode = "pt" | "en" | "es" | "fr" | "it" | "de";

export interface Language {
  code: LanguageCode;
  /** Name shown in the selects, in pt-BR. */
  name: string;
}

export const languages: readonly Language[] = [
  { code: "pt", name: "Português" },
  { code: "en", name: "Inglês" },
  { code: "es", name: "Espanhol" },
  { code: "fr", name: "Francês" },
  { code: "it", name: "Italiano" },
  { code: "de", name: "Alemão" },
];

export type CategoryId = "saudacoes" | "direcoes" | "compras" | "restaurante" | "emergencias";

export interface Category {
  id: CategoryId;
  name: string;
}

export const categories: readonly Category[] = [
  { id: "saudacoes", name: "Saudações" },
  { id: "direcoes", name: "Direções" },
  { id: "compras", name: "Compras" },
  { id: "restaurante", name: "Restaurante" },
  { id: "emergencias", name: "Emergências" },
];

/** The voice language the speech synthesizer is asked for (spec: pt-BR, en-US, otherwise the code). */
export function speechLang(code: LanguageCode): string {
  if (code === "pt") return "pt-BR";
  if (code === "en") return "en-US";
  return code;
}

export function languageName(code: LanguageCode): string {
  return languages.find((language) => language.code === code)?.name ?? code;
}

export function isLanguageCode(value: string): value is LanguageCode {
  return languages.some((language) => language.code === value);
}

/** The language selects' names, which are also the query keys of a shareable page; "inverter" swaps them. */
export const LANGUAGE_FIELDS = { source: "de", target: "para", swap: "inverter" } as const;

/**
 * The languages a URL asks for (Portuguese to English by default; an unknown
 * code counts as the default). The swap button submits the form with
 * "inverter" when there is no script to swap the selects in place.
 */
export function readLanguagePair(query: URLSearchParams): { source: LanguageCode; target: LanguageCode } {
  const source = query.get(LANGUAGE_FIELDS.source) ?? "";
  const target = query.get(LANGUAGE_FIELDS.target) ?? "";
  const pair = {
    source: isLanguageCode(source) ? source : "pt",
    target: isLanguageCode(target) ? target : "en",
  } as const;
  return query.has(LANGUAGE_FIELDS.swap) ? { source: pair.target, target: pair.source } : pair;
}

/** Every phrase's id, by category, in the order shown. Each language module translates all of them. */
export const PHRASE_IDS = {
  saudacoes: [
    "bom-dia",
    "boa-noite",
    "por-favor",
    "obrigado",
    "com-licenca",
    "desculpe",
    "fala-portugues",
    "fala-ingles",
    "nao-entendo",
    "mais-devagar",
    "tchau",
  ],
  direcoes: [
    "banheiro",
    "metro",
    "ponto-onibus",
    "endereco",
    "longe",
    "a-pe",
    "direita-esquerda",
    "mapa",
    "passagem",
    "proxima-parada",
    "taxi-centro",
  ],
  compras: [
    "quanto-custa",
    "cartao-credito",
    "experimentar",
    "tamanho-maior",
    "tamanho-menor",
    "so-olhando",
    "desconto",
    "vou-levar",
    "recibo",
    "caixa",
    "tax-free",
  ],
  restaurante: [
    "mesa-dois",
    "cardapio",
    "recomenda",
    "vegetariano",
    "alergia",
    "agua",
    "sem-gelo",
    "servico-incluido",
    "conta",
    "pagar-cartao",
    "delicioso",
  ],
  emergencias: [
    "socorro",
    "emergencia",
    "ambulancia",
    "policia",
    "medico",
    "passando-mal",
    "hospital",
    "farmacia",
    "carteira-roubada",
    "passaporte",
    "consulado",
  ],
} as const satisfies Record<CategoryId, readonly string[]>;

export type PhraseId = (typeof PHRASE_IDS)[CategoryId][number];

/** One language's phrase book. */
export type PhraseTexts = Readonly<Record<PhraseId, string>>;
