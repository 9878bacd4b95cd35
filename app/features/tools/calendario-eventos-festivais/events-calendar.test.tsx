import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { EventsCalendar } from "./events-calendar";

function renderAt(url: string) {
  const Stub = createRoutesStub([{ path: "/t", Component: () => <EventsCalendar currentYear={2026} /> }]);
  render(<Stub initialEntries={[url]} />);
  return userEvent.setup();
}

const section = (name: string | RegExp) => screen.getByRole("region", { name });

describe("EventsCalendar", () => {
  it("shows the current year by default, with its feriadões highlighted before the holidays and festivals", () => {
    renderAt("/t");
    expect(screen.getByRole("spinbutton", { name: "Ano" })).toHaveValue(2026);
    expect(screen.getByText("2026", { selector: "strong" })).toBeInTheDocument();
    const sections = screen.getAllByRole("region").map((region) => region.getAttribute("aria-labelledby"));
    expect(sections).toEqual(["feriadoes-titulo", "feriados-titulo", "festivais-titulo"]);
    // 2026: Tiradentes falls on a Tuesday, so Monday 20 April is the bridge (Saturday 18 to Tuesday 21).
    const april = within(section("Feriadões de 2026")).getByRole("heading", { name: "18 a 21 de abril" }).closest("li");
    expect(april).toHaveTextContent("4 dias de folga");
    expect(april).toHaveTextContent("Emende segunda-feira, 20 de abril (dia de ponte)");
  });

  it("adds the chosen state's holidays, filtered by month, each with its .ics download", () => {
    renderAt("/t?ano=2025&mes=4&uf=RJ&regiao=");
    const holidays = section("Feriados de abril de 2025");
    expect(
      within(holidays)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Sexta-feira Santa (Paixão de Cristo)", "Páscoa", "Tiradentes", "Dia de São Jorge"]);
    const saoJorge = within(holidays).getByRole("heading", { name: "Dia de São Jorge" }).closest("li");
    if (!saoJorge) throw new Error("no São Jorge");
    expect(saoJorge).toHaveTextContent("Feriado estadual");
    expect(saoJorge).toHaveTextContent("Fonte: Lei estadual 5.198/2008 (RJ)");
    expect(within(saoJorge).getByRole("link", { name: /Adicionar à agenda: Dia de São Jorge/ })).toHaveAttribute(
      "href",
      "/ferramentas/calendario-eventos-festivais/evento.ics?tipo=feriado&id=rj-sao-jorge&ano=2025&uf=RJ",
    );
    // Good Friday 18 to São Jorge on Wednesday 23, with Tuesday 22 as the bridge.
    expect(within(section("Feriadões de abril de 2025")).getByRole("heading", { level: 3 })).toHaveTextContent(
      "18 a 23 de abril",
    );
  });

  it("filters festivals by month and region through the form", async () => {
    const user = renderAt("/t");
    const year = screen.getByRole("spinbutton", { name: "Ano" });
    await user.clear(year);
    await user.type(year, "2027");
    await user.selectOptions(screen.getByRole("combobox", { name: "Mês" }), "Fevereiro");
    await user.selectOptions(screen.getByRole("combobox", { name: "Região dos festivais" }), "Nordeste");
    await user.click(screen.getByRole("button", { name: "Mostrar" }));

    const festivals = await screen.findByRole("region", { name: "Festivais e eventos de fevereiro de 2027" });
    const names = within(festivals)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(names).toContain("Carnaval de Salvador");
    expect(names).not.toContain("Carnaval do Rio de Janeiro");
    // Easter 2027 is 28 March: Salvador's Carnaval runs from Thursday 4 to Ash Wednesday 10 February.
    const salvador = within(festivals).getByRole("heading", { name: "Carnaval de Salvador" }).closest("li");
    expect(salvador).toHaveTextContent("4 a 10 de fevereiro");
    expect(salvador).toHaveTextContent("Salvador – BA · Nordeste");
  });

  it("labels festivals whose dates are not announced yet", () => {
    renderAt("/t?ano=2026&mes=1&regiao=Nordeste");
    const bonfim = within(section("Festivais e eventos de janeiro de 2026"))
      .getByRole("heading", { name: "Lavagem do Bonfim" })
      .closest("li");
    expect(bonfim).toHaveTextContent("Normalmente em janeiro (datas a confirmar)");
  });

  it("explains a year it does not cover and shows the current one", () => {
    renderAt("/t?ano=1800");
    expect(screen.getByRole("alert")).toHaveTextContent("O calendário vai de 2000 a 2100");
    expect(screen.getByRole("heading", { name: "Feriadões de 2026" })).toBeInTheDocument();
  });
});
