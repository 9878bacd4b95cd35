import { fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ITINERARY_STORAGE_KEY, parseStoredItinerary, serializeItinerary } from "./itinerary";
import { ItineraryPlanner } from "./itinerary-planner";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const saved = {
  destino: "Paris",
  dataInicio: "2026-11-21",
  dataFim: "2026-11-22",
  dias: [
    {
      dia: 1,
      data: "2026-11-21",
      itens: [{ id: "1", nome: "Torre Eiffel", tipo: "atracao" as const, horario: "10:00" }],
    },
    { dia: 2, data: "2026-11-22", itens: [] },
  ],
};

function createStructure(start: string, end: string) {
  fireEvent.change(screen.getByLabelText("Data de início"), { target: { value: start } });
  fireEvent.change(screen.getByLabelText("Data de fim"), { target: { value: end } });
  fireEvent.click(screen.getByRole("button", { name: /estrutura/ }));
}

describe("ItineraryPlanner", { timeout: 20_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    toast.success.mockClear();
  });
  afterEach(() => {
    window.localStorage.clear();
  });

  it("renders the empty form on the server even when an itinerary is saved, so hydration matches", () => {
    window.localStorage.setItem(ITINERARY_STORAGE_KEY, serializeItinerary(saved));
    const html = renderToString(<ItineraryPlanner />);
    expect(html).not.toContain("Torre Eiffel");
    expect(html).toContain("Criar estrutura");
  });

  it("restores the saved itinerary in the browser and says so", () => {
    window.localStorage.setItem(ITINERARY_STORAGE_KEY, serializeItinerary(saved));
    render(<ItineraryPlanner />);
    expect(screen.getByRole("heading", { name: "Roteiro: Paris" })).toBeInTheDocument();
    expect(screen.getByText("Torre Eiffel")).toBeInTheDocument();
    expect(screen.getByLabelText("Destino principal")).toHaveValue("Paris");
    expect(toast.success).toHaveBeenCalledWith("Roteiro restaurado", expect.anything());
  });

  it("builds the days, adds and removes items, and saves only on Salvar", () => {
    render(<ItineraryPlanner />);
    fireEvent.click(screen.getByRole("button", { name: "Criar estrutura" }));
    expect(screen.queryByRole("region", { name: /^Dia/ })).toBeNull();

    createStructure("2026-11-21", "2026-11-25");
    const days = screen.getAllByRole("region", { name: /^Dia/ });
    expect(days).toHaveLength(5);
    expect(days[0]).toHaveTextContent("21/11/2026");
    expect(days[4]).toHaveTextContent("25/11/2026");

    const secondDay = within(days[1] as HTMLElement);
    fireEvent.change(secondDay.getByLabelText("Nome"), { target: { value: "Museu do Louvre" } });
    fireEvent.change(secondDay.getByLabelText("Horário (opcional)"), { target: { value: "14:00" } });
    fireEvent.click(secondDay.getByRole("button", { name: "Adicionar" }));
    expect(secondDay.getByText("Museu do Louvre")).toBeInTheDocument();
    expect(secondDay.getByLabelText("Nome")).toHaveValue("");
    expect(window.localStorage.getItem(ITINERARY_STORAGE_KEY)).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    const stored = parseStoredItinerary(window.localStorage.getItem(ITINERARY_STORAGE_KEY));
    expect(stored?.dias[1]?.itens.map((item) => [item.nome, item.horario])).toEqual([["Museu do Louvre", "14:00"]]);
    expect(toast.success).toHaveBeenCalledWith("Roteiro salvo", expect.anything());

    fireEvent.click(secondDay.getByRole("button", { name: "Remover Museu do Louvre" }));
    expect(secondDay.queryByText("Museu do Louvre")).toBeNull();
    expect(screen.getByText("Alterações não salvas")).toBeInTheDocument();
  });
});
