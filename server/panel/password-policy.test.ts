import { describe, expect, it } from "vitest";
import { isCommonPassword, passwordMessages, passwordProblem } from "./password-policy";

const person = { email: "marina.lopes@agencia.com.br", name: "Marina Lopes" };

describe("panel password policy", () => {
  it("asks for at least 12 characters, counted as characters rather than bytes", () => {
    expect(passwordProblem("curta-demais", person)).toBeNull();
    expect(passwordProblem("curta-demai", person)).toBe(passwordMessages.tooShort);
    // 12 characters, more than 12 UTF-16 units: accepted.
    expect(passwordProblem("çãõ🙂 mais é ok", person)).toBeNull();
    expect(passwordProblem("a".repeat(200), person)).toBe(passwordMessages.tooLong);
  });

  it("refuses passwords from the leaked-password list, even with digits or symbols around them", () => {
    for (const common of ["123456789012", "iloveyou1234", "flamengo2024!", "!!palmeiras123", "Password12345"]) {
      expect(isCommonPassword(common), common).toBe(true);
      expect(passwordProblem(common, person), common).toBe(passwordMessages.common);
    }
    expect(isCommonPassword("aaaaaaaaaaaaaaaa")).toBe(true);
    expect(isCommonPassword("pão de queijo na varanda")).toBe(false);
  });

  it("refuses the member's own e-mail or name inside the password", () => {
    expect(passwordProblem("marina.lopes-2026!", person)).toBe(passwordMessages.personal);
    expect(passwordProblem("sou a MarinaLopes ok", person)).toBe(passwordMessages.personal);
    expect(passwordProblem("cafe com leite e bolo", person)).toBeNull();
  });

  it("refuses any word of the name of 3 letters or more, and the e-mail's local part, ignoring case and accents", () => {
    const rosa = { email: "dona@agencia.com.br", name: "Dona Rosa" };
    expect(passwordProblem("Rosa-agencia-2026!", rosa)).toBe(passwordMessages.personal);
    expect(passwordProblem("minha DONA favorita", rosa)).toBe(passwordMessages.personal);
    const joao = { email: "jb.sá@agencia.com.br", name: "João de Brito" };
    expect(passwordProblem("joao gosta de bolo", joao)).toBe(passwordMessages.personal);
    expect(passwordProblem("BRÍTO mora no sitio", joao)).toBe(passwordMessages.personal);
    expect(passwordProblem("senha do jb.sa aqui ok", joao)).toBe(passwordMessages.personal);
    // Words under 3 letters ("de") and the e-mail's domain do not count.
    expect(passwordProblem("de agencia em agencia", joao)).toBeNull();
    expect(passwordProblem("pão de queijo na varanda", rosa)).toBeNull();
    expect(passwordMessages.personal).toMatch(/^Não use seu nome/);
  });
});
