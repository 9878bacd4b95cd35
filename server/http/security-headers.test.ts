import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce } from "./security-headers";

const env = { VITE_VIACEP_URL: "https://viacep.com.br", VITE_BRASILAPI_URL: "https://brasilapi.com.br/" };

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy("abc123", env);
  const directive = (name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));

  it("allows inline scripts only with this response's nonce", () => {
    expect(directive("script-src")).toBe("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("forbids framing and plugins", () => {
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive("object-src")).toBe("object-src 'none'");
  });

  it("lets the lookup tool reach the two public APIs and nothing else", () => {
    expect(directive("connect-src")).toBe("connect-src 'self' https://viacep.com.br https://brasilapi.com.br");
  });
});

describe("createNonce", () => {
  it("makes a fresh unguessable value each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
