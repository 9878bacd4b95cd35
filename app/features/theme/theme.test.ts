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
});
