import { describe, expect, it } from "vitest";
import { emailKey, isBrazilianPhoneKey, phoneKey } from "./person-match";

describe("person keys", () => {
  it("give one phone key whichever way a Brazilian number was typed", () => {
    for (const typed of [
      "+55 11 99812-3344",
      "5511998123344",
      "(11) 99812-3344",
      "11 998123344",
      "011 99812-3344",
      "+55 (11) 99812.3344",
    ]) {
      expect(phoneKey(typed), typed).toBe("11998123344");
    }
    expect(phoneKey("(11) 3812-3344")).toBe("1138123344");
  });

  it("keep a foreign number's digits and give no key to what cannot tell a person", () => {
    expect(phoneKey("+1 (415) 555-0100")).toBe("+14155550100");
    expect(phoneKey("99812-3344")).toBe("");
    expect(phoneKey("")).toBe("");
    expect(phoneKey("não tenho")).toBe("");
  });

  it("fold an e-mail's case and spaces; no key for something that is not an address", () => {
    expect(emailKey(" Maria@Loja.com.BR ")).toBe("maria@loja.com.br");
    expect(emailKey("")).toBe("");
    expect(emailKey("maria")).toBe("");
  });

  it("tell a Brazilian national number", () => {
    expect(isBrazilianPhoneKey("11998123344")).toBe(true);
    expect(isBrazilianPhoneKey("1138123344")).toBe(true);
    expect(isBrazilianPhoneKey("+14155550100")).toBe(false);
    expect(isBrazilianPhoneKey("4155550100123")).toBe(false);
  });
});
