import { describe, expect, it } from "vitest";
import { ADS_CONSENT_FIELD, ADS_CONSENT_VERSION, readAdsConsent } from "./ads-consent";

describe("readAdsConsent", () => {
  it("reads a ticked box on the consultancy and scheduling forms as consent to the version it showed", () => {
    for (const form of ["consultoria", "agendamento"] as const) {
      expect(readAdsConsent(form, { [ADS_CONSENT_FIELD]: ADS_CONSENT_VERSION })).toEqual({
        given: true,
        version: ADS_CONSENT_VERSION,
      });
    }
  });

  it("reads an unticked box, or any other value, as no consent to the current text", () => {
    for (const value of [undefined, "", "on", "sim", "true", "2020-01-01", ["2026-11-26"], "__proto__", "toString"]) {
      expect(readAdsConsent("consultoria", { [ADS_CONSENT_FIELD]: value }), String(value)).toEqual({
        given: false,
        version: ADS_CONSENT_VERSION,
      });
    }
  });

  it("records nothing for the forms that do not ask", () => {
    expect(readAdsConsent("contato", { [ADS_CONSENT_FIELD]: ADS_CONSENT_VERSION })).toBeNull();
    expect(readAdsConsent("newsletter", {})).toBeNull();
  });
});
