// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appendAttribution, rememberFirstTouch, storedAttribution } from "./first-touch";

function visit(url: string, referrer: string) {
  window.history.replaceState(null, "", url);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

const LANDED_AT = Date.parse("2026-11-26T12:00:00Z");

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(LANDED_AT);
});

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe("first touch", () => {
  it("keeps the campaign and the time of the first page of the visit, not of later pages", () => {
    visit("/ferramentas?utm_source=meta&utm_campaign=verao&fbclid=xyz", "https://l.facebook.com/");
    rememberFirstTouch();
    vi.setSystemTime(LANDED_AT + 60_000);
    visit("/contato?utm_source=outra", "http://localhost:3000/ferramentas");
    rememberFirstTouch();
    expect(storedAttribution()).toEqual({
      utm_source: "meta",
      utm_campaign: "verao",
      fbclid: "xyz",
      referrer: "https://l.facebook.com/",
      landing_path: "/ferramentas",
      landed_at: String(LANDED_AT),
    });
  });

  it("records Google's iOS click ids (gbraid, wbraid) like gclid", () => {
    visit("/?gbraid=0AAAAA-gb&wbraid=CkwW-wb", "");
    rememberFirstTouch();
    expect(storedAttribution()).toMatchObject({ gbraid: "0AAAAA-gb", wbraid: "CkwW-wb" });
  });

  it("takes the landing page from the referrer when the visit began on a page without script", () => {
    visit("/", `${window.location.origin}/blog/tiktok-ads-ecommerce?utm_source=newsletter&utm_medium=email`);
    rememberFirstTouch();
    expect(storedAttribution()).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      landing_path: "/blog/tiktok-ads-ecommerce",
      landed_at: String(LANDED_AT),
    });
  });

  it("adds it to a form's data as attribution fields", () => {
    visit("/?gclid=abc", "");
    rememberFirstTouch();
    const data = new FormData();
    appendAttribution(data);
    expect(Object.fromEntries(data)).toEqual({
      "attribution.gclid": "abc",
      "attribution.landing_path": "/",
      "attribution.landed_at": String(LANDED_AT),
    });
  });
});
