import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { CHECKLIST_STORAGE_KEY } from "./packing-list";
import { PackingChecklist } from "./packing-checklist";


function generate(days: string) {
  fireEvent.change(screen.getByLabelText("Duração (dias)"), { target: { value: days } });
  fireEvent.click(screen.getByRole("button", { name: "Gerar checklist" }));
}

// Rendering the whole list several times is slow on a busy machine: allow more than the default 5 s.
describe("PackingChecklist", { timeout: 20_000 }, () => {
  afterEach(() => window.localStorage.clear());

  it("ignores a duration that is not a whole number of days", () => {
    render(<PackingChecklist />);
    generate("dez");
    generate("0");
    expect(screen.queryByRole("checkbox", { name: "Desodorante" })).toBeNull();
    expect(screen.getByRole("button", { name: "Gerar checklist" })).toBeInTheDocument();
  });

  it("tracks the rounded progress and keeps the list for the next visit", () => {
    const { unmount } = render(<PackingChecklist />);
    fireEvent.click(screen.getByRole("radio", { name: "Frio" }));
    generate("3");
    const total = screen.getAllByRole("checkbox").length;
    expect(screen.getByRole("checkbox", { name: "Gorro, cachecol e luvas" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Progresso da bagagem" })).toHaveTextContent(`0 de ${total} itens`);

    fireEvent.click(screen.getByRole("checkbox", { name: "Desodorante" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Pijama" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Fones de ouvido" }));
    const percent = Math.round((3 / total) * 100);
    expect(screen.getByRole("status", { name: "Progresso da bagagem" })).toHaveTextContent(
      `3 de ${total} itens na mala${percent}%`,
    );
    unmount();

    // Nothing from storage in the server HTML; the browser render restores it.
    expect(renderToString(<PackingChecklist />)).not.toContain("Desodorante");
    expect(window.localStorage.getItem(CHECKLIST_STORAGE_KEY)).toContain('"marcado":true');
    render(<PackingChecklist />);
    expect(screen.getByRole("checkbox", { name: "Desodorante" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Gorro, cachecol e luvas" })).not.toBeChecked();
  });

  it("goes back to the filled-in setup on Reconfigurar", () => {
    render(<PackingChecklist />);
    fireEvent.change(screen.getByLabelText("Destino"), { target: { value: "Bariloche" } });
    generate("12");
    expect(screen.getByRole("heading", { name: "Bagagem para Bariloche" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Roupas extras (viagem longa)" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Reconfigurar" }));
    expect(screen.getByLabelText("Destino")).toHaveValue("Bariloche");
    expect(screen.getByLabelText("Duração (dias)")).toHaveValue("12");
    fireEvent.click(screen.getByRole("button", { name: "Voltar para a lista" }));
    expect(screen.getByRole("heading", { name: "Bagagem para Bariloche" })).toBeInTheDocument();
  });
});
