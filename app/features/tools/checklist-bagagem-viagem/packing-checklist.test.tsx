import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CHECKLIST_STORAGE_KEY } from "./packing-list";
import { PackingChecklist } from "./packing-checklist";

function Page() {
  const { search } = useLocation();
  return (
    <>
      <PackingChecklist />
      <output aria-label="Endereço">{decodeURIComponent(search)}</output>
    </>
  );
}

const stub = (url: string) => {
  const Stub = createRoutesStub([{ path: "/t", Component: Page }]);
  return <Stub initialEntries={[url]} />;
};

function renderAt(url = "/t") {
  const view = render(stub(url));
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const address = () => screen.getByRole("status", { name: "Endereço" }).textContent;
const progress = () => screen.getByRole("status", { name: "Progresso da bagagem" });

function generate(days: string) {
  fireEvent.change(screen.getByLabelText("Duração (dias)"), { target: { value: days } });
  fireEvent.click(screen.getByRole("button", { name: "Gerar checklist" }));
}

// Rendering the whole list several times is slow on a busy machine: allow more than the default 5 s.
describe("PackingChecklist", { timeout: 20_000 }, () => {
  afterEach(() => window.localStorage.clear());

  it("ignores a duration that is not a whole number of days", () => {
    renderAt();
    generate("dez");
    generate("0");
    expect(screen.queryByRole("checkbox", { name: "Desodorante" })).toBeNull();
    expect(screen.getByRole("button", { name: "Gerar checklist" })).toBeInTheDocument();
    expect(address()).toBe("");
  });

  it("puts the trip in the address, tracks the rounded progress and keeps the list for the next visit", async () => {
    const { user, unmount } = renderAt();
    await user.click(screen.getByRole("radio", { name: "Frio" }));
    await user.click(screen.getByRole("checkbox", { name: "Montanha e trilhas" }));
    generate("3");
    expect(await screen.findByRole("checkbox", { name: "Gorro, cachecol e luvas" })).toBeInTheDocument();
    expect(address()).toBe("?destino=&dias=3&clima=frio&atividade=montanha");
    const total = screen.getAllByRole("checkbox").length;
    expect(progress()).toHaveTextContent(`0 de ${total} itens`);

    await user.click(screen.getByRole("checkbox", { name: "Desodorante" }));
    await user.click(screen.getByRole("checkbox", { name: "Pijama" }));
    await user.click(screen.getByRole("checkbox", { name: "Fones de ouvido" }));
    const percent = Math.round((3 / total) * 100);
    expect(progress()).toHaveTextContent(`3 de ${total} itens na mala${percent}%`);
    expect(screen.getByRole("progressbar", { name: "Progresso da bagagem" })).toHaveAttribute(
      "aria-valuenow",
      String(percent),
    );
    unmount();

    // Nothing from storage in the server HTML; the browser render restores it.
    expect(renderToString(stub("/t"))).not.toContain("Desodorante");
    expect(JSON.parse(window.localStorage.getItem(CHECKLIST_STORAGE_KEY) ?? "{}")).toEqual({
      viagem: "destino=&dias=3&clima=frio&atividade=montanha",
      marcados: ["desodorante", "fones-de-ouvido", "pijama"],
    });
    renderAt();
    expect(await screen.findByRole("checkbox", { name: "Desodorante" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Gorro, cachecol e luvas" })).not.toBeChecked();
  });

  it("renders the list an address describes", () => {
    renderAt("/t?destino=Salvador&dias=4&clima=quente&atividade=praia");
    expect(screen.getByRole("heading", { name: "Bagagem para Salvador" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Roupa de banho (biquíni, maiô ou sunga)" })).not.toBeChecked();
    expect(screen.queryByRole("checkbox", { name: "Roupas extras (viagem longa)" })).toBeNull();
  });

  it("goes back to the filled-in setup on Reconfigurar, keeping checks of the items still listed", async () => {
    const { user } = renderAt();
    fireEvent.change(screen.getByLabelText("Destino"), { target: { value: "Bariloche" } });
    generate("12");
    expect(await screen.findByRole("heading", { name: "Bagagem para Bariloche" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Roupas extras (viagem longa)" })).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Desodorante" }));

    await user.click(screen.getByRole("link", { name: "Reconfigurar" }));
    expect(screen.getByLabelText("Destino")).toHaveValue("Bariloche");
    expect(screen.getByLabelText("Duração (dias)")).toHaveValue("12");
    await user.click(screen.getByRole("link", { name: "Voltar para a lista" }));
    expect(screen.getByRole("heading", { name: "Bagagem para Bariloche" })).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Reconfigurar" }));
    generate("5");
    expect(await screen.findByRole("heading", { name: "Bagagem para Bariloche" })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Roupas extras (viagem longa)" })).toBeNull();
    expect(screen.getByRole("checkbox", { name: "Desodorante" })).toBeChecked();
  });
});
