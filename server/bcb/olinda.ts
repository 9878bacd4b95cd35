import { z } from "zod";
import { addDays } from "#app/features/tools/calendario-eventos-festivais/dates";
import type { PtaxQuote } from "#app/features/tools/market-data";
import { FetchError, getJson } from "./http";

/**
 * The PTAX service of the Banco Central's Olinda OData platform, version 1:
 * CotacaoMoedaPeriodo lists a currency's bulletins (opening, intermediate,
 * closing) between two dates, each with its buy and sell quotes in reais.
 * https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/aplicacao#!/recursos
 */

/**
 * The converter's currencies that the service publishes. Its list of currencies (the Moedas resource) holds
 * AUD, CAD, CHF, DKK, EUR, GBP, JPY, NOK, SEK and USD: the Argentine, Chilean and Mexican pesos have no PTAX there.
 */
export const PTAX_CURRENCIES = ["USD", "EUR", "GBP", "CAD", "JPY", "CHF"] as const;

const bulletins = z.object({
  value: z.array(
    z.object({
      cotacaoCompra: z.number().positive(),
      cotacaoVenda: z.number().positive(),
      dataHoraCotacao: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/),
      tipoBoletim: z.string(),
    }),
  ),
});

export interface ClosingQuote extends PtaxQuote {
  currency: string;
  /** "2026-11-25". */
  date: string;
  /** As published, Brasília time: "2026-11-25 13:06:28.513". */
  bulletinAt: string;
}

/** OData's date literal for this service: '11-25-2026'. */
function odataDate(date: string): string {
  return `'${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(0, 4)}'`;
}

export function ptaxUrl(baseUrl: string, currency: string, from: string, to: string): string {
  const resource = "CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)";
  const query = [
    `@moeda='${currency}'`,
    `@dataInicial=${odataDate(from)}`,
    `@dataFinalCotacao=${odataDate(to)}`,
    "$format=json",
    "$select=cotacaoCompra,cotacaoVenda,dataHoraCotacao,tipoBoletim",
  ].join("&");
  return `${baseUrl}/olinda/servico/PTAX/versao/v1/odata/${resource}?${query}`;
}

/**
 * The newest closing bulletin ("Fechamento PTAX"; older answers say "Fechamento") of the ten days up to `today`,
 * or null when there is none in that window.
 */
export async function fetchClosingQuote(
  baseUrl: string,
  currency: string,
  today: string,
  stop?: AbortSignal,
): Promise<ClosingQuote | null> {
  const url = ptaxUrl(baseUrl, currency, addDays(today, -10), today);
  const parsed = bulletins.safeParse(await getJson(url, stop));
  if (!parsed.success) throw new FetchError(`${new URL(url).host} answered bulletins in an unexpected shape`);
  const answer = parsed.data;
  const closings = answer.value
    .filter((bulletin) => bulletin.tipoBoletim.toLowerCase().startsWith("fechamento"))
    .sort((a, b) => a.dataHoraCotacao.localeCompare(b.dataHoraCotacao));
  const newest = closings.at(-1);
  if (!newest) return null;
  return {
    currency,
    date: newest.dataHoraCotacao.slice(0, 10),
    buy: newest.cotacaoCompra,
    sell: newest.cotacaoVenda,
    bulletinAt: newest.dataHoraCotacao,
  };
}
