import { describe, expect, it } from "vitest";
import { sessionCookie } from "./session-cookie";

describe("panel session cookie", () => {
  it("on an HTTPS site: __Host- prefix, Secure, HttpOnly, SameSite=Lax, path /, no Domain", async () => {
    const cookie = sessionCookie("https://www.agencia.com.br");
    const header = await cookie.serialize("a".repeat(43));
    expect(header).toMatch(/^__Host-painel=/);
    expect(header).toContain("; Secure");
    expect(header).toContain("; HttpOnly");
    expect(header).toContain("; SameSite=Lax");
    expect(header).toContain("; Path=/");
    expect(header).not.toMatch(/Domain=/i);
    expect(await cookie.read(header.split(";")[0]!)).toBe("a".repeat(43));
  });

  it("on plain HTTP (a local server): no Secure flag, so the browser keeps it", async () => {
    const header = await sessionCookie("http://localhost:3000").serialize("b".repeat(43));
    expect(header).toMatch(/^painel_sessao=/);
    expect(header).not.toContain("Secure");
  });

  it("reads only values shaped like the tokens it issues", async () => {
    const cookie = sessionCookie("https://www.agencia.com.br");
    expect(await cookie.read("__Host-painel=bad")).toBeNull();
    expect(await cookie.read(null)).toBeNull();
    expect(await cookie.clear()).toContain("Max-Age=0");
  });
});
