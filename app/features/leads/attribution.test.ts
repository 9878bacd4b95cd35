import { describe, expect, it } from "vitest";
import { ATTRIBUTION_KEYS, describeAttribution, normalizeAttribution, attributionFromLanding } from "./attribution";

describe("normalizeAttribution", () => {
  it("keeps the known text keys, trimmed", () => {
    const textKeys = ATTRIBUTION_KEYS.filter((key) => key !== "landed_at");
    const input = Object.fromEntries(textKeys.map((key) => [key, `  ${key}-valor  `]));
    expect(normalizeAttribution(input)).toEqual(Object.fromEntries(textKeys.map((key) => [key, `${key}-valor`])));
  });

  it("keeps the landing time only as epoch milliseconds", () => {
    expect(normalizeAttribution({ landed_at: " 1764158400000 " })).toEqual({ landed_at: "1764158400000" });
    for (const landed of ["2026-11-26T12:00:00Z", "1764158400", "-1764158400000", "17641584000001"]) {
      expect(normalizeAttribution({ landed_at: landed }), landed).toBeNull();
    }
  });

  it("drops unknown keys, non-strings and empty values silently", () => {
    expect(
      normalizeAttribution({
        utm_source: "google",
        utm_medium: 42,
        utm_campaign: ["a"],
        gclid: "   ",
        fbclid: null,
        __proto__: { polluted: "sim" },
        email: "spy@x.com",
      }),
    ).toEqual({ utm_source: "google" });
  });

  it("ignores anything that is not an object", () => {
    for (const input of [null, undefined, "utm_source=google", 7, ["google"], true]) {
      expect(normalizeAttribution(input), String(input)).toBeNull();
    }
    expect(normalizeAttribution({})).toBeNull();
    expect(normalizeAttribution({ email: "x" })).toBeNull();
  });

  it("cleans control characters, line breaks and bidi overrides like form fields", () => {
    expect(
      normalizeAttribution({ utm_campaign: "black\r\nfriday\u0000\u202E", referrer: "https://a.example/\tx" }),
    ).toEqual({
      utm_campaign: "black friday",
      referrer: "https://a.example/ x",
    });
  });

  it("cuts campaign values at 300 characters and URLs at 1000", () => {
    const result = normalizeAttribution({
      utm_term: "t".repeat(301),
      referrer: `https://r.example/${"r".repeat(2000)}`,
      landing_path: `/${"p".repeat(1000)}`,
      gclid: `${"g".repeat(299)}🚀x`,
    });
    expect(result?.utm_term).toHaveLength(300);
    expect([...(result?.referrer ?? "")]).toHaveLength(1000);
    expect(result?.landing_path).toHaveLength(1000);
    // 299 letters and one emoji are 300 characters: the emoji is kept whole, the rest is cut.
    expect(result?.gclid).toBe(`${"g".repeat(299)}🚀`);
  });
});

describe("describeAttribution", () => {
  it("reads source / medium / campaign, then the click ids", () => {
    expect(
      describeAttribution({ utm_source: "google", utm_medium: "cpc", utm_campaign: "black-friday", gclid: "abc" }),
    ).toBe("google / cpc / black-friday · gclid");
    expect(describeAttribution({ utm_source: "instagram", fbclid: "f", ttclid: "t" })).toBe(
      "instagram · fbclid, ttclid",
    );
  });

  it("falls back to the referrer's host", () => {
    expect(describeAttribution({ referrer: "https://www.google.com/search?q=agencia", landing_path: "/" })).toBe(
      "www.google.com",
    );
    expect(describeAttribution({ referrer: "android-app://com.google.android.gm/" })).toBe("com.google.android.gm");
  });

  it("says nothing when there is no origin to tell", () => {
    expect(describeAttribution(null)).toBeNull();
    expect(describeAttribution({ landing_path: "/contato", utm_term: "trafego" })).toBeNull();
  });
});

describe("attributionFromLanding", () => {
  it("reads campaign tags and click ids from the landing URL, with its path and an outside referrer", () => {
    expect(
      attributionFromLanding(
        "https://site.example/ferramentas/calculadora-roas?utm_source=google&utm_medium=cpc&utm_campaign=bf&gclid=abc&x=1",
        "https://www.google.com/",
      ),
    ).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "bf",
      gclid: "abc",
      referrer: "https://www.google.com/",
      landing_path: "/ferramentas/calculadora-roas",
    });
  });

  it("leaves out a referrer from the site itself and keeps only the path of a plain visit", () => {
    expect(attributionFromLanding("https://site.example/blog", "https://site.example/")).toEqual({
      landing_path: "/blog",
    });
  });

  it("gives nothing for a URL it cannot read", () => {
    expect(attributionFromLanding("não é uma URL", null)).toBeNull();
  });
});
