import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentHash } from "./content-hash";

describe("contentHash", () => {
  it("is the SHA-256 of the form and the data's entries in key order", () => {
    const expected = createHash("sha256")
      .update('["newsletter",[["email","leitor@x.com"],["nome","Ana"]]]')
      .digest("hex");
    expect(contentHash("newsletter", { nome: "Ana", email: "leitor@x.com" })).toBe(expected);
  });

  it("ignores key order and the e-mail's case, not other differences", () => {
    const base = contentHash("contato", { nome: "Ana", email: "ana@x.com", mensagem: "Olá" });
    expect(contentHash("contato", { mensagem: "Olá", email: "ANA@X.com", nome: "Ana" })).toBe(base);
    expect(contentHash("contato", { nome: "ana", email: "ana@x.com", mensagem: "Olá" })).not.toBe(base);
    expect(contentHash("consultoria", { nome: "Ana", email: "ana@x.com", mensagem: "Olá" })).not.toBe(base);
  });
});
