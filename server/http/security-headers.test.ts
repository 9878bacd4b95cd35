import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce } from "./security-headers";

const env = {
  VITE_VIACEP_URL: "https://viacep.com.br",
  VITE_BRASILAPI_URL: "https://brasilapi.com.br/",
  VITE_OVERPASS_URL: "https://overpass-api.de",
};

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy(["'nonce-abc123'"], env);
  const directive = (name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));

  it("allows inline scripts only with this response's nonce", () => {
    expect(directive("script-src")).toBe("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("allows a prerendered page's inline scripts by their hashes, and only our files when it has none", () => {
    const hashed = contentSecurityPolicy(["'sha256-AAA='", "'sha256-BBB='"], env);
    expect(hashed).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB='; ");
    expect(contentSecurityPolicy([], env)).toContain("script-src 'self'; ");
  });

  it("forbids framing and plugins", () => {
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive("object-src")).toBe("object-src 'none'");
  });

  it("lets the lookup tools reach their three public APIs and nothing else", () => {
    expect(directive("connect-src")).toBe(
      "connect-src 'self' https://viacep.com.br https://brasilapi.com.br https://overpass-api.de",
    );
  });
});

describe("createNonce", () => {
  it("makes a fresh unguessable value each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
