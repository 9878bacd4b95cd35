import { describe, expect, it } from "vitest";
import { readThemeCookie, safeReturnPath, themeCookie } from "./theme";

describe("readThemeCookie", () => {
  it("reads light or dark among other cookies", () => {
    expect(readThemeCookie("a=1; tema=dark; b=2")).toBe("dark");
    expect(readThemeCookie("tema=light")).toBe("light");
  });

  it("treats a missing, empty or unknown value as system", () => {
    expect(readThemeCookie(null)).toBe("system");
    expect(readThemeCookie("")).toBe("system");
    expect(readThemeCookie("tema=")).toBe("system");
    expect(readThemeCookie("tema=purple")).toBe("system");
    expect(readThemeCookie("outrotema=dark")).toBe("system");
  });
});

describe("themeCookie", () => {
  it("remembers a choice for a year on the whole site", () => {
    expect(themeCookie("dark", { secure: false })).toBe("tema=dark; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  it("marks the cookie Secure over HTTPS", () => {
    expect(themeCookie("light", { secure: true })).toContain("; Secure");
  });

  it("deletes the cookie for system, so the page is the cacheable default again", () => {
    expect(themeCookie("system", { secure: false })).toBe("tema=; Max-Age=0; Path=/; SameSite=Lax");
  });
});

describe("safeReturnPath", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeReturnPath("/blog?q=ads")).toBe("/blog?q=ads");
  });

  it("refuses other origins and anything that is not a path", () => {
    for (const value of ["//evil.example/", "https://evil.example/", "/\\evil.example", "blog", "", null, 3]) {
      expect(safeReturnPath(value)).toBe("/");
    }
  });

  it("refuses control characters, which URL parsers drop to reveal another origin", () => {
    for (const value of ["/\t/evil.example", "/\n/evil.example", "/a\r\nSet-Cookie: x=1", "/a\u0000b", "/\u007f"]) {
      expect(safeReturnPath(value)).toBe("/");
    }
  });

  it("never leaves this site through dot segments", () => {
    expect(safeReturnPath("/.//evil.example")).toBe("/");
    expect(safeReturnPath("/a/..//evil.example")).toBe("/");
  });

  it("percent-encodes what a Location header cannot carry", () => {
    expect(safeReturnPath("/blog?q=tráfego pago")).toBe("/blog?q=tr%C3%A1fego%20pago");
    expect(safeReturnPath("/€uro")).toBe("/%E2%82%ACuro");
  });
});
