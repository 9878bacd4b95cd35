import { z } from "zod";
import { FetchError, getJson } from "./http";

/**
 * The Banco Central's SGS (Sistema Gerenciador de Séries Temporais) API:
 * /dados/serie/bcdata.sgs.{code}/dados?formato=json&dataInicial=dd/MM/aaaa&dataFinal=dd/MM/aaaa
 * answers [{ "data": "01/10/2026", "valor": "1.28" }, …], values as text with a decimal point.
 */

/** The series behind the compound interest comparison, each a rate in % for the month. */
export const SGS_SERIES = {
  /** Depósitos de poupança (a partir de 04/05/2012): rentabilidade no período, daily; the 1st gives the month. */
  poupanca: 195,
  /** Taxa de juros CDI acumulada no mês. */
  cdi: 4391,
  /** Taxa de juros Selic acumulada no mês. */
  selic: 4390,
  /** IPCA, variação mensal. */
  ipca: 433,
} as const;

export type SgsSeries = keyof typeof SGS_SERIES;

const observations = z.array(
  z.object({
    data: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
    valor: z.string().regex(/^-?\d+(\.\d+)?$/),
  }),
);

/** SGS's date parameter: "01/10/2026". */
function sgsDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

export function sgsUrl(baseUrl: string, code: number, from: string, to: string): string {
  return `${baseUrl}/dados/serie/bcdata.sgs.${code}/dados?formato=json&dataInicial=${sgsDate(from)}&dataFinal=${sgsDate(to)}`;
}

/**
 * The series' monthly rates from `from` to `to` (ISO dates), by month ("2026-10"). Only observations dated the
 * 1st count: monthly series are dated so, and the poupança's daily series gives on the 1st the yield of the
 * month that starts then.
 */
export async function fetchMonthlyRates(
  baseUrl: string,
  series: SgsSeries,
  from: string,
  to: string,
  stop?: AbortSignal,
): Promise<Map<string, number>> {
  const url = sgsUrl(baseUrl, SGS_SERIES[series], from, to);
  const parsed = observations.safeParse(await getJson(url, stop));
  if (!parsed.success) throw new FetchError(`${new URL(url).host} answered a series in an unexpected shape`);
  const answer = parsed.data;
  const months = new Map<string, number>();
  for (const { data, valor } of answer) {
    if (!data.startsWith("01/")) continue;
    months.set(`${data.slice(6, 10)}-${data.slice(3, 5)}`, Number(valor));
  }
  return months;
}
