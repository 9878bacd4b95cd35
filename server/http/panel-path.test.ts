import { describe, expect, it } from "vitest";
import { panelSpelling } from "./panel-path";

describe("panelSpelling", () => {
  it("finds the panel under every spelling React Router matches", () => {
    const spellings: [string, string][] = [
      ["/painel", "/painel"],
      ["/PAINEL", "/painel"],
      ["/Painel/equipe", "/painel/equipe"],
      ["/%70ainel/leads/1", "/painel/leads/1"],
      ["/%50AINEL/Leads/1", "/painel/leads/1"],
      ["/PAINEL.data", "/painel.data"],
      ["/painel/LEADS/1.data?_routes=x", "/painel/leads/1.data"],
      ["/contato/../Painel", "/painel"],
      ["/x/%2e%2e/painel/conta", "/painel/conta"],
      ["/painel/", "/painel/"],
      ["http://outro.example/PAINEL/equipe", "/painel/equipe"],
    ];
    for (const [target, canonical] of spellings) expect(panelSpelling(target), target).toEqual({ canonical });
  });

  it("keeps the canonical spelling as it is", () => {
    for (const path of ["/painel", "/painel/leads/12", "/painel.data", "/painel/definir-senha"]) {
      expect(panelSpelling(path)?.canonical).toBe(path);
    }
  });

  it("knows a malformed panel path as the panel, with nowhere to redirect", () => {
    expect(panelSpelling("/PAINEL/%ZZ")).toEqual({ canonical: null });
  });

  it("leaves the rest of the site alone", () => {
    for (const target of ["/", "/contato", "/painelx", "/blog/painel", "//painel", "/painel%2Fequipe/../x"]) {
      expect(panelSpelling(target), target).toBeNull();
    }
  });
});
