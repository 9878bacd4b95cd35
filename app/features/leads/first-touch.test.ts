// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { appendAttribution, rememberFirstTouch, storedAttribution } from "./first-touch";

function visit(url: string, referrer: string) {
  window.history.replaceState(null, "", url);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

afterEach(() => window.sessionStorage.clear());

describe("first touch", () => {
  it("keeps the campaign of the first page of the visit, not of later pages", () => {
    visit("/ferramentas?utm_source=meta&utm_campaign=verao&fbclid=xyz", "https://l.facebook.com/");
    rememberFirstTouch();
    visit("/contato?utm_source=outra", "http://localhost:3000/ferramentas");
    rememberFirstTouch();
    expect(storedAttribution()).toEqual({
      utm_source: "meta",
      utm_campaign: "verao",
      fbclid: "xyz",
      referrer: "https://l.facebook.com/",
      landing_path: "/ferramentas",
    });
  });

  it("takes the landing page from the referrer when the visit began on a page without script", () => {
    visit("/", `${window.location.origin}/blog/tiktok-ads-ecommerce?utm_source=newsletter&utm_medium=email`);
    rememberFirstTouch();
    expect(storedAttribution()).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      landing_path: "/blog/tiktok-ads-ecommerce",
    });
  });

  it("adds it to a form's data as attribution fields", () => {
    visit("/?gclid=abc", "");
    rememberFirstTouch();
    const data = new FormData();
    appendAttribution(data);
    expect(Object.fromEntries(data)).toEqual({ "attribution.gclid": "abc", "attribution.landing_path": "/" });
  });
});
