import { describe, expect, it } from "vitest";
import {
  clearKeptClickCookie,
  clickFromQuery,
  decodeKeptClick,
  encodeKeptClick,
  keptClickCookie,
  readKeptClick,
  withKeptClick,
} from "./kept-click";

const NOW = Date.UTC(2026, 10, 27, 12);
const DAY = 86_400_000;

describe("kept click", () => {
  it("keeps a query's click id with its campaign, landing path and time", () => {
    const query = new URLSearchParams("gclid=Cj0K&utm_source=google&utm_campaign=black friday&q=x");
    expect(clickFromQuery(query, "/blog/post", NOW)).toEqual({
      gclid: "Cj0K",
      utm_source: "google",
      utm_campaign: "black friday",
      landing_path: "/blog/post",
      landed_at: String(NOW),
    });
  });

  it("keeps nothing from a visit without a click id (organic, newsletter)", () => {
    expect(clickFromQuery(new URLSearchParams("utm_source=newsletter"), "/", NOW)).toBeNull();
    expect(clickFromQuery(new URLSearchParams("gclid="), "/", NOW)).toBeNull();
  });

  it("reads back what it wrote through a Cookie header, for 90 days only", () => {
    const click = clickFromQuery(new URLSearchParams("fbclid=IwAR;x=1&utm_medium=paid social"), "/", NOW)!;
    const value = encodeKeptClick(click)!;
    expect(value).not.toMatch(/[;, "\\]/);
    const header = `tema=escuro; primeiro_clique=${value}; outro=1`;
    expect(readKeptClick(header, NOW + 2 * DAY)).toEqual(click);
    expect(readKeptClick(header, NOW + 90 * DAY)).toEqual(click);
    expect(readKeptClick(header, NOW + 91 * DAY)).toBeNull();
    expect(readKeptClick("tema=escuro", NOW)).toBeNull();
  });

  it("refuses a forged or broken value", () => {
    expect(decodeKeptClick("utm_source=google&landed_at=1764244800000", NOW)).toBeNull();
    expect(decodeKeptClick("gclid=x&landed_at=ontem", NOW)).toBeNull();
    expect(decodeKeptClick(`gclid=x&landed_at=${NOW + DAY}`, NOW)).toBeNull();
    expect(decodeKeptClick("%%%", NOW)).toBeNull();
  });

  it("does not set a cookie browsers would refuse for its size", () => {
    const click = { gclid: "x".repeat(300), utm_source: "y".repeat(300) };
    expect(encodeKeptClick(click)).not.toBeNull();
    expect(encodeKeptClick({ ...click, utm_term: "ç".repeat(300), utm_content: "ã".repeat(300) })).toBeNull();
  });

  it("gives a lead without its own click id the kept campaign, never mixing two visits'", () => {
    const kept = { gclid: "G1", utm_source: "google", landing_path: "/blog/a", landed_at: String(NOW) };
    const organic = { utm_source: "newsletter", referrer: "https://mail.example/", landing_path: "/contato" };
    expect(withKeptClick(organic, kept)).toEqual({ ...kept, referrer: "https://mail.example/" });
    expect(withKeptClick(null, kept)).toEqual(kept);
    const fresh = { fbclid: "F2", landing_path: "/" };
    expect(withKeptClick(fresh, kept)).toBe(fresh);
    expect(withKeptClick(organic, null)).toBe(organic);
  });

  it("is a first-party HttpOnly cookie of 90 days, Secure over HTTPS", () => {
    expect(keptClickCookie("gclid=x", true)).toBe(
      "primeiro_clique=gclid=x; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax; Secure",
    );
    expect(keptClickCookie("gclid=x", false)).not.toContain("Secure");
    expect(clearKeptClickCookie(false)).toBe("primeiro_clique=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });
});
