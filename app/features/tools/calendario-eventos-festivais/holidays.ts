/**
 * Brazilian holidays of a year: the national ones fixed by federal law, the
 * movable dates counted from Easter, and the state holidays ("data magna")
 * of the largest states. Pure data and functions, no React.
 *
 * Legal basis: Lei 662/1949 (with Lei 10.607/2002) lists the fixed national
 * holidays; Lei 6.802/1980 adds 12 October; Lei 14.759/2023 adds 20 November
 * from 2024; Lei 9.093/1995 lets each state declare its "data magna" and each
 * city up to four religious holidays, Good Friday included. Carnaval, Ash
 * Wednesday and Corpus Christi are "pontos facultativos" set each year by a
 * portaria of the federal Ministério da Gestão e da Inovação.
 */
import { addDays, isoDate, monthOf } from "./dates";
import { easterSunday } from "./easter";

/**
 * nacional: a day off by federal law across the country; facultativo: public
 * offices may close (private employers decide); estadual: a day off by state
 * law in that state; comemorativa: a date that is always a Sunday.
 */
export type HolidayKind = "nacional" | "facultativo" | "estadual" | "comemorativa";

export const HOLIDAY_KIND_LABELS: Record<HolidayKind, string> = {
  nacional: "Feriado nacional",
  facultativo: "Ponto facultativo",
  estadual: "Feriado estadual",
  comemorativa: "Data comemorativa",
};

/** The states whose holidays the calendar knows. */
export const HOLIDAY_STATES = ["BA", "MG", "PR", "RJ", "RS", "SP"] as const;
export type HolidayState = (typeof HOLIDAY_STATES)[number];

export const HOLIDAY_STATE_NAMES: Record<HolidayState, string> = {
  BA: "Bahia",
  MG: "Minas Gerais",
  PR: "Paraná",
  RJ: "Rio de Janeiro",
  RS: "Rio Grande do Sul",
  SP: "São Paulo",
};

export function isHolidayState(value: string): value is HolidayState {
  return (HOLIDAY_STATES as readonly string[]).includes(value);
}

export interface Holiday {
  /** Stable within a year: "tiradentes", "sp-revolucao-constitucionalista". */
  id: string;
  date: string;
  name: string;
  kind: HolidayKind;
  /** Set for state holidays and state pontos facultativos. */
  state?: HolidayState;
  /** The law or act behind the date, as it should be cited on the page. */
  source: string;
  /** A clarification shown under the name, in pt-BR. */
  note?: string;
  /** True when only the morning is off (Ash Wednesday: ponto facultativo until 14h). */
  halfDay?: boolean;
}

/** Years the calendar covers: the sources cited here describe the law from 2000 on. */
export const MIN_CALENDAR_YEAR = 2000;
export const MAX_CALENDAR_YEAR = 2100;

/** The year typed or chosen by the visitor, or null outside the covered range. */
export function readCalendarYear(text: string | undefined): number | null {
  const trimmed = text?.trim() ?? "";
  if (!/^\d{4}$/.test(trimmed)) return null;
  const year = Number(trimmed);
  return year >= MIN_CALENDAR_YEAR && year <= MAX_CALENDAR_YEAR ? year : null;
}

/** From this year on, 20 November is a national holiday (Lei 14.759, de 21/12/2023). */
export const CONSCIENCIA_NEGRA_NATIONAL_FROM = 2024;

const FIXED_NATIONAL_LAW = "Lei 662/1949, com a redação da Lei 10.607/2002";
const PORTARIA_MGI = "Portaria anual do Ministério da Gestão e da Inovação em Serviços Públicos";
const DATA_MAGNA_LAW = "Lei federal 9.093/1995 (data magna do estado)";

interface FixedHoliday {
  id: string;
  month: number;
  day: number;
  name: string;
  source: string;
}

const FIXED_NATIONAL: readonly FixedHoliday[] = [
  {
    id: "confraternizacao-universal",
    month: 1,
    day: 1,
    name: "Confraternização Universal",
    source: FIXED_NATIONAL_LAW,
  },
  { id: "tiradentes", month: 4, day: 21, name: "Tiradentes", source: FIXED_NATIONAL_LAW },
  { id: "dia-do-trabalho", month: 5, day: 1, name: "Dia do Trabalho", source: FIXED_NATIONAL_LAW },
  { id: "independencia", month: 9, day: 7, name: "Independência do Brasil", source: FIXED_NATIONAL_LAW },
  {
    id: "nossa-senhora-aparecida",
    month: 10,
    day: 12,
    name: "Nossa Senhora Aparecida",
    source: "Lei 6.802/1980",
  },
  { id: "finados", month: 11, day: 2, name: "Finados", source: FIXED_NATIONAL_LAW },
  { id: "proclamacao-da-republica", month: 11, day: 15, name: "Proclamação da República", source: FIXED_NATIONAL_LAW },
  { id: "natal", month: 12, day: 25, name: "Natal", source: FIXED_NATIONAL_LAW },
];

/** National holidays and pontos facultativos of a year, in date order. */
export function nationalHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const holidays: Holiday[] = FIXED_NATIONAL.map(({ month, day, ...rest }) => ({
    ...rest,
    date: isoDate(year, month, day),
    kind: "nacional",
  }));

  if (year >= CONSCIENCIA_NEGRA_NATIONAL_FROM) {
    holidays.push({
      id: "consciencia-negra",
      date: isoDate(year, 11, 20),
      name: "Dia Nacional de Zumbi e da Consciência Negra",
      kind: "nacional",
      source: "Lei 14.759/2023",
    });
  }

  holidays.push(
    {
      id: "carnaval-segunda",
      date: addDays(easter, -48),
      name: "Carnaval (segunda-feira)",
      kind: "facultativo",
      source: PORTARIA_MGI,
      note: "Ponto facultativo nacional; é feriado onde lei estadual ou municipal assim determina.",
    },
    {
      id: "carnaval-terca",
      date: addDays(easter, -47),
      name: "Carnaval (terça-feira)",
      kind: "facultativo",
      source: PORTARIA_MGI,
      note: "Ponto facultativo nacional; é feriado onde lei estadual ou municipal assim determina.",
    },
    {
      id: "quarta-feira-de-cinzas",
      date: addDays(easter, -46),
      name: "Quarta-feira de Cinzas",
      kind: "facultativo",
      source: PORTARIA_MGI,
      note: "Ponto facultativo até as 14h.",
      halfDay: true,
    },
    {
      id: "sexta-feira-santa",
      date: addDays(easter, -2),
      name: "Sexta-feira Santa (Paixão de Cristo)",
      kind: "nacional",
      source: `Lei 9.093/1995 e ${PORTARIA_MGI}`,
    },
    {
      id: "pascoa",
      date: easter,
      name: "Páscoa",
      kind: "comemorativa",
      source: "Calendário gregoriano (domingo de Páscoa)",
    },
    {
      id: "corpus-christi",
      date: addDays(easter, 60),
      name: "Corpus Christi",
      kind: "facultativo",
      source: PORTARIA_MGI,
      note: "Ponto facultativo nacional; feriado municipal em muitas cidades (Lei 9.093/1995).",
    },
  );

  return holidays.sort(byDate);
}

interface StateHolidayRule extends FixedHoliday {
  state: HolidayState;
  kind: "estadual" | "facultativo";
  note?: string;
  /** First and last years the rule applies to, when it is not forever. */
  fromYear?: number;
  untilYear?: number;
}

const STATE_RULES: readonly StateHolidayRule[] = [
  {
    id: "ba-independencia-da-bahia",
    state: "BA",
    month: 7,
    day: 2,
    name: "Independência da Bahia",
    kind: "estadual",
    source: `Constituição do Estado da Bahia e ${DATA_MAGNA_LAW}`,
  },
  {
    id: "mg-data-magna",
    state: "MG",
    month: 4,
    day: 21,
    name: "Data magna de Minas Gerais (Dia de Tiradentes)",
    kind: "estadual",
    source: "Constituição do Estado de Minas Gerais, art. 256",
    note: "Coincide com o feriado nacional de Tiradentes; a capital é transferida simbolicamente para Ouro Preto.",
  },
  {
    id: "pr-emancipacao",
    state: "PR",
    month: 12,
    day: 19,
    name: "Emancipação Política do Paraná",
    kind: "facultativo",
    source: "Lei estadual 18.384/2014 (PR)",
    note: "Não é feriado desde 2014: a lei permite ponto facultativo nas repartições públicas estaduais, definido por decreto.",
    fromYear: 2014,
  },
  {
    id: "pr-emancipacao",
    state: "PR",
    month: 12,
    day: 19,
    name: "Emancipação Política do Paraná",
    kind: "estadual",
    source: "Lei estadual 4.658/1962 (PR), revogada em 2014",
    untilYear: 2013,
  },
  {
    id: "rj-sao-jorge",
    state: "RJ",
    month: 4,
    day: 23,
    name: "Dia de São Jorge",
    kind: "estadual",
    source: "Lei estadual 5.198/2008 (RJ)",
    fromYear: 2008,
  },
  {
    id: "rj-consciencia-negra",
    state: "RJ",
    month: 11,
    day: 20,
    name: "Dia de Zumbi e da Consciência Negra",
    kind: "estadual",
    source: "Lei estadual 4.007/2002 (RJ)",
    fromYear: 2002,
    // From 2024 the national holiday covers the same day.
    untilYear: CONSCIENCIA_NEGRA_NATIONAL_FROM - 1,
  },
  {
    id: "rs-revolucao-farroupilha",
    state: "RS",
    month: 9,
    day: 20,
    name: "Revolução Farroupilha (Dia do Gaúcho)",
    kind: "estadual",
    source: `Constituição do Estado do Rio Grande do Sul, Decreto estadual 36.180/1995 e ${DATA_MAGNA_LAW}`,
    fromYear: 1995,
  },
  {
    id: "sp-revolucao-constitucionalista",
    state: "SP",
    month: 7,
    day: 9,
    name: "Revolução Constitucionalista de 1932",
    kind: "estadual",
    source: "Lei estadual 9.497/1997 (SP)",
    fromYear: 1997,
  },
];

/** The state holidays (and state pontos facultativos) of one state in a year. */
export function stateHolidays(year: number, state: HolidayState): Holiday[] {
  return STATE_RULES.filter(
    (rule) =>
      rule.state === state &&
      (rule.fromYear === undefined || year >= rule.fromYear) &&
      (rule.untilYear === undefined || year <= rule.untilYear),
  )
    .map(({ month, day, fromYear: _from, untilYear: _until, ...rest }) => ({
      ...rest,
      date: isoDate(year, month, day),
    }))
    .sort(byDate);
}

/** National dates plus, when a state is chosen, that state's own, in date order. */
export function holidaysForYear(year: number, state?: HolidayState): Holiday[] {
  const national = nationalHolidays(year);
  return state ? [...national, ...stateHolidays(year, state)].sort(byDate) : national;
}

export function holidaysInMonth(holidays: readonly Holiday[], month: number): Holiday[] {
  return holidays.filter((holiday) => monthOf(holiday.date) === month);
}

function byDate(a: Holiday, b: Holiday): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
}
