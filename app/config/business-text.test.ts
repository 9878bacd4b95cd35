import { describe, expect, it } from "vitest";
import { fullAddress, initials, onSocialNetwork } from "./business-text";
import { site } from "./site";

describe("fullAddress", () => {
  it("writes the address on one line, with or without the district", () => {
    const address = { street: "Av. Paulista, 1000", city: "São Paulo", state: "SP", postalCode: "01310-100" };
    expect(fullAddress(address)).toBe("Av. Paulista, 1000, São Paulo – SP, CEP 01310-100");
    expect(fullAddress({ ...address, district: "Bela Vista" })).toBe(
      "Av. Paulista, 1000, Bela Vista, São Paulo – SP, CEP 01310-100",
    );
  });
});

describe("initials", () => {
  it("takes the first and last names, skipping particles", () => {
    expect(initials("Lucas Andrade")).toBe("LA");
    expect(initials("Ana Lúcia de Souza")).toBe("AS");
    expect(initials("Vértice Performance")).toBe("VP");
    expect(initials("Maria")).toBe("M");
    expect(initials("érica da silva")).toBe("ÉS");
    expect(initials(site.brand)).toBe(site.brandMonogram);
  });
});

describe("onSocialNetwork", () => {
  it("names the network of a profile address", () => {
    expect(onSocialNetwork("https://www.instagram.com/ana.trafego/")).toBe("no Instagram");
    expect(onSocialNetwork("https://br.linkedin.com/in/ana")).toBe("no LinkedIn");
    expect(onSocialNetwork("https://www.tiktok.com/@ana")).toBe("no TikTok");
    expect(onSocialNetwork("https://x.com/ana")).toBe("no X");
  });

  it("says 'nas redes sociais' for anything else", () => {
    expect(onSocialNetwork("https://ana.com.br/sobre")).toBe("nas redes sociais");
    expect(onSocialNetwork("https://notinstagram.com/ana")).toBe("nas redes sociais");
  });
});
