import type { Channel } from "./channel";

/**
 * The results page's numbers as server/panel/results/report.ts reads them for a period (its comment says how), and
 * as results-view.ts turns them into the page.
 */

export interface ArrivedRow {
  channel: Channel;
  source: string;
  campaign: string;
  /** New leads: forms from people who were not clients yet. */
  leads: number;
  /** The different people among the new leads. */
  people: number;
  /** Forms from people who were clients already when they sent them: in none of the other numbers. */
  fromClients: number;
  /** Leads someone has worked: any status but "novo" (a lost lead was contacted first), or ever won. */
  contacted: number;
  /** Leads with a proposal now, or ever won. */
  proposals: number;
  /** Leads won since (at any time). */
  won: number;
}

export interface WonRow {
  channel: Channel;
  source: string;
  campaign: string;
  clients: number;
  /** Monthly value typed at each client's first "Ganho", in centavos. */
  valueCents: number;
}

export interface DailyPoint {
  /** Whole days since the period's first midnight. */
  day: number;
  source: string;
  leads: number;
  valueCents: number;
}

export interface PeriodTotals {
  leads: number;
  clients: number;
  valueCents: number;
  spendCents: number;
  byChannel: Partial<Record<Channel, { leads: number; clients: number; valueCents: number }>>;
}

export interface ResultsReport {
  arrived: ArrivedRow[];
  /** The people among all the new leads: one who came through two campaigns is one. */
  people: number;
  won: WonRow[];
  spend: StoredSpend[];
  daily: DailyPoint[];
  previous: PeriodTotals;
}

/** The ad spend stored for a month, source and campaign ("" for the whole source; server/panel/results/ad-spend.ts). */
export interface StoredSpend {
  month: string;
  source: string;
  campaign: string;
  amountCents: number;
}
