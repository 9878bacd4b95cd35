/**
 * Banco Central data the server fetches and stores (decision 038) and the tool
 * pages show: what a loader or the /api/indicadores endpoint hands them. Pure
 * types, no React.
 */

/** A currency's PTAX closing quote, in reais per unit. */
export interface PtaxQuote {
  /** Taxa de compra: what the market pays for one unit. */
  buy: number;
  /** Taxa de venda: what it charges for one unit. */
  sell: number;
  /** The bulletin's day, "2026-11-25": older than PtaxQuotes.date while this currency's newer one failed to come. */
  date: string;
}

/**
 * The newest closing quote stored of each currency the Banco Central published. Usually all of one bulletin;
 * a currency whose fetch failed keeps its older quote, with its own date, until a retry brings the new one.
 */
export interface PtaxQuotes {
  /** The newest bulletin's day, "2026-11-25". */
  date: string;
  /** By ISO code ("USD"); a currency never quoted is absent. */
  rates: Readonly<Record<string, PtaxQuote>>;
}

/** One month of the series the compound interest comparison uses, each in % for that month. */
export interface IndexMonth {
  /** "2026-10". */
  month: string;
  /** Rendimento da poupança (SGS 195, deposits of the 1st). */
  poupanca: number;
  /** CDI accumulated in the month (SGS 4391). */
  cdi: number;
  /** Selic accumulated in the month (SGS 4390). */
  selic: number;
  /** IPCA, the month's inflation (SGS 433). */
  ipca: number;
}

/** The last twelve months for which every series is published, oldest first. */
export interface IndexYear {
  months: readonly IndexMonth[];
}

export interface MarketData {
  /** Null until a quote was ever fetched: the converter then converts only the pairs the spec's simulated table names. */
  quotes: PtaxQuotes | null;
  /** Null until twelve complete months were fetched: the comparison is then simply absent. */
  indices: IndexYear | null;
}

export const NO_MARKET_DATA: MarketData = { quotes: null, indices: null };

/** The same data as JSON (cached for an hour): where a prerendered page's script asks for it. */
export const MARKET_DATA_ENDPOINT = "/api/indicadores";
