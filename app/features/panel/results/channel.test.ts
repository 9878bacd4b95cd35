import { describe, expect, it } from "vitest";
import { classifyOrigin, unifySource } from "./channel";

describe("classifyOrigin", () => {
  it("calls a Google Ads click paid, whatever the tags say", () => {
    expect(classifyOrigin({ gclid: "abc" })).toEqual({ channel: "pago", source: "google", campaign: "" });
    expect(classifyOrigin({ wbraid: "x", utm_source: "google", utm_campaign: "bf" }).channel).toBe("pago");
    expect(classifyOrigin({ gbraid: "x", referrer: "https://www.google.com/" }).channel).toBe("pago");
  });

  it("calls a paid utm_medium paid", () => {
    expect(classifyOrigin({ utm_source: "Facebook", utm_medium: "paid_social", utm_campaign: "lp" })).toEqual({
      channel: "pago",
      source: "facebook",
      campaign: "lp",
    });
    expect(classifyOrigin({ utm_source: "google", utm_medium: "CPC" }).channel).toBe("pago");
  });

  it("unifies organic Google: google.com, google.com.br and google are one source, organic", () => {
    expect(classifyOrigin({ referrer: "https://www.google.com/" })).toEqual({
      channel: "organico",
      source: "google",
      campaign: "",
    });
    expect(classifyOrigin({ referrer: "https://www.google.com.br/search?q=x" }).source).toBe("google");
    expect(classifyOrigin({ utm_source: "google", utm_medium: "organic" }).channel).toBe("organico");
  });

  it("calls a fbclid without a paid medium social: Meta adds it to posts' links too", () => {
    expect(classifyOrigin({ fbclid: "x", referrer: "https://l.instagram.com/" })).toEqual({
      channel: "social",
      source: "instagram",
      campaign: "",
    });
    expect(classifyOrigin({ fbclid: "x" }).source).toBe("facebook");
  });

  it("tells social networks, other sites and direct visits apart", () => {
    expect(classifyOrigin({ referrer: "https://lm.facebook.com/l.php" }).channel).toBe("social");
    expect(classifyOrigin({ utm_source: "newsletter", utm_medium: "email" }).channel).toBe("indicacao");
    expect(classifyOrigin({ referrer: "https://blog.parceiro.com.br/post" })).toEqual({
      channel: "indicacao",
      source: "blog.parceiro.com.br",
      campaign: "",
    });
    expect(classifyOrigin(null)).toEqual({ channel: "direto", source: "Direto", campaign: "" });
    expect(classifyOrigin({ landing_path: "/" }).channel).toBe("direto");
  });
});

describe("unifySource", () => {
  it("names a service once", () => {
    expect(["google.com", "www.google.com.br", "Google", "google"].map(unifySource)).toEqual(Array(4).fill("google"));
    expect(["ig", "instagram.com", "l.instagram.com"].map(unifySource)).toEqual(Array(3).fill("instagram"));
    expect(unifySource("t.co")).toBe("x");
    expect(unifySource("parceiro.com.br")).toBe("parceiro.com.br");
  });
});
