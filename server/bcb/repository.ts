import type { Kysely } from "kysely";
import type { IndexMonth, IndexYear, PtaxQuotes } from "#app/features/tools/market-data";
import type { Database } from "../db/schema";
import type { ClosingQuote } from "./olinda";
import { SGS_SERIES, type SgsSeries } from "./sgs";

export interface IndexRate {
  series: SgsSeries;
  month: string;
  percent: number;
}

const SERIES = Object.keys(SGS_SERIES) as SgsSeries[];

/** "2026-10" → "2025-11": the month `count` months before. */
export function monthsBefore(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/**
 * The twelve months ending with the newest one before `currentMonth` for which every series has a rate, or null
 * when one of those twelve is missing a series.
 */
export function lastFullYear(rates: readonly IndexRate[], currentMonth: string): IndexYear | null {
  const byMonth = new Map<string, Partial<Record<SgsSeries, number>>>();
  for (const { series, month, percent } of rates) {
    if (month >= currentMonth) continue;
    byMonth.set(month, { ...byMonth.get(month), [series]: percent });
  }
  const complete = (month: string): IndexMonth | null => {
    const values = byMonth.get(month);
    if (!values || SERIES.some((series) => values[series] === undefined)) return null;
    return { month, poupanca: values.poupanca!, cdi: values.cdi!, selic: values.selic!, ipca: values.ipca! };
  };
  const newest = [...byMonth.keys()]
    .sort()
    .reverse()
    .find((month) => complete(month) !== null);
  if (!newest) return null;
  const months: IndexMonth[] = [];
  for (let back = 11; back >= 0; back--) {
    const month = complete(monthsBefore(newest, back));
    if (!month) return null;
    months.push(month);
  }
  return { months };
}

/** The Banco Central data this site stores (migration 006), on SQLite or PostgreSQL. */
export class MarketDataRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async saveQuotes(quotes: readonly ClosingQuote[], fetchedAt: number): Promise<void> {
    if (quotes.length === 0) return;
    await this.db
      .insertInto("exchange_quotes")
      .values(
        quotes.map((quote) => ({
          currency: quote.currency,
          quote_date: quote.date,
          buy: quote.buy,
          sell: quote.sell,
          bulletin_at: quote.bulletinAt,
          fetched_at: fetchedAt,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(["currency", "quote_date"]).doUpdateSet((row) => ({
          buy: row.ref("excluded.buy"),
          sell: row.ref("excluded.sell"),
          bulletin_at: row.ref("excluded.bulletin_at"),
          fetched_at: row.ref("excluded.fetched_at"),
        })),
      )
      .execute();
  }

  async saveIndices(rates: readonly IndexRate[], fetchedAt: number): Promise<void> {
    if (rates.length === 0) return;
    await this.db
      .insertInto("economic_indices")
      .values(
        rates.map((rate) => ({
          series: rate.series,
          ref_month: rate.month,
          value_percent: rate.percent,
          fetched_at: fetchedAt,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(["series", "ref_month"]).doUpdateSet((row) => ({
          value_percent: row.ref("excluded.value_percent"),
          fetched_at: row.ref("excluded.fetched_at"),
        })),
      )
      .execute();
  }

  /**
   * The newest quote of each currency, whatever its day (one currency's failed fetch leaves it a day or more
   * behind the others), and the newest bulletin time among them.
   */
  async latestQuotes(): Promise<(PtaxQuotes & { bulletinAt: string }) | null> {
    const rows = await this.db
      .selectFrom("exchange_quotes as quote")
      .select(["quote.currency", "quote.quote_date", "quote.buy", "quote.sell", "quote.bulletin_at"])
      .where("quote.quote_date", "=", (eb) =>
        eb
          .selectFrom("exchange_quotes as newer")
          .select((inner) => inner.fn.max("newer.quote_date").as("newest"))
          .whereRef("newer.currency", "=", "quote.currency"),
      )
      .orderBy("quote.currency")
      .execute();
    if (rows.length === 0) return null;
    const newest = (column: "quote_date" | "bulletin_at") =>
      rows
        .map((row) => row[column])
        .sort()
        .at(-1)!;
    return {
      date: newest("quote_date"),
      rates: Object.fromEntries(
        rows.map((row) => [row.currency, { buy: row.buy, sell: row.sell, date: row.quote_date }]),
      ),
      bulletinAt: newest("bulletin_at"),
    };
  }

  /** Every monthly rate stored from `fromMonth` on. */
  async indexRates(fromMonth: string): Promise<IndexRate[]> {
    const rows = await this.db
      .selectFrom("economic_indices")
      .select(["series", "ref_month", "value_percent"])
      .where("ref_month", ">=", fromMonth)
      .execute();
    return rows
      .filter((row): row is typeof row & { series: SgsSeries } => row.series in SGS_SERIES)
      .map((row) => ({ series: row.series, month: row.ref_month, percent: row.value_percent }));
  }

  /** When indices were last stored (epoch ms), or null. */
  async indicesFetchedAt(): Promise<number | null> {
    const row = await this.db
      .selectFrom("economic_indices")
      .select((eb) => eb.fn.max("fetched_at").as("latest"))
      .executeTakeFirst();
    return row?.latest === null || row?.latest === undefined ? null : Number(row.latest);
  }
}
