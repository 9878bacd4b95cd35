import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ITINERARY_STORAGE_KEY, parseStoredItinerary, serializeItinerary } from "./itinerary";
import { ItineraryPlanner } from "./itinerary-planner";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("#app/components/ui/toast", () => ({ toast }));

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

function Page() {
  const { search } = useLocation();
  return (
    <>
      <ItineraryPlanner />
      <output aria-label="Endereço">{search}</output>
    </>
  );
}

const stub = (url: string) => {
  const Stub = createRoutesStub([{ path: "/t", Component: Page }]);
  return <Stub initialEntries={[url]} />;
};

function createStructure(start: string, end: string) {
  fireEvent.change(screen.getByLabelText("Data de início"), { target: { value: start } });
  fireEvent.change(screen.getByLabelText("Data de fim"), { target: { value: end } });
  fireEvent.click(screen.getByRole("button", { name: /estrutura/ }));
}

const days = () => screen.queryAllByRole("region", { name: /^Dia/ });

function addItem(fields: { dia: string; nome: string; horario?: string }) {
  const form = within(screen.getByRole("form", { name: "Adicionar item" }));
  fireEvent.change(form.getByLabelText("Dia"), { target: { value: fields.dia } });
  fireEvent.change(form.getByLabelText("Nome"), { target: { value: fields.nome } });
  if (fields.horario)
    fireEvent.change(form.getByLabelText("Horário (opcional)"), { target: { value: fields.horario } });
  fireEvent.click(form.getByRole("button", { name: "Adicionar" }));
}

describe("ItineraryPlanner", { timeout: 20_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.clearAllMocks();
  });
  afterEach(() => {
    window.localStorage.clear();
  });

  it("renders the empty form on the server even when an itinerary is saved, so hydration matches", () => {
    window.localStorage.setItem(ITINERARY_STORAGE_KEY, serializeItinerary(saved));
    const html = renderToString(stub("/t"));
    expect(html).not.toContain("Torre Eiffel");
    expect(html).toContain("Criar estrutura");
  });

  it("builds the days the address names, for the page sent without JavaScript", () => {
    const html = renderToString(stub("/t?destino=Recife&inicio=2026-11-23&fim=2026-11-21"));
    expect(html).toContain("Roteiro: Recife");
    expect(html).toContain("21/11/2026");
    expect(html).toContain("23/11/2026");
    // Adding items needs the script: the server sends no add-item form.
    expect(html).not.toContain("Adicionar item");
  });

  it("answers dates more than a year apart with the limit, on the server, building no day", () => {
    const html = renderToString(stub("/t?destino=x&inicio=0100-01-01&fim=9999-12-31"));
    expect(html).toContain("O roteiro vai até 365 dias, e essas datas somam 3.615.900 dias.");
    expect(html).not.toContain("Roteiro: x");
    // The form keeps the dates, for the visitor to correct.
    expect(html).toContain('value="9999-12-31"');
    expect(html.length).toBeLessThan(20_000);
  });

  it("answers the same in the browser, keeping the trip already shown, until the dates fit", () => {
    render(stub("/t"));
    createStructure("2026-11-21", "2026-11-25");
    createStructure("0100-01-01", "9999-12-31");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "O roteiro vai até 365 dias, e essas datas somam 3.615.900 dias. Escolha datas mais próximas.",
    );
    expect(days()).toHaveLength(5);
    createStructure("2027-01-01", "2027-01-03");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(days()).toHaveLength(3);
  });

  it("restores the saved itinerary in the browser and says so", async () => {
    window.localStorage.setItem(ITINERARY_STORAGE_KEY, serializeItinerary(saved));
    render(stub("/t"));
    expect(await screen.findByRole("heading", { name: "Roteiro: Paris" })).toBeInTheDocument();
    expect(screen.getByText("Torre Eiffel")).toBeInTheDocument();
    expect(screen.getByLabelText("Destino principal")).toHaveValue("Paris");
    expect(toast.success).toHaveBeenCalledWith("Roteiro restaurado", expect.anything());
  });

  it("makes the 8 days from 21/11 to 28/11 when the end date is typed first (issue 14)", () => {
    render(stub("/t"));
    expect(screen.getByLabelText("Data de fim")).not.toHaveAttribute("min");
    expect(screen.getByLabelText("Data de início")).not.toHaveAttribute("max");
    createStructure("2026-11-28", "2026-11-21");
    expect(days()).toHaveLength(8);
    expect(days()[0]).toHaveTextContent("21/11/2026");
    expect(days()[7]).toHaveTextContent("28/11/2026");
  });

  it("builds the days, adds items through the one form and removes them, and saves only on Salvar", async () => {
    render(stub("/t"));
    fireEvent.click(screen.getByRole("button", { name: "Criar estrutura" }));
    expect(days()).toHaveLength(0);

    createStructure("2026-11-21", "2026-11-25");
    expect(days()).toHaveLength(5);
    expect(days()[0]).toHaveTextContent("21/11/2026");
    expect(days()[4]).toHaveTextContent("25/11/2026");
    expect(await screen.findAllByRole("form", { name: "Adicionar item" })).toHaveLength(1);

    addItem({ dia: "2", nome: "Museu do Louvre", horario: "14:00" });
    const secondDay = within(days()[1] as HTMLElement);
    expect(secondDay.getByText("Museu do Louvre")).toBeInTheDocument();
    expect(within(days()[0] as HTMLElement).queryByText("Museu do Louvre")).toBeNull();
    expect(screen.getByLabelText("Nome")).toHaveValue("");
    // The day stays chosen for the next item.
    expect(screen.getByLabelText("Dia")).toHaveValue("2");
    expect(window.localStorage.getItem(ITINERARY_STORAGE_KEY)).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    const stored = parseStoredItinerary(window.localStorage.getItem(ITINERARY_STORAGE_KEY));
    expect(stored?.dias[1]?.itens.map((item) => [item.nome, item.horario])).toEqual([["Museu do Louvre", "14:00"]]);
    expect(toast.success).toHaveBeenCalledWith("Roteiro salvo", expect.anything());

    fireEvent.click(secondDay.getByRole("button", { name: "Remover Museu do Louvre" }));
    expect(secondDay.queryByText("Museu do Louvre")).toBeNull();
    expect(screen.getByText("Alterações não salvas")).toBeInTheDocument();
  });

  it("chooses a day in the form from the day's own button and moves to the name field", async () => {
    render(stub("/t"));
    createStructure("2026-11-21", "2026-11-24");
    fireEvent.click(await screen.findByRole("button", { name: "Adicionar item ao Dia 3" }));
    expect(screen.getByLabelText("Dia")).toHaveValue("3");
    expect(screen.getByLabelText("Nome")).toHaveFocus();
  });

  it("recreating the structure replaces the items, with a way back", async () => {
    window.localStorage.setItem(ITINERARY_STORAGE_KEY, serializeItinerary(saved));
    render(stub("/t"));
    expect(await screen.findByText("Torre Eiffel")).toBeInTheDocument();
    createStructure("2026-12-30", "2027-01-02");
    expect(days()).toHaveLength(4);
    expect(screen.queryByText("Torre Eiffel")).toBeNull();
    const [, options] = toast.mock.calls.find(([message]) => message === "Estrutura recriada") ?? [];
    const undo = options?.action;
    expect(undo?.label).toBe("Desfazer");
    // A block body: act's synchronous overload (an arrow returning the call's value would pick the async one).
    act(() => {
      undo?.onClick?.();
    });
    expect(screen.getByText("Torre Eiffel")).toBeInTheDocument();
    expect(screen.getByLabelText("Data de início")).toHaveValue("2026-11-21");
  });
});
