import { describe, expect, it } from "vitest";
import { formatPhone, whatsappLink } from "./business";

describe("formatPhone", () => {
  it("writes Brazilian mobiles and landlines as they are read in Brazil", () => {
    expect(formatPhone("5511987654321")).toBe("(11) 98765-4321");
    expect(formatPhone("551130004000")).toBe("(11) 3000-4000");
    expect(formatPhone("5521999998888")).toBe("(21) 99999-8888");
  });

  it("writes other countries' numbers in international form", () => {
    expect(formatPhone("14155552671")).toBe("+14155552671");
    expect(formatPhone("351912345678")).toBe("+351912345678");
  });
});

describe("whatsappLink", () => {
  it("opens the number's chat, with the text encoded when there is one", () => {
    expect(whatsappLink("5511987654321")).toBe("https://wa.me/5511987654321");
    expect(whatsappLink("5511987654321", "Olá & até já")).toBe(
      "https://wa.me/5511987654321?text=Ol%C3%A1%20%26%20at%C3%A9%20j%C3%A1",
    );
  });
});
