import type { Logger } from "pino";
import type { Env } from "#app/config/env.server";
import { NO_MARKET_DATA, type MarketData } from "#app/features/tools/market-data";
import { openDatabase, type DatabaseHandle } from "../db/connect";
import { brasiliaClock, brasiliaInstant, lastClosingDay, nextAttemptAt } from "./business-days";
import { fetchClosingFileQuotes } from "./closing-file";
import { PTAX_CURRENCIES, fetchClosingQuote, type ClosingQuote } from "./olinda";
import { MarketDataRepository, lastFullYear, monthsBefore, type IndexRate } from "./repository";
import { SGS_SERIES, fetchMonthlyRates, type SgsSeries } from "./sgs";

/** What /healthz reports about the Banco Central data. */
export interface MarketDataHealth {
  /** The newest PTAX bulletin stored ("2026-11-25"), or null when none ever was. */
  newestQuoteDate: string | null;
  /** The oldest of the currencies' newest quotes: behind newestQuoteDate while a currency's fetch fails. */
  oldestQuoteDate: string | null;
  /** Seconds since that bulletin was published. */
  newestQuoteAgeSeconds: number | null;
  /** The last month of the index comparison ("2026-10"), or null. */
  indicesThrough: string | null;
}

export interface MarketDataModule {
  /** What the pages show now (read from memory: loaders never wait for the database or the Banco Central). */
  current(): MarketData;
  /** Changes whenever `current()` does: cached pages that showed the older data are not served again. */
  version(): string;
  health(now?: Date): MarketDataHealth;
  /**
   * Fetches what is missing at start, then once per business day after the closing bulletin, and after a
   * failed fetch again within minutes (backing off to hourly) until every currency is current.
   */
  start(): void;
  /** Fetches quotes and indices now; resolves when they are stored (or failed and were logged). */
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

export interface MarketDataOptions {
  now?: () => Date;
  /** An open database (tests); otherwise the module opens its own handle on the configured one. */
  database?: DatabaseHandle;
  /** Runs `run` after `delayMs` and returns how to cancel it (tests run it when they choose). */
  setTimer?: (run: () => void, delayMs: number) => () => void;
}

function unrefTimer(run: () => void, delayMs: number): () => void {
  const timer = setTimeout(run, delayMs);
  timer.unref();
  return () => clearTimeout(timer);
}

/** Indices are fetched again when the newest stored is older than this, besides the daily run. */
const INDICES_MAX_AGE_MS = 24 * 3_600_000;

/**
 * The Banco Central data of the tools (decision 038): PTAX closing quotes for
 * the currency converter (from Olinda, and for the pesos Olinda lacks from the
 * daily closing file, decision 067) and the monthly series of the compound interest
 * comparison, fetched by the server only, stored with their dates, served
 * from memory. A failed fetch keeps what was stored (each currency its own
 * newest quote, with its date), is logged once until a fetch succeeds again,
 * and is retried with a backoff (business-days.ts, nextAttemptAt).
 */
export async function createMarketDataModule(
  env: Pick<Env, "BCB_OLINDA_URL" | "BCB_DOWNLOAD_URL" | "BCB_SGS_URL" | "DATA_DIR" | "DATABASE_URL">,
  logger: Logger,
  options: MarketDataOptions = {},
): Promise<MarketDataModule> {
  const log = logger.child({ module: "bcb" });
  const now = options.now ?? (() => new Date());
  const setTimer = options.setTimer ?? unrefTimer;
  const database =
    options.database ??
    (await openDatabase({
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      poolSize: 2,
      onConnectionError: (error) => log.warn({ err: error }, "database connection dropped; it will be replaced"),
    }));
  const repository = new MarketDataRepository(database.db);
  let data: MarketData = NO_MARKET_DATA;
  let bulletinAt: string | null = null;
  let indicesFetchedAt: number | null = null;
  /** Refreshes in a row that did not fetch everything (0: the last one did). */
  let failures = 0;
  let running: Promise<void> | null = null;
  let cancelTimer: (() => void) | null = null;
  let stopped = false;
  const stopping = new AbortController();

  async function load(): Promise<void> {
    const latest = await repository.latestQuotes();
    const currentMonth = brasiliaClock(now()).date.slice(0, 7);
    const indices = lastFullYear(await repository.indexRates(monthsBefore(currentMonth, 24)), currentMonth);
    data = { quotes: latest ? { date: latest.date, rates: latest.rates } : null, indices };
    bulletinAt = latest?.bulletinAt ?? null;
    indicesFetchedAt = await repository.indicesFetchedAt();
  }

  async function fetchQuotes(today: string, problems: string[]): Promise<ClosingQuote[]> {
    const results = await Promise.allSettled(
      PTAX_CURRENCIES.map((currency) => fetchClosingQuote(env.BCB_OLINDA_URL, currency, today, stopping.signal)),
    );
    const quotes: ClosingQuote[] = [];
    results.forEach((result, index) => {
      if (result.status === "fulfilled" && result.value) quotes.push(result.value);
      else if (result.status === "rejected")
        problems.push(`PTAX ${PTAX_CURRENCIES[index]}: ${describe(result.reason)}`);
    });
    // The closing file of every currency comes out with the day's PTAX bulletin: the newest bulletin Olinda gave
    // names the newest file, which saves asking for days not out yet (today before the closing, a holiday).
    const newestBulletin = quotes.reduce<string | null>(
      (newest, quote) => (newest === null || quote.date > newest ? quote.date : newest),
      null,
    );
    try {
      quotes.push(...(await fetchClosingFileQuotes(env.BCB_DOWNLOAD_URL, newestBulletin ?? today, stopping.signal)));
    } catch (error) {
      problems.push(`PTAX closing file: ${describe(error)}`);
    }
    return quotes;
  }

  async function fetchIndices(today: string, problems: string[]): Promise<IndexRate[]> {
    const from = `${monthsBefore(today.slice(0, 7), 14)}-01`;
    const series = Object.keys(SGS_SERIES) as SgsSeries[];
    const results = await Promise.allSettled(
      series.map((name) => fetchMonthlyRates(env.BCB_SGS_URL, name, from, today, stopping.signal)),
    );
    const rates: IndexRate[] = [];
    results.forEach((result, index) => {
      const name = series[index]!;
      if (result.status === "fulfilled") {
        for (const [month, percent] of result.value) rates.push({ series: name, month, percent });
      } else problems.push(`SGS ${SGS_SERIES[name]} (${name}): ${describe(result.reason)}`);
    });
    return rates;
  }

  async function runRefresh(): Promise<void> {
    const today = brasiliaClock(now()).date;
    const problems: string[] = [];
    const [quotes, rates] = await Promise.all([fetchQuotes(today, problems), fetchIndices(today, problems)]);
    try {
      const fetchedAt = now().getTime();
      await repository.saveQuotes(quotes, fetchedAt);
      await repository.saveIndices(rates, fetchedAt);
      await load();
    } catch (error) {
      problems.push(`storage: ${describe(error)}`);
    }
    if (stopped) return;
    if (problems.length > 0 && failures === 0) {
      log.warn(
        { problems, oldestQuote: oldestQuoteDate() },
        "Banco Central data not fetched: the pages keep the last stored values, with their dates, and it is retried",
      );
    } else if (problems.length === 0 && failures > 0) {
      log.info({ quotes: data.quotes?.date ?? null }, "Banco Central data fetched again");
    }
    failures = problems.length > 0 ? failures + 1 : 0;
  }

  /** The oldest of the currencies' newest quotes: what the next fetch must bring up to date. */
  function oldestQuoteDate(): string | null {
    const dates = Object.values(data.quotes?.rates ?? {}).map((quote) => quote.date);
    return dates.length > 0 ? dates.sort()[0]! : null;
  }

  function refresh(): Promise<void> {
    running ??= runRefresh().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    const at = nextAttemptAt(now(), oldestQuoteDate(), failures);
    cancelTimer = setTimer(
      () => {
        refresh().then(schedule, schedule);
      },
      Math.max(1_000, at.getTime() - now().getTime()),
    );
  }

  function isStale(): boolean {
    const quotesDate = oldestQuoteDate();
    const indicesStale = indicesFetchedAt === null || now().getTime() - indicesFetchedAt > INDICES_MAX_AGE_MS;
    return quotesDate === null || quotesDate < lastClosingDay(now()) || indicesStale;
  }

  await load();

  return {
    current: () => data,
    // Every currency's date: a retry that brings one currency's quote changes what the pages show.
    version: () =>
      `${Object.entries(data.quotes?.rates ?? {})
        .map(([currency, quote]) => `${currency}:${quote.date}`)
        .join(",")} ${data.indices?.months.at(-1)?.month ?? "-"}`,
    health(at = now()) {
      const published = bulletinAt ? brasiliaInstant(bulletinAt.slice(0, 10), minuteOf(bulletinAt)) : null;
      return {
        newestQuoteDate: data.quotes?.date ?? null,
        oldestQuoteDate: oldestQuoteDate(),
        newestQuoteAgeSeconds: published ? Math.max(0, Math.round((at.getTime() - published.getTime()) / 1000)) : null,
        indicesThrough: data.indices?.months.at(-1)?.month ?? null,
      };
    },
    start() {
      if (isStale()) refresh().then(schedule, schedule);
      else schedule();
    },
    refresh,
    async stop() {
      stopped = true;
      cancelTimer?.();
      stopping.abort();
      await running;
      if (!options.database) await database.close();
    },
  };
}

/** Minutes after midnight of a bulletin time "2026-11-25 13:06:28.513". */
function minuteOf(bulletinAt: string): number {
  const [hours = 0, minutes = 0] = bulletinAt.slice(11, 16).split(":").map(Number);
  return hours * 60 + minutes;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
