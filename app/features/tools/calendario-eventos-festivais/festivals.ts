/**
 * A curated list of major Brazilian festivals and events, with the rule that
 * gives their dates in any year. Only rules that really hold are computed:
 * events whose dates the organisers set each year carry their usual months
 * and are shown as "datas a confirmar". Pure data and functions, no React.
 */
import { addDays, daysInMonth, isoDate, monthOf, nthWeekdayOfMonth, yearOf } from "./dates";
import { easterSunday } from "./easter";
import { MONTH_NAMES } from "#app/lib/dates";

export const REGIONS = ["Norte", "Nordeste", "Centro-Oeste", "Sudeste", "Sul"] as const;
export type Region = (typeof REGIONS)[number];

export function isRegion(value: string): value is Region {
  return (REGIONS as readonly string[]).includes(value);
}

export const DATES_TO_CONFIRM_LABEL = "Datas a confirmar";

/**
 * fixed: the same calendar days every year (end may fall in the next year);
 * easter: days counted from Easter Sunday (Carnaval, Pentecost);
 * weekday: starting on the n-th (−1: last) given weekday of a month;
 * typical: the organisers set the dates each year; only the usual months are known.
 */
export type DateRule =
  | { kind: "fixed"; month: number; day: number; endMonth?: number; endDay?: number }
  | { kind: "easter"; startOffset: number; endOffset: number }
  | { kind: "weekday"; month: number; weekday: number; n: number; days: number }
  | { kind: "typical"; months: readonly number[] };

export interface Festival {
  id: string;
  name: string;
  city: string;
  /** UF, two capital letters. */
  state: string;
  region: Region;
  rule: DateRule;
  /** True when the rule is the custom but the organisers confirm the dates each year. */
  confirmDates?: boolean;
  /** One line, pt-BR. */
  description: string;
  /** Who publishes the programme. */
  source: string;
}

export interface FestivalDates {
  start: string;
  /** Last day, included. */
  end: string;
}

export interface FestivalOccurrence {
  festival: Festival;
  /** Null when only the usual months are known. */
  dates: FestivalDates | null;
  /** Months (1–12) the event touches in that year. */
  months: number[];
  datesToConfirm: boolean;
}

const SUNDAY = 0;
const FRIDAY = 5;

export const FESTIVALS: readonly Festival[] = [
  {
    id: "lavagem-do-bonfim",
    name: "Lavagem do Bonfim",
    city: "Salvador",
    state: "BA",
    region: "Nordeste",
    rule: { kind: "typical", months: [1] },
    description:
      "Cortejo de baianas da Igreja da Conceição da Praia até o Bonfim, na quinta-feira antes do segundo domingo depois do Dia de Reis.",
    source: "Prefeitura de Salvador",
  },
  {
    id: "festa-de-iemanja",
    name: "Festa de Iemanjá",
    city: "Salvador",
    state: "BA",
    region: "Nordeste",
    rule: { kind: "fixed", month: 2, day: 2 },
    description: "Oferendas à rainha do mar no bairro do Rio Vermelho, com música e barcos na orla.",
    source: "Prefeitura de Salvador",
  },
  {
    id: "navegantes-porto-alegre",
    name: "Festa de Nossa Senhora dos Navegantes",
    city: "Porto Alegre",
    state: "RS",
    region: "Sul",
    rule: { kind: "fixed", month: 2, day: 2 },
    description: "Procissão fluvial e terrestre de uma das festas religiosas mais antigas do Rio Grande do Sul.",
    source: "Prefeitura de Porto Alegre",
  },
  {
    id: "carnaval-salvador",
    name: "Carnaval de Salvador",
    city: "Salvador",
    state: "BA",
    region: "Nordeste",
    rule: { kind: "easter", startOffset: -52, endOffset: -46 },
    description: "Trios elétricos nos circuitos Dodô (Barra–Ondina) e Osmar (Campo Grande), de quinta a quarta-feira.",
    source: "Prefeitura de Salvador (Saltur)",
  },
  {
    id: "carnaval-recife-olinda",
    name: "Carnaval do Recife e de Olinda",
    city: "Recife",
    state: "PE",
    region: "Nordeste",
    rule: { kind: "easter", startOffset: -51, endOffset: -47 },
    description: "Frevo e maracatu, o Galo da Madrugada no sábado e as ladeiras de Olinda com seus bonecos gigantes.",
    source: "Prefeitura do Recife e Prefeitura de Olinda",
  },
  {
    id: "carnaval-rio",
    name: "Carnaval do Rio de Janeiro",
    city: "Rio de Janeiro",
    state: "RJ",
    region: "Sudeste",
    rule: { kind: "easter", startOffset: -51, endOffset: -47 },
    description: "Desfiles das escolas de samba na Marquês de Sapucaí e centenas de blocos de rua pela cidade.",
    source: "Riotur e Liesa",
  },
  {
    id: "procissao-do-fogareu",
    name: "Procissão do Fogaréu",
    city: "Goiás",
    state: "GO",
    region: "Centro-Oeste",
    rule: { kind: "easter", startOffset: -4, endOffset: -4 },
    description: "Farricocos encapuzados percorrem à luz de tochas a Cidade de Goiás na noite de Quarta-feira Santa.",
    source: "Organização Vilaboense de Artes e Tradições (OVAT)",
    confirmDates: true,
  },
  {
    id: "lollapalooza-brasil",
    name: "Lollapalooza Brasil",
    city: "São Paulo",
    state: "SP",
    region: "Sudeste",
    rule: { kind: "typical", months: [3] },
    description: "Festival de música com três dias de shows nacionais e internacionais no Autódromo de Interlagos.",
    source: "Lollapalooza Brasil (organização)",
  },
  {
    id: "virada-cultural",
    name: "Virada Cultural",
    city: "São Paulo",
    state: "SP",
    region: "Sudeste",
    rule: { kind: "typical", months: [5] },
    description: "24 horas seguidas de shows, teatro e exposições gratuitos em palcos espalhados pela cidade.",
    source: "Prefeitura de São Paulo",
  },
  {
    id: "cavalhadas-pirenopolis",
    name: "Festa do Divino e Cavalhadas de Pirenópolis",
    city: "Pirenópolis",
    state: "GO",
    region: "Centro-Oeste",
    rule: { kind: "easter", startOffset: 49, endOffset: 51 },
    description:
      "Mouros e cristãos encenam batalhas a cavalo nas Cavalhadas, ponto alto da Festa do Divino no Pentecostes.",
    source: "Prefeitura de Pirenópolis",
    confirmDates: true,
  },
  {
    id: "parada-lgbt-sao-paulo",
    name: "Parada do Orgulho LGBT+ de São Paulo",
    city: "São Paulo",
    state: "SP",
    region: "Sudeste",
    rule: { kind: "easter", startOffset: 63, endOffset: 63 },
    description:
      "Uma das maiores paradas do mundo, na Avenida Paulista, tradicionalmente no domingo depois de Corpus Christi.",
    source: "Associação da Parada do Orgulho LGBT+ de São Paulo (APOLGBT-SP)",
    confirmDates: true,
  },
  {
    id: "sao-joao-campina-grande",
    name: "O Maior São João do Mundo",
    city: "Campina Grande",
    state: "PB",
    region: "Nordeste",
    rule: { kind: "typical", months: [6] },
    description: "Um mês de forró, quadrilhas e comidas típicas no Parque do Povo.",
    source: "Prefeitura de Campina Grande",
  },
  {
    id: "sao-joao-caruaru",
    name: "São João de Caruaru",
    city: "Caruaru",
    state: "PE",
    region: "Nordeste",
    rule: { kind: "typical", months: [6] },
    description: "Forró pé de serra, trios e o Pátio do Forró na capital do forró do agreste pernambucano.",
    source: "Prefeitura de Caruaru",
  },
  {
    id: "bumba-meu-boi-sao-luis",
    name: "São João do Maranhão (Bumba meu boi)",
    city: "São Luís",
    state: "MA",
    region: "Nordeste",
    rule: { kind: "typical", months: [6] },
    description: "Os sotaques do bumba meu boi, patrimônio cultural da humanidade, tomam os arraiais da capital.",
    source: "Governo do Maranhão",
  },
  {
    id: "festival-de-parintins",
    name: "Festival Folclórico de Parintins",
    city: "Parintins",
    state: "AM",
    region: "Norte",
    rule: { kind: "weekday", month: 6, weekday: FRIDAY, n: -1, days: 3 },
    description: "Os bois Garantido e Caprichoso disputam três noites no Bumbódromo, no último fim de semana de junho.",
    source: "Prefeitura de Parintins e Governo do Amazonas",
    confirmDates: true,
  },
  {
    id: "festival-de-inverno-campos-do-jordao",
    name: "Festival de Inverno de Campos do Jordão",
    city: "Campos do Jordão",
    state: "SP",
    region: "Sudeste",
    rule: { kind: "typical", months: [7] },
    description: "O maior festival de música clássica da América Latina, com concertos na serra da Mantiqueira.",
    source: "Governo do Estado de São Paulo",
  },
  {
    id: "festival-de-danca-joinville",
    name: "Festival de Dança de Joinville",
    city: "Joinville",
    state: "SC",
    region: "Sul",
    rule: { kind: "typical", months: [7] },
    description: "Mostras competitivas, palcos abertos e a Feira da Sapatilha no maior festival de dança do país.",
    source: "Instituto Festival de Dança de Joinville",
  },
  {
    id: "fortal",
    name: "Fortal",
    city: "Fortaleza",
    state: "CE",
    region: "Nordeste",
    rule: { kind: "typical", months: [7] },
    description: "Carnaval fora de época com trios elétricos na Cidade Fortal.",
    source: "Fortal (organização)",
  },
  {
    id: "festival-de-inverno-bonito",
    name: "Festival de Inverno de Bonito",
    city: "Bonito",
    state: "MS",
    region: "Centro-Oeste",
    rule: { kind: "typical", months: [7, 8] },
    description: "Shows, oficinas e gastronomia no destino de ecoturismo das águas cristalinas.",
    source: "Governo de Mato Grosso do Sul (Fundação de Cultura)",
  },
  {
    id: "festival-de-cinema-gramado",
    name: "Festival de Cinema de Gramado",
    city: "Gramado",
    state: "RS",
    region: "Sul",
    rule: { kind: "typical", months: [8] },
    description: "Mostras de filmes brasileiros e latinos e a entrega dos Kikitos no Palácio dos Festivais.",
    source: "Festival de Cinema de Gramado",
  },
  {
    id: "festa-do-peao-barretos",
    name: "Festa do Peão de Barretos",
    city: "Barretos",
    state: "SP",
    region: "Sudeste",
    rule: { kind: "typical", months: [8] },
    description: "Rodeios internacionais e grandes shows sertanejos no Parque do Peão.",
    source: "Os Independentes (organização)",
  },
  {
    id: "semana-farroupilha",
    name: "Semana Farroupilha",
    city: "Porto Alegre",
    state: "RS",
    region: "Sul",
    rule: { kind: "fixed", month: 9, day: 14, endMonth: 9, endDay: 20 },
    description: "Acampamento farroupilha, música nativista e desfile de 20 de setembro celebram a cultura gaúcha.",
    source: "Lei estadual 4.850/1964 (RS) e Movimento Tradicionalista Gaúcho",
  },
  {
    id: "expoflora",
    name: "Expoflora",
    city: "Holambra",
    state: "SP",
    region: "Sudeste",
    rule: { kind: "typical", months: [8, 9] },
    description: "A maior exposição de flores da América Latina, nos fins de semana da capital nacional das flores.",
    source: "Expoflora (organização)",
  },
  {
    id: "saire",
    name: "Festival do Sairé",
    city: "Santarém (Alter do Chão)",
    state: "PA",
    region: "Norte",
    rule: { kind: "typical", months: [9] },
    description: "Festa religiosa e folclórica com a disputa dos botos Tucuxi e Cor de Rosa à beira do Tapajós.",
    source: "Prefeitura de Santarém",
  },
  {
    id: "oktoberfest-blumenau",
    name: "Oktoberfest Blumenau",
    city: "Blumenau",
    state: "SC",
    region: "Sul",
    rule: { kind: "typical", months: [10] },
    description: "A maior festa alemã das Américas, com chope, música típica e desfiles no Parque Vila Germânica.",
    source: "Prefeitura de Blumenau (Parque Vila Germânica)",
  },
  {
    id: "nossa-senhora-aparecida",
    name: "Festa de Nossa Senhora Aparecida",
    city: "Aparecida",
    state: "SP",
    region: "Sudeste",
    rule: { kind: "fixed", month: 10, day: 12 },
    description: "Milhares de romeiros visitam o Santuário Nacional no dia da padroeira do Brasil.",
    source: "Santuário Nacional de Aparecida",
  },
  {
    id: "cirio-de-nazare",
    name: "Círio de Nazaré",
    city: "Belém",
    state: "PA",
    region: "Norte",
    rule: { kind: "weekday", month: 10, weekday: SUNDAY, n: 2, days: 1 },
    description: "Uma das maiores procissões católicas do mundo, no segundo domingo de outubro.",
    source: "Arquidiocese de Belém (Diretoria da Festa de Nazaré)",
  },
  {
    id: "natal-luz-gramado",
    name: "Natal Luz de Gramado",
    city: "Gramado",
    state: "RS",
    region: "Sul",
    rule: { kind: "typical", months: [10, 11, 12, 1] },
    description: "Espetáculos, desfiles e decoração natalina na serra gaúcha, do fim de outubro a janeiro.",
    source: "Gramadotur",
  },
  {
    id: "carnatal",
    name: "Carnatal",
    city: "Natal",
    state: "RN",
    region: "Nordeste",
    rule: { kind: "typical", months: [12] },
    description: "Carnaval fora de época com blocos e trios elétricos na capital potiguar.",
    source: "Carnatal (organização)",
  },
  {
    id: "reveillon-copacabana",
    name: "Réveillon de Copacabana",
    city: "Rio de Janeiro",
    state: "RJ",
    region: "Sudeste",
    rule: { kind: "fixed", month: 12, day: 31 },
    description: "Queima de fogos e shows gratuitos para milhões de pessoas na orla de Copacabana.",
    source: "Prefeitura do Rio de Janeiro (Riotur)",
  },
];

/** Start and last day of a festival in a year, or null when only the usual months are known. */
export function festivalDates(festival: Festival, year: number): FestivalDates | null {
  const { rule } = festival;
  switch (rule.kind) {
    case "fixed": {
      const start = isoDate(year, rule.month, rule.day);
      if (rule.endMonth === undefined || rule.endDay === undefined) return { start, end: start };
      const endYear = rule.endMonth < rule.month ? year + 1 : year;
      return { start, end: isoDate(endYear, rule.endMonth, rule.endDay) };
    }
    case "easter": {
      const easter = easterSunday(year);
      return { start: addDays(easter, rule.startOffset), end: addDays(easter, rule.endOffset) };
    }
    case "weekday": {
      const start = nthWeekdayOfMonth(year, rule.month, rule.weekday, rule.n);
      return { start, end: addDays(start, rule.days - 1) };
    }
    case "typical":
      return null;
  }
}

function monthsBetween({ start, end }: FestivalDates): number[] {
  const months: number[] = [];
  let cursor = start;
  while (cursor <= end) {
    const year = yearOf(cursor);
    const month = monthOf(cursor);
    months.push(month);
    // Jump to the first day of the next month.
    cursor = addDays(isoDate(year, month, daysInMonth(year, month)), 1);
  }
  return months;
}

export function festivalOccurrence(festival: Festival, year: number): FestivalOccurrence {
  const dates = festivalDates(festival, year);
  if (dates) return { festival, dates, months: monthsBetween(dates), datesToConfirm: festival.confirmDates === true };
  const months = festival.rule.kind === "typical" ? [...festival.rule.months] : [];
  return { festival, dates: null, months, datesToConfirm: true };
}

export interface FestivalFilter {
  /** 1–12; absent: every month. */
  month?: number;
  region?: Region;
}

/**
 * The festivals of a year, filtered by month and region, in calendar order:
 * events with known dates by start date, the others by their first usual month.
 */
export function festivalsForYear(year: number, filter: FestivalFilter = {}): FestivalOccurrence[] {
  return FESTIVALS.map((festival) => festivalOccurrence(festival, year))
    .filter((occurrence) => filter.region === undefined || occurrence.festival.region === filter.region)
    .filter((occurrence) => filter.month === undefined || occurrence.months.includes(filter.month))
    .sort((a, b) => sortKey(a, year).localeCompare(sortKey(b, year)));
}

function sortKey(occurrence: FestivalOccurrence, year: number): string {
  if (occurrence.dates) return occurrence.dates.start;
  const firstMonth = occurrence.months[0] ?? 12;
  // Usual-month events sort after the dated ones of that month.
  return `${isoDate(year, firstMonth, daysInMonth(year, firstMonth))}~`;
}

/** "14 a 20 de setembro", "2 de fevereiro", "28 de fevereiro a 4 de março", or the usual months when dates vary. */
export function describeFestivalDates(occurrence: FestivalOccurrence): string {
  const { dates } = occurrence;
  if (!dates) {
    const names = occurrence.months.map((month) => MONTH_NAMES[month - 1]);
    const months = names.length > 1 ? `${names.slice(0, -1).join(", ")} e ${names.at(-1)}` : names[0];
    return `Normalmente em ${months} (${DATES_TO_CONFIRM_LABEL.toLowerCase()})`;
  }
  const day = (date: string) => (date.endsWith("-01") ? "1º" : String(Number(date.slice(8, 10))));
  const month = (date: string) => MONTH_NAMES[monthOf(date) - 1];
  let text: string;
  if (dates.start === dates.end) text = `${day(dates.start)} de ${month(dates.start)}`;
  else if (dates.start.slice(0, 7) === dates.end.slice(0, 7))
    text = `${day(dates.start)} a ${day(dates.end)} de ${month(dates.end)}`;
  else text = `${day(dates.start)} de ${month(dates.start)} a ${day(dates.end)} de ${month(dates.end)}`;
  return occurrence.datesToConfirm ? `${text} (${DATES_TO_CONFIRM_LABEL.toLowerCase()})` : text;
}
