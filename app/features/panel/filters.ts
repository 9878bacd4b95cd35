import { formatNumber } from "#app/lib/numbers";
import { isLeadForm, type LeadForm } from "#app/features/leads/form-definition";
import { isOwnerFilter, type OwnerFilter } from "./assignment";
import { SEARCH_LIMIT } from "./search";
import { isChannel, type Channel } from "./results/channel";
import { isLeadStatus, type LeadStatus } from "./statuses";
import { DAY, formatDate, parseDateInput, startOfDay } from "./time";

/**
 * The inbox's filters, read from and written to its GET form's query
 * string, so a filtered list is a link a team member can share. Unknown or
 * malformed values are ignored (the whole list shows), never an error page.
 */

export const PERIODS = [
  { value: "tudo", label: "Todo o período" },
  { value: "hoje", label: "Hoje" },
  { value: "7-dias", label: "Últimos 7 dias" },
  { value: "30-dias", label: "Últimos 30 dias" },
  { value: "intervalo", label: "Intervalo de datas" },
] as const;
export type Period = (typeof PERIODS)[number]["value"];

export interface InboxFilter {
  status: LeadStatus | null;
  form: LeadForm | null;
  period: Period;
  /** Date inputs' values ("2026-11-01"), for "intervalo". */
  from: string | null;
  to: string | null;
  source: string | null;
  campaign: string | null;
  /** Paid, organic, social, other sites or direct (./results/channel): the results page's rows link with it. */
  channel: Channel | null;
  search: string;
  /** "Meus leads" (the signed-in member's) or "Sem responsável"; null: whoever is responsible. */
  owner: OwnerFilter | null;
  /** Keyset cursors: leads with an id below `before` (older) or above `after` (newer). */
  before: number | null;
  after: number | null;
}

export const EMPTY_FILTER: InboxFilter = {
  status: null,
  form: null,
  period: "tudo",
  from: null,
  to: null,
  source: null,
  campaign: null,
  channel: null,
  search: "",
  owner: null,
  before: null,
  after: null,
};

/** Query parameter names, in pt-BR as the team reads them in a shared link. */
const PARAM = {
  status: "status",
  form: "formulario",
  period: "periodo",
  from: "de",
  to: "ate",
  source: "origem",
  campaign: "campanha",
  channel: "canal",
  search: "busca",
  owner: "responsavel",
  before: "antes",
  after: "depois",
} as const;

function isPeriod(value: unknown): value is Period {
  return PERIODS.some((period) => period.value === value);
}

function cursor(value: string | null): number | null {
  return value !== null && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

function text(value: string | null, max: number): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed.slice(0, max);
}

export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const status = params.get(PARAM.status);
  const form = params.get(PARAM.form);
  const period = params.get(PARAM.period);
  const from = params.get(PARAM.from);
  const to = params.get(PARAM.to);
  const validFrom = from !== null && parseDateInput(from) !== null ? from : null;
  const validTo = to !== null && parseDateInput(to) !== null ? to : null;
  return {
    status: isLeadStatus(status) ? status : null,
    form: isLeadForm(form) ? form : null,
    // Dates given without choosing "intervalo" (a form sent without script) still mean an interval.
    period: isPeriod(period) && period !== "tudo" ? period : validFrom || validTo ? "intervalo" : "tudo",
    from: validFrom,
    to: validTo,
    source: text(params.get(PARAM.source), 300),
    campaign: text(params.get(PARAM.campaign), 300),
    channel: isChannel(params.get(PARAM.channel)) ? (params.get(PARAM.channel) as Channel) : null,
    search: text(params.get(PARAM.search), SEARCH_LIMIT) ?? "",
    owner: isOwnerFilter(params.get(PARAM.owner)) ? (params.get(PARAM.owner) as OwnerFilter) : null,
    before: cursor(params.get(PARAM.before)),
    after: cursor(params.get(PARAM.after)),
  };
}

/** The filter as a query string ("" when nothing is filtered), defaults left out, in a stable order. */
export function inboxQuery(filter: InboxFilter, changes: Partial<InboxFilter> = {}): string {
  const merged = { ...filter, ...changes };
  const params = new URLSearchParams();
  if (merged.search) params.set(PARAM.search, merged.search);
  if (merged.status) params.set(PARAM.status, merged.status);
  if (merged.form) params.set(PARAM.form, merged.form);
  if (merged.period !== "tudo") params.set(PARAM.period, merged.period);
  if (merged.period === "intervalo" && merged.from) params.set(PARAM.from, merged.from);
  if (merged.period === "intervalo" && merged.to) params.set(PARAM.to, merged.to);
  if (merged.source) params.set(PARAM.source, merged.source);
  if (merged.campaign) params.set(PARAM.campaign, merged.campaign);
  if (merged.owner) params.set(PARAM.owner, merged.owner);
  if (merged.channel) params.set(PARAM.channel, merged.channel);
  if (merged.before !== null) params.set(PARAM.before, String(merged.before));
  if (merged.after !== null) params.set(PARAM.after, String(merged.after));
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
}

/** The filter's query without the page: what selects the leads. */
export function leadsQuery(filter: InboxFilter): string {
  return inboxQuery(filter, { before: null, after: null });
}

/** Whether anything selects leads (not just a page of them). */
export function isFiltered(filter: InboxFilter): boolean {
  return leadsQuery(filter) !== "";
}

/**
 * The creation-time window a period covers, in Brasília days: since
 * (inclusive) and until (exclusive), null where open.
 */
export function periodRange(filter: InboxFilter, now: number): { since: number | null; until: number | null } {
  const today = startOfDay(now);
  switch (filter.period) {
    case "hoje":
      return { since: today, until: null };
    case "7-dias":
      return { since: today - 6 * DAY, until: null };
    case "30-dias":
      return { since: today - 29 * DAY, until: null };
    case "intervalo": {
      const from = filter.from === null ? null : parseDateInput(filter.from);
      const to = filter.to === null ? null : parseDateInput(filter.to);
      // A reversed interval is read the way it was meant.
      const [start, end] = from !== null && to !== null && from > to ? [to, from] : [from, to];
      return { since: start, until: end === null ? null : end + DAY };
    }
    default:
      return { since: null, until: null };
  }
}

/**
 * What to say beside the filters when the interval's dates came reversed (they are read swapped, see periodRange):
 * "As datas estavam invertidas; mostramos de 01/11/2026 a 27/11/2026.", else null.
 */
export function reversedRangeNotice(filter: InboxFilter): string | null {
  if (filter.period !== "intervalo" || filter.from === null || filter.to === null) return null;
  const from = parseDateInput(filter.from);
  const to = parseDateInput(filter.to);
  if (from === null || to === null || from <= to) return null;
  return `As datas estavam invertidas; mostramos de ${formatDate(to)} a ${formatDate(from)}.`;
}

/** Where a page sits in the filtered list: "26–42 de 42" (positions counted from the newest, 1-based). */
export function pagePosition(first: number, last: number, total: number): string {
  return `${formatNumber(first, 0)}–${formatNumber(last, 0)} de ${formatNumber(total, 0)}`;
}

/** The filter's names as the select boxes and the export's audit record show them. */
export const PARAM_NAMES = PARAM;
