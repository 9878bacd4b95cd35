import { addDays } from "#app/features/tools/calendario-eventos-festivais/dates";
import { isBusinessDay } from "./business-days";
import { FetchError, getTextFile } from "./http";
import type { ClosingQuote } from "./olinda";

/**
 * The Banco Central's daily file of closing rates, behind its currency converter (decision 067):
 * /Download/fechamento/YYYYMMDD.csv, one line per currency it quotes, no header, semicolons, decimal commas:
 *
 *     25/11/2026;706;A;ARS;0,00366900;0,00367100;1452,50000000;1453,00000000
 *
 * date; the Banco Central's currency code; type (A: parity in units per dollar, B: dollars per unit); ISO symbol;
 * buy and sell rates in reais; buy and sell parities against the dollar. A day without a bulletin (weekend,
 * holiday, or before it is out) answers 404.
 */

/**
 * The converter's currencies that Olinda's PTAX service lacks (olinda.ts) and the file has. The others keep
 * Olinda's bulletins: one source per currency, so a stored quote never changes source from one day to the next.
 */
export const CLOSING_FILE_CURRENCIES = ["ARS", "CLP", "MXN"] as const;

/** How far back a missing file is looked for, as Olinda's window (olinda.ts). */
const WINDOW_DAYS = 10;

/** "2026-11-25" → ".../Download/fechamento/20261125.csv". */
export function closingFileUrl(baseUrl: string, date: string): string {
  return `${baseUrl}/Download/fechamento/${date.replace(/-/g, "")}.csv`;
}

export class ClosingFileFormatError extends Error {
  override name = "ClosingFileFormatError";
}

const LINE = /^(\d{2})\/(\d{2})\/(\d{4});(\d{1,3});([AB]);([A-Z]{3});(\d+,\d+);(\d+,\d+);(\d+,\d+);(\d+,\d+)$/;

function decimal(text: string): number {
  return Number(text.replace(",", "."));
}

/**
 * The quotes of `currencies` in the file of `date` ("2026-11-25"). Every line must have the documented shape and
 * that date: anything else (an error page, a changed layout, another day's file) throws, so it is logged and
 * retried instead of being shown. A currency absent from the file is absent from the answer.
 */
export function parseClosingFile(
  text: string,
  date: string,
  currencies: readonly string[] = CLOSING_FILE_CURRENCIES,
): ClosingQuote[] {
  const lines = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (lines.length === 0) throw new ClosingFileFormatError("empty closing file");
  const quotes: ClosingQuote[] = [];
  for (const [index, line] of lines.entries()) {
    const match = LINE.exec(line);
    if (!match) throw new ClosingFileFormatError(`closing file line ${index + 1} in an unexpected shape`);
    const [, day, month, year, , , symbol = "", buy = "", sell = ""] = match;
    const lineDate = `${year}-${month}-${day}`;
    if (lineDate !== date) throw new ClosingFileFormatError(`closing file of ${date} has a line of ${lineDate}`);
    if (!currencies.includes(symbol) || quotes.some((quote) => quote.currency === symbol)) continue;
    const [buyRate, sellRate] = [decimal(buy), decimal(sell)];
    if (!(buyRate > 0 && sellRate > 0)) throw new ClosingFileFormatError(`closing file has no rate for ${symbol}`);
    // The file has no publication time: the day alone, which sorts before Olinda's time of the same day.
    quotes.push({ currency: symbol, date, buy: buyRate, sell: sellRate, bulletinAt: date });
  }
  return quotes;
}

/**
 * The quotes of the newest closing file of the ten days up to `today`, asking each business day from the newest
 * (a weekend or holiday has no file; today's is not out before the closing bulletin). Ten days without a file is
 * not a quiet week but a wrong address or an outage: it throws, to be logged and retried like any failure.
 */
export async function fetchClosingFileQuotes(
  baseUrl: string,
  today: string,
  stop?: AbortSignal,
): Promise<ClosingQuote[]> {
  for (let back = 0; back <= WINDOW_DAYS; back++) {
    const date = addDays(today, -back);
    if (!isBusinessDay(date)) continue;
    const url = closingFileUrl(baseUrl, date);
    const text = await getTextFile(url, stop);
    if (text === null) continue;
    try {
      return parseClosingFile(text, date);
    } catch (error) {
      if (error instanceof ClosingFileFormatError) throw new FetchError(`${new URL(url).host}: ${error.message}`);
      throw error;
    }
  }
  throw new FetchError(`${new URL(baseUrl).host} has no closing file in the ${WINDOW_DAYS} days up to ${today}`);
}
