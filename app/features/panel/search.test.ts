import { describe, expect, it } from "vitest";
import { searchTerms, searchText } from "./search";

const joao = searchText({
  name: "João Victor Nogueira",
  email: "JV.Nogueira@Padaria.com.br",
  phone: "(11) 99812-3344",
  company: "Padaria Pão Quente",
});

/** What the databases do: every word of the search is somewhere in the stored text. */
const finds = (search: string, text = joao) => {
  const terms = searchTerms(search);
  return terms.length > 0 && terms.every((term) => text.includes(term));
};

describe("search", () => {
  it("stores the folded name, e-mail, company and the phone's digits with and without the country code", () => {
    expect(joao).toBe(
      "joao victor nogueira | jv.nogueira@padaria.com.br | 11998123344 5511998123344 | padaria pao quente",
    );
  });

  it("finds a name without accents or case, its words in any order", () => {
    expect(finds("joao nogueira")).toBe(true);
    expect(finds("NOGUEIRA  João")).toBe(true);
    expect(finds("victor")).toBe(true);
    expect(finds("joao silva")).toBe(false);
  });

  it("finds a phone in any form, or a part of it", () => {
    for (const typed of ["+55 11 99812-3344", "5511998123344", "(11) 99812-3344", "99812-3344", "3344", "+55 11 9981"])
      expect(finds(typed), typed).toBe(true);
    expect(finds("011 99812-3344")).toBe(true);
    expect(finds("(21) 99812-3344")).toBe(false);
  });

  it("finds a part of an e-mail, and mixes words with a piece of the phone", () => {
    expect(finds("nogueira@padaria")).toBe(true);
    expect(finds("@padaria.com")).toBe(true);
    expect(finds("joao 3344")).toBe(true);
    expect(finds("joao 5566")).toBe(false);
  });

  it("keeps a foreign number's digits and tells nothing to search from an empty input", () => {
    const foreign = searchText({ name: "Ann", email: "", phone: "+1 415 555 0100", company: "" });
    expect(foreign).toBe("ann | 14155550100");
    expect(searchTerms("   ")).toEqual([]);
    expect(searchTerms("silva silva")).toEqual(["silva"]);
  });
});
