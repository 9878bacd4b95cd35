import { describe, expect, it } from "vitest";
import { firstName } from "./first-name";

describe("the first name a message greets by", () => {
  it("skips titles, with or without the dot, in any case", () => {
    for (const name of [
      "Dra. Ana Souza",
      "dra ana souza",
      "DRA. ANA SOUZA",
      "Dr. Ana",
      "Drª Ana",
      "Dra.Ana Souza",
      "Sra. Ana",
      "Prof. Dr. Ana Lima",
      "Profa Ana",
      "Eng. Ana",
      "Sr Ana",
      "  Doutora   Ana ",
    ]) {
      expect(firstName(name), name).toBe("Ana");
    }
  });

  it("writes a name typed all in capitals or small letters the usual way, and keeps any other casing", () => {
    expect(firstName("ANA")).toBe("Ana");
    expect(firstName("joão victor nogueira")).toBe("João");
    expect(firstName("ÉRICA")).toBe("Érica");
    expect(firstName("ANA-LUÍSA Prado")).toBe("Ana-Luísa");
    expect(firstName("DeAndre Silva")).toBe("DeAndre");
  });

  it("leaves out punctuation around the name and gives nothing when there is no name", () => {
    expect(firstName("Ana, da padaria")).toBe("Ana");
    expect(firstName("(Ana) Souza")).toBe("Ana");
    expect(firstName('Ana"><script>alert(1)</script>')).toBe("Ana");
    expect(firstName("D'ÁVILA")).toBe("D'Ávila");
    expect(firstName("")).toBe("");
    expect(firstName("   ")).toBe("");
    expect(firstName("Dr.")).toBe("");
    expect(firstName("123 -")).toBe("");
  });

  it("does not take a name that starts like a title for one", () => {
    expect(firstName("Drauzio Varella")).toBe("Drauzio");
    expect(firstName("Marta")).toBe("Marta");
    expect(firstName("Donato")).toBe("Donato");
  });
});
