import { counted } from "./plural";
import { DAY, formatDateTime } from "./time";

/**
 * "O que chegou às plataformas" (docs/decisions/070): what the outbox sent to each destination per day, what the
 * platforms accepted and refused (with their own words), when Google last fetched each conversions file, and the
 * share of consenting leads that carried what the platforms match on. Pure: the server hands in counts, `now` is
 * passed in; the warnings are written here so a loss shows before the month's report.
 */

export const REPORT_DAYS = 14;
export const REPORT_WEEKS = 8;
/** Google fetches a scheduled file at least daily; two days without a fetch means the schedule stopped. */
export const GOOGLE_SILENCE_MS = 2 * DAY;

export type PushDestination = "meta" | "chat" | "email";

/** Destinations in the page's order: the ad platforms first. */
export const PUSH_DESTINATIONS: readonly PushDestination[] = ["meta", "chat", "email"];

export const destinationNames: Record<PushDestination, string> = {
  meta: "Meta (API de Conversões)",
  chat: "Chat da equipe (webhook)",
  email: "E-mail da equipe",
};

/** One destination's day, counted in events (notifications), each once per count whatever its tries. */
export interface DayDeliveries {
  destination: PushDestination;
  /** Index of the day from the report's first (0 … REPORT_DAYS − 1). */
  day: number;
  /** Events tried that day. */
  sent: number;
  accepted: number;
  /** Given up: the platform refused it, or it kept failing until the give-up time. */
  refused: number;
}

/** A refusal's message as the outbox stored it (secrets and the lead's data scrubbed), grouped. */
export interface RefusalMessage {
  destination: PushDestination;
  message: string;
  statusCode: number | null;
  count: number;
  lastAt: number;
}

export interface FileFetches {
  file: string;
  lastAt: number;
  rows: number;
  userAgent: string | null;
}

export interface FetchDay {
  day: number;
  fetches: number;
  rows: number;
}

/** A consenting lead as the match-quality count sees it: no contact data, only whether it had each. */
export interface MatchSample {
  createdAt: number;
  clickId: boolean;
  email: boolean;
  phone: boolean;
}

export interface ReportInput {
  now: number;
  /** Midnight (Brasília) of the report's first day. */
  firstDay: number;
  deliveries: readonly DayDeliveries[];
  refusals: readonly RefusalMessage[];
  configured: Record<PushDestination | "google", boolean>;
  googleFiles: readonly FileFetches[];
  googleDays: readonly FetchDay[];
  /** Leads of the last REPORT_WEEKS weeks that consented to the ads measurement. */
  matches: readonly MatchSample[];
  /** Every lead of those weeks, consenting or not, by week index (0: the current week). */
  leadsPerWeek: readonly number[];
}

export interface DayRow {
  day: number;
  sent: number;
  accepted: number;
  refused: number;
}

export interface DestinationReport {
  destination: PushDestination;
  name: string;
  configured: boolean;
  days: DayRow[];
  totals: Omit<DayRow, "day">;
  refusals: RefusalMessage[];
}

export interface WeekRow {
  /** Midnight of the week's first day and of its last (the current week ends today). */
  from: number;
  to: number;
  leads: number;
  consenting: number;
  clickId: number;
  email: number;
  phone: number;
}

export interface PlatformReport {
  warnings: string[];
  destinations: DestinationReport[];
  google: { configured: boolean; files: FileFetches[]; days: FetchDay[]; lastAt: number | null };
  weeks: WeekRow[];
}

/** Refusals of the last 7 days against the 7 before: more now is a loss to look at. */
function refusalsRose(days: readonly DayRow[]): { recent: number; before: number } | null {
  const half = REPORT_DAYS / 2;
  const recent = days.slice(half).reduce((sum, row) => sum + row.refused, 0);
  const before = days.slice(0, half).reduce((sum, row) => sum + row.refused, 0);
  return recent > before ? { recent, before } : null;
}

function daysSince(ms: number, now: number): number {
  return Math.floor((now - ms) / DAY);
}

export function buildPlatformReport(input: ReportInput): PlatformReport {
  const warnings: string[] = [];
  const destinations = PUSH_DESTINATIONS.map((destination): DestinationReport => {
    const days = Array.from({ length: REPORT_DAYS }, (_, index): DayRow => {
      const found = input.deliveries.find((row) => row.destination === destination && row.day === index);
      return {
        day: input.firstDay + index * DAY,
        sent: found?.sent ?? 0,
        accepted: found?.accepted ?? 0,
        refused: found?.refused ?? 0,
      };
    });
    const totals = days.reduce(
      (sum, row) => ({
        sent: sum.sent + row.sent,
        accepted: sum.accepted + row.accepted,
        refused: sum.refused + row.refused,
      }),
      { sent: 0, accepted: 0, refused: 0 },
    );
    const rose = refusalsRose(days);
    if (rose) {
      warnings.push(
        `${destinationNames[destination]}: ${counted(rose.recent, "evento recusado", "eventos recusados")} nos ` +
          `últimos 7 dias, contra ${rose.before} nos 7 anteriores. Veja abaixo a mensagem da plataforma.`,
      );
    }
    return {
      destination,
      name: destinationNames[destination],
      configured: input.configured[destination],
      days,
      totals,
      refusals: input.refusals
        .filter((refusal) => refusal.destination === destination)
        .toSorted((a, b) => b.lastAt - a.lastAt),
    };
  });

  const lastAt = input.googleFiles.reduce<number | null>((last, file) => Math.max(last ?? 0, file.lastAt), null);
  if (input.configured.google) {
    if (lastAt === null) {
      warnings.unshift(
        "O Google ainda não buscou nenhum arquivo de conversões. Confira o agendamento ou a conexão do Data Manager e o usuário e a senha dos arquivos.",
      );
    } else if (input.now - lastAt > GOOGLE_SILENCE_MS) {
      warnings.unshift(
        `O Google não busca os arquivos de conversões há ${daysSince(lastAt, input.now)} dias ` +
          `(última vez em ${formatDateTime(lastAt)}): as conversões desse período não chegaram ao Google Ads.`,
      );
    }
  }
  const googleDays = Array.from({ length: REPORT_DAYS }, (_, index): FetchDay => {
    const found = input.googleDays.find((row) => row.day === index);
    return { day: input.firstDay + index * DAY, fetches: found?.fetches ?? 0, rows: found?.rows ?? 0 };
  });

  return {
    warnings,
    destinations,
    google: { configured: input.configured.google, files: [...input.googleFiles], days: googleDays, lastAt },
    weeks: matchWeeks(input),
  };
}

/** Weeks ending today, newest first: week 0 is the last 7 days including today. */
function matchWeeks(input: ReportInput): WeekRow[] {
  const today = input.firstDay + (REPORT_DAYS - 1) * DAY;
  return Array.from({ length: REPORT_WEEKS }, (_, week): WeekRow => {
    const to = today - week * 7 * DAY;
    const from = to - 6 * DAY;
    const samples = input.matches.filter((sample) => sample.createdAt >= from && sample.createdAt < to + DAY);
    return {
      from,
      to,
      leads: input.leadsPerWeek[week] ?? 0,
      consenting: samples.length,
      clickId: samples.filter((sample) => sample.clickId).length,
      email: samples.filter((sample) => sample.email).length,
      phone: samples.filter((sample) => sample.phone).length,
    };
  });
}

/** "62%"; "—" when there is nothing to divide. */
export function share(part: number, whole: number): string {
  return whole === 0 ? "—" : `${Math.round((part / whole) * 100)}%`;
}

/** How the owner knows each Google file: by the connection that fetches it. */
export function googleFileLabel(file: string): string {
  if (file.endsWith("/leads.csv")) return "Leads (Data Manager)";
  if (file.endsWith("/clientes.csv")) return "Clientes (Data Manager)";
  return "Upload programado (modelo clássico)";
}
