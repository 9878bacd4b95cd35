import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { DocumentsChecker } from "./documents-checker";

function renderAt(url: string) {
  const Stub = createRoutesStub([{ path: "/t", Component: DocumentsChecker }]);
  render(<Stub initialEntries={[url]} />);
  return userEvent.setup();
}

describe("DocumentsChecker", () => {
  it("lists every destination with its headline rule before one is chosen, and the note to confirm", () => {
    renderAt("/t");
    expect(screen.getByRole("note")).toHaveTextContent(
      "Confirme sempre no consulado ou no site oficial antes de viajar.",
    );
    const argentina = screen.getByRole("link", { name: /^Argentina/ });
    expect(argentina).toHaveAttribute("href", "/t?destino=argentina");
    expect(argentina).toHaveTextContent("RG ou passaporte · Sem visto para turismo");
    expect(screen.getByRole("link", { name: /^Estados Unidos/ })).toHaveTextContent("Passaporte · Visto");
  });

  it("gives the checklist of a destination, with sources and check dates, and the minors' rules when asked", async () => {
    const user = renderAt("/t");
    await user.selectOptions(screen.getByRole("combobox", { name: "Para onde você vai?" }), "Estados Unidos");
    await user.click(screen.getByRole("checkbox", { name: "Viajo com menor de idade" }));
    await user.click(screen.getByRole("button", { name: "Ver documentos" }));

    expect(await screen.findByRole("heading", { name: "Documentos para Estados Unidos" })).toBeInTheDocument();
    const trip = screen.getByRole("region", { name: "Para a viagem" });
    const visa = within(trip).getByRole("heading", { name: "Visto de turismo e negócios (B1/B2)" }).closest("li");
    if (!visa) throw new Error("no visa item");
    expect(visa).toHaveTextContent("Obrigatório");
    expect(visa).toHaveTextContent("verificado em 23/11/2026");
    expect(within(visa).getByRole("link", { name: /U.S. Department of State/ })).toHaveAttribute(
      "href",
      "https://travel.state.gov/content/travel/en/us-visas/tourism-visit/visitor.html",
    );
    expect(within(trip).getByRole("heading", { name: "Passaporte válido" })).toBeInTheDocument();
    const minor = screen.getByRole("region", { name: "Para o menor de idade" });
    expect(within(minor).getByRole("heading", { name: "Viajando com só um dos pais" })).toBeInTheDocument();
  });

  it("keeps the minors' rules out unless a minor travels", () => {
    renderAt("/t?destino=chile");
    expect(screen.getByRole("heading", { name: "Documentos para Chile" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "RG, CIN ou passaporte" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Para o menor de idade" })).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Para onde você vai?" })).toHaveValue("chile");
  });

  it("says so for a destination it does not know", () => {
    renderAt("/t?destino=atlantida");
    expect(screen.getByRole("alert")).toHaveTextContent("Não temos as regras desse destino. Escolha um país da lista.");
  });
});
