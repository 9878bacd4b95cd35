import { describe, expect, it } from "vitest";
import { ADS_CONSENT_VERSION } from "#app/features/leads/ads-consent";
import {
  buildGoogleAdsFeed,
  clickIdOf,
  conversionTime,
  leadConversionRows,
  type ConversionRow,
} from "./google-ads-feed";

const names = { lead: "Lead do site", won: "Contrato fechado" };
const T0 = Date.parse("2026-11-26T15:04:05Z");

describe("buildGoogleAdsFeed", () => {
  it("writes Google's click-conversion template line by line, leads and won leads, oldest first", () => {
    const rows: ConversionRow[] = [
      { kind: "won", clickId: { type: "gclid", value: "Cj0KCQiA_won-1" }, at: T0 + 86_400_000, valueCents: 1_250_050 },
      { kind: "lead", clickId: { type: "gclid", value: "Cj0KCQiA_lead-1" }, at: T0, valueCents: null },
    ];
    expect(buildGoogleAdsFeed(rows, names).split("\r\n")).toEqual([
      "Parameters:TimeZone=America/Sao_Paulo",
      "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
      "Cj0KCQiA_lead-1,Lead do site,2026-11-26 12:04:05,,",
      "Cj0KCQiA_won-1,Contrato fechado,2026-11-27 12:04:05,12500.50,BRL",
      "",
    ]);
  });

  it("adds the GBRAID and WBRAID columns when a click carried one, one click id per line", () => {
    const rows: ConversionRow[] = [
      { kind: "lead", clickId: { type: "gclid", value: "Cj0KCQiA_gclid" }, at: T0, valueCents: null },
      { kind: "lead", clickId: { type: "gbraid", value: "0AAAAAgbraid1" }, at: T0 + 1_000, valueCents: null },
      { kind: "won", clickId: { type: "wbraid", value: "CkwWbraid-22" }, at: T0 + 2_000, valueCents: 99_900 },
    ];
    expect(buildGoogleAdsFeed(rows, names).split("\r\n").slice(1, 5)).toEqual([
      "Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
      "Cj0KCQiA_gclid,,,Lead do site,2026-11-26 12:04:05,,",
      ",0AAAAAgbraid1,,Lead do site,2026-11-26 12:04:06,,",
      ",,CkwWbraid-22,Contrato fechado,2026-11-26 12:04:07,999.00,BRL",
    ]);
  });

  it("defuses cells a spreadsheet would run as a formula and quotes what needs quoting", () => {
    const rows: ConversionRow[] = [
      { kind: "lead", clickId: { type: "gclid", value: "-Cj0KCQiA" }, at: T0, valueCents: null },
    ];
    const [, header, line] = buildGoogleAdsFeed(rows, {
      lead: '=HYPERLINK("http://golpe.example","x")',
      won: "w",
    }).split("\r\n");
    expect(header).toBe("Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency");
    expect(line).toBe(`'-Cj0KCQiA,"'=HYPERLINK(""http://golpe.example"",""x"")",2026-11-26 12:04:05,,`);
  });

  it("is the header alone when there is nothing to import", () => {
    expect(buildGoogleAdsFeed([], names)).toBe(
      "Parameters:TimeZone=America/Sao_Paulo\r\nGoogle Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n",
    );
  });
});

describe("conversionTime", () => {
  it("writes the moment in São Paulo's time, which has had no daylight saving time since 2019", () => {
    expect(conversionTime(Date.parse("2026-01-15T02:30:00Z"))).toBe("2026-01-14 23:30:00");
    expect(conversionTime(Date.parse("2026-07-01T00:00:00Z"))).toBe("2026-06-30 21:00:00");
  });
});

describe("leadConversionRows", () => {
  const consent = { given: true, version: ADS_CONSENT_VERSION, at: T0 };

  it("keeps only consenting leads whose visit carried a Google click id", () => {
    const rows = leadConversionRows([
      { adsConsent: consent, attribution: { gclid: "Cj0KCQiA_ok" }, createdAt: T0 },
      { adsConsent: { ...consent, given: false }, attribution: { gclid: "Cj0KCQiA_refused" }, createdAt: T0 },
      { adsConsent: null, attribution: { gclid: "Cj0KCQiA_contact-form" }, createdAt: T0 },
      { adsConsent: consent, attribution: { fbclid: "IwAR-meta-only" }, createdAt: T0 },
      { adsConsent: consent, attribution: null, createdAt: T0 },
    ]);
    expect(rows).toEqual([
      { kind: "lead", clickId: { type: "gclid", value: "Cj0KCQiA_ok" }, at: T0, valueCents: null },
    ]);
  });
});

describe("clickIdOf", () => {
  it("prefers the gclid, then wbraid (web conversions), then gbraid, and ignores what Google would not write", () => {
    expect(clickIdOf({ gclid: "Cj0KCQiA_1", wbraid: "CkwW_222", gbraid: "0AAA_333" })).toEqual({
      type: "gclid",
      value: "Cj0KCQiA_1",
    });
    expect(clickIdOf({ wbraid: "CkwW_222", gbraid: "0AAA_333" })).toEqual({ type: "wbraid", value: "CkwW_222" });
    expect(clickIdOf({ gbraid: "0AAA_333" })).toEqual({ type: "gbraid", value: "0AAA_333" });
    expect(clickIdOf({ gclid: "=1+1 golpe" })).toBeNull();
    expect(clickIdOf(null)).toBeNull();
  });
});
