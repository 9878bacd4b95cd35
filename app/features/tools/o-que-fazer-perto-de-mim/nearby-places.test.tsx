import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { createRoutesStub, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { knownCenter, overpassHandlers, overpassNetworkError, overpassRuntimeError } from "#tests/mocks/overpass";
import { NEARBY_ERROR_MESSAGES } from "./messages";
import { NearbyPlaces } from "./nearby-places";

const server = setupServer(...overpassHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

/** navigator.geolocation answering with a position or a GeolocationPositionError code. */
function stubGeolocation(answer: { lat: number; lon: number } | { code: 1 | 2 | 3 }) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if ("code" in answer) failure?.({ code: answer.code, message: "" } as GeolocationPositionError);
    else success({ coords: { latitude: answer.lat, longitude: answer.lon } } as GeolocationPosition);
  });
  vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

function Page() {
  const { search } = useLocation();
  return (
    <>
      <NearbyPlaces />
      <output data-testid="query">{search}</output>
    </>
  );
}

function renderAt(url = "/t") {
  const Stub = createRoutesStub([{ path: "/t", Component: Page }]);
  render(<Stub initialEntries={[url]} />);
  return userEvent.setup();
}

const status = () => screen.getByRole("status", { name: "Situação da busca" });
const alert = () => screen.getByRole("alert");

async function searchCity(user: ReturnType<typeof userEvent.setup>, city: string) {
  const input = screen.getByRole("textbox", { name: "Cidade" });
  await user.clear(input);
  await user.type(input, city);
  await user.click(screen.getByRole("button", { name: "Buscar" }));
}

describe("NearbyPlaces", () => {
  it("lists the places around the visitor, nearest first, with distance and map link", async () => {
    const locate = stubGeolocation(knownCenter);
    const user = renderAt();
    await user.click(await screen.findByRole("button", { name: "Usar minha localização" }));

    // The fixture has 7 distinct named places of the searched kinds (a museum mapped twice counts once).
    expect(await screen.findByText("7 lugares encontrados perto de você, num raio de 5 km.")).toBeInTheDocument();
    expect(locate).toHaveBeenCalledTimes(1);
    const cards = await screen.findAllByRole("heading", { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual([
      "Marco Zero de São Paulo",
      "Catedral da Sé",
      "Pateo do Collegio",
      "Mirante do Farol Santander",
      "Parque Dom Pedro II",
      "Theatro Municipal de São Paulo",
      "Reserva do Morumbi",
    ]);
    // Marco Zero sits on the search centre.
    expect(cards[0]?.closest("li")).toHaveTextContent("a 0 m");
    const map = screen.getByRole("link", { name: /Ver no mapa: Pateo do Collegio/ });
    expect(map).toHaveAttribute("href", "https://www.openstreetmap.org/node/1003");
    expect(map).toHaveAttribute("target", "_blank");
    expect(screen.getByTestId("query")).toBeEmptyDOMElement();
  });

  it("narrows the list with the category chips and shows all again when none is chosen", async () => {
    stubGeolocation(knownCenter);
    const user = renderAt();
    await user.click(await screen.findByRole("button", { name: "Usar minha localização" }));
    const parks = await screen.findByRole("checkbox", { name: "Parques e natureza (2)" });
    await user.click(parks);
    const list = () => screen.getAllByRole("heading", { level: 3 }).map((card) => card.textContent);
    expect(list()).toEqual(["Parque Dom Pedro II", "Reserva do Morumbi"]);
    await user.click(screen.getByRole("checkbox", { name: "Museus e galerias (1)" }));
    expect(list()).toEqual(["Pateo do Collegio", "Parque Dom Pedro II", "Reserva do Morumbi"]);
    await user.click(parks);
    await user.click(screen.getByRole("checkbox", { name: "Museus e galerias (1)" }));
    expect(list()).toHaveLength(7);
  });

  it.each([
    [1, "permission-denied"],
    [3, "position-timeout"],
  ] as const)("explains a geolocation failure (code %i)", async (code, error) => {
    stubGeolocation({ code });
    const user = renderAt();
    await user.click(await screen.findByRole("button", { name: "Usar minha localização" }));
    expect(await within(alert()).findByText(NEARBY_ERROR_MESSAGES[error])).toBeInTheDocument();
  });

  it("searches a typed city, keeps it in the URL, and says when nothing is mapped there", async () => {
    const user = renderAt();
    await searchCity(user, "Campinas, SP");
    expect(screen.getByTestId("query")).toHaveTextContent("?cidade=Campinas%2C+SP&raio=5000");
    expect(await within(alert()).findByText(NEARBY_ERROR_MESSAGES["no-results"])).toBeInTheDocument();
  });

  it("runs the search of a shared link", async () => {
    renderAt("/t?cidade=sao%20paulo&raio=10000");
    expect(await screen.findByText("7 lugares encontrados perto de São Paulo, num raio de 10 km.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Distância" })).toHaveValue("10000");
  });

  it("says when the city does not exist in Brazil", async () => {
    const user = renderAt();
    await searchCity(user, "Cidade Que Não Existe");
    expect(await within(alert()).findByText(NEARBY_ERROR_MESSAGES["city-not-found"])).toBeInTheDocument();
  });

  it("explains a service that ran out of time and a network failure", async () => {
    server.use(overpassRuntimeError);
    const user = renderAt();
    await searchCity(user, "Campinas");
    expect(await within(alert()).findByText(NEARBY_ERROR_MESSAGES.timeout)).toBeInTheDocument();

    server.use(overpassNetworkError);
    await searchCity(user, "Campinas");
    expect(await within(alert()).findByText(NEARBY_ERROR_MESSAGES.network)).toBeInTheDocument();
    expect(status()).toBeEmptyDOMElement();
  });
});
