import { describe, expect, it } from "vitest";
import { googleEmail, googlePhone } from "./user-identifiers";

describe("Google's normalisation of user-provided data", () => {
  it("lower-cases e-mail without blanks; for Gmail drops the local part's dots and '+' suffix, nowhere else", () => {
    expect(googleEmail("  Maria.Souza+Promo@GMail.com ")).toBe("mariasouza@gmail.com");
    expect(googleEmail("joao.lima@googlemail.com")).toBe("joaolima@googlemail.com");
    expect(googleEmail("User.Name+NYC@Example.com")).toBe("user.name+nyc@example.com");
    expect(googleEmail("sem-arroba")).toBeNull();
    expect(googleEmail("")).toBeNull();
  });

  it("writes phones in E.164, the plus sign and the country code", () => {
    expect(googlePhone("(11) 98765-4321")).toBe("+5511987654321");
    expect(googlePhone("+351 912 345 678")).toBe("+351912345678");
    expect(googlePhone("ligar depois")).toBeNull();
  });
});
