import { describe, expect, it } from "vitest";
import { buildPlatformReport, GOOGLE_SILENCE_MS, REPORT_DAYS, share, type ReportInput } from "./platform-report";
import { DAY } from "./time";

const HOUR = 3_600_000;
const now = Date.parse("2026-11-26T12:00:00Z");
const firstDay = Date.parse("2026-11-13T03:00:00Z");

function input(overrides: Partial<ReportInput> = {}): ReportInput {
  return {
    now,
    firstDay,
    deliveries: [],
    refusals: [],
    configured: { meta: true, chat: true, email: true, google: true },
    googleFiles: [{ file: "/conversoes/google-ads/leads.csv", lastAt: now - DAY, rows: 3, userAgent: null }],
    googleDays: [],
    matches: [],
    leadsPerWeek: [],
    ...overrides,
  };
}

describe("buildPlatformReport", () => {
  it("warns when a destination's refusals of the last 7 days outnumber the 7 before, not when they hold", () => {
    const refused = (day: number, count: number) => ({
      destination: "meta" as const,
      day,
      sent: count,
      accepted: 0,
      refused: count,
    });
    expect(buildPlatformReport(input({ deliveries: [refused(2, 3), refused(12, 3)] })).warnings).toEqual([]);
    expect(buildPlatformReport(input({ deliveries: [refused(2, 3), refused(12, 4)] })).warnings).toEqual([
      "Meta (API de Conversões): 4 eventos recusados nos últimos 7 dias, contra 3 nos 7 anteriores. Veja abaixo a mensagem da plataforma.",
    ]);
    const report = buildPlatformReport(input({ deliveries: [refused(REPORT_DAYS - 1, 1)] }));
    expect(report.destinations[0]?.days).toHaveLength(REPORT_DAYS);
    expect(report.destinations[0]?.days.at(-1)).toEqual({ day: firstDay + 13 * DAY, sent: 1, accepted: 0, refused: 1 });
  });

  it("warns when Google has not fetched for more than 2 days, first of all", () => {
    const fetchedAt = (lastAt: number) =>
      buildPlatformReport(
        input({ googleFiles: [{ file: "/conversoes/google-ads.csv", lastAt, rows: 0, userAgent: null }] }),
      );
    expect(fetchedAt(now - GOOGLE_SILENCE_MS).warnings).toEqual([]);
    expect(fetchedAt(now - GOOGLE_SILENCE_MS - 60_000).warnings[0]).toMatch(
      /^O Google não busca os arquivos de conversões há 2 dias/,
    );
    expect(
      buildPlatformReport(
        input({ googleFiles: [], configured: { meta: true, chat: true, email: true, google: false } }),
      ).warnings,
    ).toEqual([]);
  });

  it("counts the week's consenting leads by what they carried", () => {
    const today = firstDay + 13 * DAY;
    const report = buildPlatformReport(
      input({
        matches: [
          { createdAt: today + HOUR, clickId: true, email: true, phone: true },
          { createdAt: today - 6 * DAY, clickId: false, email: false, phone: true },
          { createdAt: today - 7 * DAY, clickId: true, email: true, phone: false },
        ],
        leadsPerWeek: [4, 1],
      }),
    );
    expect(report.weeks[0]).toMatchObject({
      from: today - 6 * DAY,
      to: today,
      leads: 4,
      consenting: 2,
      clickId: 1,
      email: 1,
      phone: 2,
    });
    expect(report.weeks[1]).toMatchObject({ leads: 1, consenting: 1, clickId: 1, phone: 0 });
    expect(share(1, 3)).toBe("33%");
    expect(share(0, 0)).toBe("—");
  });
});
