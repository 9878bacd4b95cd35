import { describe, expect, it } from "vitest";
import {
  EMPTY_FILTER,
  inboxQuery,
  isFiltered,
  leadsQuery,
  pagePosition,
  parseInboxFilter,
  periodRange,
  reversedRangeNotice,
} from "./filters";

const now = Date.parse("2026-11-26T15:00:00Z"); // 12:00 in Brasília
const today = Date.parse("2026-11-26T03:00:00Z");
const DAY = 86_400_000;

describe("inbox filters", () => {
  it("read a shared link and write it back the same, defaults left out", () => {
    const query =
      "?busca=Jo%C3%A3o&status=em_contato&formulario=agendamento&periodo=7-dias&origem=google&campanha=black-friday";
    const filter = parseInboxFilter(new URLSearchParams(query));
    expect(filter).toMatchObject({
      search: "João",
      status: "em_contato",
      form: "agendamento",
      period: "7-dias",
      source: "google",
      campaign: "black-friday",
    });
    expect(inboxQuery(filter)).toBe(query);
    expect(inboxQuery(EMPTY_FILTER)).toBe("");
    expect(isFiltered(filter)).toBe(true);
    expect(isFiltered({ ...EMPTY_FILTER, before: 40 })).toBe(false);
  });

  it("leave the page out of the query that selects the leads", () => {
    const filter = parseInboxFilter(new URLSearchParams("status=ganho&antes=80"));
    expect(inboxQuery(filter)).toBe("?status=ganho&antes=80");
    expect(leadsQuery(filter)).toBe("?status=ganho");
  });

  it("ignore values that are not theirs instead of failing", () => {
    const filter = parseInboxFilter(
      new URLSearchParams("status=<script>&formulario=x&periodo=ontem&de=2026-02-30&antes=1e9&busca=%20%20"),
    );
    expect(filter).toEqual(EMPTY_FILTER);
  });

  it("turn periods into Brasília-day windows", () => {
    expect(periodRange({ ...EMPTY_FILTER, period: "hoje" }, now)).toEqual({ since: today, until: null });
    expect(periodRange({ ...EMPTY_FILTER, period: "7-dias" }, now)).toEqual({ since: today - 6 * DAY, until: null });
    expect(periodRange({ ...EMPTY_FILTER, period: "30-dias" }, now)).toEqual({ since: today - 29 * DAY, until: null });
    expect(periodRange(EMPTY_FILTER, now)).toEqual({ since: null, until: null });
  });

  it("take dates without a chosen period as an interval, whole days, either way round", () => {
    const filter = parseInboxFilter(new URLSearchParams("de=2026-11-20&ate=2026-11-10"));
    expect(filter.period).toBe("intervalo");
    expect(periodRange(filter, now)).toEqual({
      since: Date.parse("2026-11-10T03:00:00Z"),
      until: Date.parse("2026-11-21T03:00:00Z"),
    });
    expect(periodRange(parseInboxFilter(new URLSearchParams("periodo=intervalo&de=2026-11-20")), now)).toEqual({
      since: Date.parse("2026-11-20T03:00:00Z"),
      until: null,
    });
  });

  it("say when an interval's dates came reversed, with the dates read", () => {
    const reversed = parseInboxFilter(new URLSearchParams("periodo=intervalo&de=2026-11-27&ate=2026-11-01"));
    expect(reversedRangeNotice(reversed)).toBe("As datas estavam invertidas; mostramos de 01/11/2026 a 27/11/2026.");
    expect(periodRange(reversed, now)).toEqual(periodRange({ ...reversed, from: "2026-11-01", to: "2026-11-27" }, now));
    expect(reversedRangeNotice({ ...reversed, from: "2026-11-01", to: "2026-11-27" })).toBeNull();
    expect(reversedRangeNotice({ ...reversed, from: "2026-11-27", to: "2026-11-27" })).toBeNull();
    expect(reversedRangeNotice({ ...reversed, to: null })).toBeNull();
    // Dates left in the form while another period is chosen are not used, so nothing was swapped.
    expect(reversedRangeNotice({ ...reversed, period: "7-dias" })).toBeNull();
  });

  it("place a page in the list as the team reads it", () => {
    expect(pagePosition(26, 42, 42)).toBe("26–42 de 42");
    expect(pagePosition(1, 25, 100_000)).toBe("1–25 de 100.000");
  });
});
