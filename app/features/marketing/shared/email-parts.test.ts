import { describe, expect, it } from "vitest";
import { emailParts } from "./email-parts";

describe("emailParts", () => {
  it("breaks after the @ and before each dot of the domain", () => {
    expect(emailParts("contato@verticeperformance.com.br")).toEqual(["contato@", "verticeperformance", ".com", ".br"]);
  });

  it("keeps dots of the mailbox name with it", () => {
    expect(emailParts("ana.souza@loja.com")).toEqual(["ana.souza@", "loja", ".com"]);
  });

  it("loses no character", () => {
    const email = "suporte+urgente@sub.exemplo.com.br";
    expect(emailParts(email).join("")).toBe(email);
  });
});
