/**
 * Tip customs per country and the tip arithmetic. The percentages are the
 * spec's table; the bill is typed in the country's own currency, so results
 * are shown in that currency too. Pure data and functions, no React.
 */
import type { FormFields } from "#app/features/tools/form-fields";
import { formatBRL, formatNumber, parseBrazilianNumber } from "#app/lib/numbers";

export type CountryId = "brasil" | "eua" | "europa" | "argentina" | "chile" | "canada";
export type Quality = "excelente" | "bom" | "regular" | "ruim";

export interface Currency {
  /** ISO 4217 code, for screen readers and the explanation. */
  codigo: string;
  /** Symbol printed before amounts. */
  simbolo: string;
  nome: string;
  /** Decimal places used when showing amounts (the Chilean peso has no cents). */
  casas: number;
}

export interface TipCountry {
  id: CountryId;
  nome: string;
  /** The name with its preposition: "no Brasil", "nos Estados Unidos". */
  local: string;
  moeda: Currency;
  percentuais: Record<Quality, number>;
  /** Short label of what the bill field should hold there. */
  baseDaConta: string;
  /** How tipping works there, for a Brazilian traveller. */
  explicacao: string;
}

export const qualities: readonly { id: Quality; nome: string }[] = [
  { id: "excelente", nome: "Excelente" },
  { id: "bom", nome: "Bom" },
  { id: "regular", nome: "Regular" },
  { id: "ruim", nome: "Ruim" },
];

export const defaultCountry: CountryId = "brasil";
export const defaultQuality: Quality = "bom";

export const tipCountries: readonly TipCountry[] = [
  {
    id: "brasil",
    nome: "Brasil",
    local: "no Brasil",
    moeda: { codigo: "BRL", simbolo: "R$", nome: "real", casas: 2 },
    percentuais: { excelente: 15, bom: 10, regular: 5, ruim: 0 },
    baseDaConta: "Valor da conta sem a taxa de serviço.",
    explicacao:
      "Bares e restaurantes costumam incluir na conta os 10% da taxa de serviço. Ela é opcional (o cliente pode " +
      "pedir para retirá-la) e, pela Lei 13.419/2017, vai para os funcionários. Se ela já veio na conta, não é " +
      "preciso deixar mais nada. Em táxis, hotéis e entregas a gorjeta não é esperada; arredondar é um gesto comum.",
  },
  {
    id: "eua",
    nome: "Estados Unidos",
    local: "nos Estados Unidos",
    moeda: { codigo: "USD", simbolo: "US$", nome: "dólar americano", casas: 2 },
    percentuais: { excelente: 25, bom: 20, regular: 15, ruim: 10 },
    baseDaConta: "Use o subtotal, antes do imposto (sales tax).",
    explicacao:
      "A gorjeta (tip) é praticamente obrigatória: garçons têm salário-base baixo e dependem dela. Calcule " +
      "sobre o subtotal, antes do imposto sobre vendas (sales tax); entre 18% e 20% é o normal com serviço à " +
      'mesa. Confira se a conta já traz "gratuity" ou "service charge" (comum para grupos) para não pagar duas ' +
      "vezes. Taxistas e cabeleireiros também esperam de 15% a 20%; no bar, US$ 1 a 2 por bebida.",
  },
  {
    id: "europa",
    nome: "Europa",
    local: "na Europa",
    moeda: { codigo: "EUR", simbolo: "€", nome: "euro", casas: 2 },
    percentuais: { excelente: 15, bom: 10, regular: 5, ruim: 0 },
    baseDaConta: "Valor total da conta.",
    explicacao:
      'Na maior parte da Europa o serviço já está incluído (na França, "service compris") e a gorjeta é um ' +
      "agradecimento, não uma obrigação: arredonde a conta ou deixe de 5% a 10% se o atendimento foi bom. Na " +
      'Itália, o "coperto" (couvert) não é gorjeta. Na Alemanha e na Áustria, diga ao garçom o total já com a ' +
      "gorjeta. Em países de outra moeda, como Reino Unido e Suíça, a porcentagem é a mesma.",
  },
  {
    id: "argentina",
    nome: "Argentina",
    local: "na Argentina",
    moeda: { codigo: "ARS", simbolo: "AR$", nome: "peso argentino", casas: 2 },
    percentuais: { excelente: 15, bom: 10, regular: 5, ruim: 0 },
    baseDaConta: "Valor da conta, sem o cubierto.",
    explicacao:
      'A "propina" de cerca de 10% é o costume em restaurantes e cafés e normalmente não vem na conta. O ' +
      '"cubierto" cobrado por pessoa (pão e serviço de mesa) não é gorjeta. Muitas maquininhas não aceitam ' +
      "gorjeta no cartão: leve pesos em dinheiro para deixá-la na mesa.",
  },
  {
    id: "chile",
    nome: "Chile",
    local: "no Chile",
    moeda: { codigo: "CLP", simbolo: "CLP$", nome: "peso chileno", casas: 0 },
    percentuais: { excelente: 12, bom: 10, regular: 5, ruim: 0 },
    baseDaConta: "Valor da conta antes da propina sugerida.",
    explicacao:
      'Os restaurantes sugerem na conta uma "propina" de 10%, e o garçom pergunta se pode incluí-la no ' +
      "pagamento. Ela é voluntária: você pode aceitar, pedir outro valor ou recusar; mais de 10% é sinal de um " +
      "atendimento excepcional. O peso chileno não tem centavos, por isso os valores são inteiros.",
  },
  {
    id: "canada",
    nome: "Canadá",
    local: "no Canadá",
    moeda: { codigo: "CAD", simbolo: "CA$", nome: "dólar canadense", casas: 2 },
    percentuais: { excelente: 22, bom: 18, regular: 15, ruim: 10 },
    baseDaConta: "Use o subtotal, antes dos impostos (GST/HST/PST).",
    explicacao:
      "Como nos Estados Unidos, a gorjeta é esperada: de 15% a 20% em restaurantes, sobre o valor antes dos " +
      "impostos (GST, HST ou PST, conforme a província; TPS e TVQ em Quebec). A maquininha costuma sugerir " +
      'porcentagens sobre o total com impostos; escolha "custom" para pagar o valor certo.',
  },
];

export function getTipCountry(id: CountryId): TipCountry {
  const country = tipCountries.find((c) => c.id === id);
  if (!country) throw new Error(`País desconhecido: ${id}`);
  return country;
}

export function isCountryId(value: string): value is CountryId {
  return tipCountries.some((c) => c.id === value);
}

export function isQuality(value: string): value is Quality {
  return qualities.some((q) => q.id === value);
}

export function tipPercentage(country: CountryId, quality: Quality): number {
  return getTipCountry(country).percentuais[quality];
}

export interface TipResult {
  percentual: number;
  gorjeta: number;
  total: number;
  pessoas: number;
  /** Total divided by the people sharing the bill. */
  porPessoa: number;
}

/** The spec's rule: the country and quality percentage applied to the bill. */
export function calculateTip(bill: number, country: CountryId, quality: Quality, people = 1): TipResult {
  const percentual = tipPercentage(country, quality);
  const gorjeta = (bill * percentual) / 100;
  const total = bill + gorjeta;
  return { percentual, gorjeta, total, pessoas: people, porPessoa: total / people };
}

/**
 * Reads the "dividir entre" field: a whole number of people from 1 to 100.
 * Anything else means the bill is not split.
 */
export function parsePeople(input: string): number {
  const trimmed = input.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return 1;
  const people = Number(trimmed);
  return people >= 1 && people <= 100 ? people : 1;
}

/** An amount in the country's currency: "R$ 110,00", "US$ 24,00", "CLP$ 11.200". */
export function formatMoney(value: number, currency: Currency): string {
  if (currency.codigo === "BRL") return formatBRL(value);
  return `${currency.simbolo}\u00a0${formatNumber(value, currency.casas)}`;
}

/** The form's field names, which are also the query keys of a shareable result. */
export const TIP_FIELDS = { pais: "pais", conta: "conta", qualidade: "qualidade", pessoas: "pessoas" } as const;

export interface TipFields {
  country: CountryId;
  quality: Quality;
  /** Null when the bill is missing, not a number or negative: there is then nothing to show. */
  bill: number | null;
  people: number;
}

/** The calculator's inputs from a submitted form or a shared URL; unknown choices fall back to the defaults. */
export function readTipFields(fields: FormFields): TipFields {
  const country = fields[TIP_FIELDS.pais] ?? "";
  const quality = fields[TIP_FIELDS.qualidade] ?? "";
  const bill = parseBrazilianNumber(fields[TIP_FIELDS.conta] ?? "");
  return {
    country: isCountryId(country) ? country : defaultCountry,
    quality: isQuality(quality) ? quality : defaultQuality,
    bill: bill !== null && bill >= 0 ? bill : null,
    people: parsePeople(fields[TIP_FIELDS.pessoas] ?? ""),
  };
}
