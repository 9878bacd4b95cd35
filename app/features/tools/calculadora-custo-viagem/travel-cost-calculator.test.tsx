import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formatBRL } from "#app/lib/numbers";
import { TravelCostCalculator } from "./travel-cost-calculator";

/** Text as the page shows it; toHaveTextContent collapses the non-breaking space after "R$". */
const brl = (value: number) => formatBRL(value).replace(/\s/g, " ");

function Page() {
  const { search } = useLocation();
  return (
    <>
      <TravelCostCalculator />
      <output aria-label="Endereço">{search}</output>
    </>
  );
}

function renderAt(url = "/t") {
  const Stub = createRoutesStub([{ path: "/t", Component: Page }]);
  render(<Stub initialEntries={[url]} />);
  return { user: userEvent.setup(), result: screen.getByRole("status", { name: "Resultado" }) };
}

describe("TravelCostCalculator", { timeout: 20_000 }, () => {
  // jsdom lays nothing out: record the scroll that brings the result into view on phones.
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
  });

  it("estimates a road trip and puts the inputs in the address", async () => {
    const { user, result } = renderAt();
    expect(result).toBeEmptyDOMElement();
    expect(screen.getByRole("radio", { name: "Moderado" })).toBeChecked();

    await user.type(screen.getByLabelText("Destino"), "Gramado (RS)");
    await user.type(screen.getByLabelText("Duração (dias)"), "5");
    await user.type(screen.getByLabelText("Número de viajantes"), "2");
    await user.click(screen.getByRole("radio", { name: "Econômico" }));
    await user.type(screen.getByLabelText("Distância só de ida (km)"), "300");
    await user.type(screen.getByLabelText("Consumo (km/l)"), "12");
    await user.type(screen.getByLabelText("Preço do combustível (R$/l)"), "6");
    await user.click(screen.getByRole("button", { name: "Calcular custo" }));

    // Econômico: 80 × 5 + 60 × 5 × 2 + 40 × 5 × 2 = 1.400; fuel 300 × 2 ÷ 12 × 6 = 300.
    expect(await within(result).findByText(brl(1700))).toBeInTheDocument();
    expect(result).toHaveTextContent("Viagem para Gramado (RS) · 5 dias · 2 viajantes · Econômico");
    expect(result).toHaveTextContent(`Por pessoa${brl(850)}`);
    expect(result).toHaveTextContent(`Por pessoa, por dia${brl(170)}`);
    expect(result).toHaveTextContent("50,0 litros, ida e volta");
    const address = new URLSearchParams(screen.getByRole("status", { name: "Endereço" }).textContent ?? "");
    expect(Object.fromEntries(address)).toEqual({
      destino: "Gramado (RS)",
      dias: "5",
      viajantes: "2",
      estilo: "economico",
      distancia: "300",
      consumo: "12",
      preco: "6",
    });
    expect(screen.getByRole("complementary", { name: "Consultoria gratuita" })).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledOnce();
  });

  it("shows a shared estimate with its inputs filled in", () => {
    const { result } = renderAt("/t?destino=Paraty&dias=2&viajantes=1&estilo=luxo&distancia=&consumo=&preco=");
    // Luxo: 300 × 2 + 200 × 2 + 150 × 2 = 1.300.
    expect(result).toHaveTextContent(`Custo total estimado${brl(1300)}`);
    expect(result).toHaveTextContent("Não incluído: preencha distância, consumo e preço");
    expect(screen.getByLabelText("Destino")).toHaveValue("Paraty");
    expect(screen.getByLabelText("Duração (dias)")).toHaveValue("2");
    expect(screen.getByRole("radio", { name: "Luxo" })).toBeChecked();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("ignores a submission without a whole number of travellers and keeps the last estimate", async () => {
    const { user, result } = renderAt("/t?dias=2&viajantes=1&estilo=economico");
    expect(result).toHaveTextContent(brl(360));
    const travellers = screen.getByLabelText("Número de viajantes");
    await user.clear(travellers);
    await user.type(travellers, "1,5");
    await user.click(screen.getByRole("button", { name: "Calcular custo" }));
    expect(result).toHaveTextContent(brl(360));
    expect(screen.getByRole("status", { name: "Endereço" })).toHaveTextContent("viajantes=1&");
  });
});
