import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  emptyCenter,
  knownCenter,
  overpassHandlers,
  overpassHtmlAnswer,
  overpassNetworkError,
  overpassNeverAnswers,
  overpassRateLimited,
  overpassRuntimeError,
  overpassWrongShape,
} from "#tests/mocks/overpass";
import { NEARBY_ERROR_MESSAGES } from "./messages";
import { findCity, findNearbyPlaces, locateVisitor, REQUEST_TIMEOUT_MS } from "./nearby-api";

const server = setupServer(...overpassHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe("findNearbyPlaces", () => {
  it("lists the named places nearest first, skipping malformed, unrelated and duplicate elements", async () => {
    const result = await findNearbyPlaces(knownCenter, 5000);
    expect(result.status).toBe("found");
    if (result.status !== "found") return;
    expect(result.places.map((place) => [place.id, place.category])).toEqual([
      ["node/1001", "historico"],
      ["node/1002", "atracao"],
      ["node/1003", "museu"],
      ["node/1005", "mirante"],
      ["way/2001", "parque"],
      ["node/1004", "cultura"],
      ["relation/3001", "parque"],
    ]);
    expect(result.places[2]).toMatchObject({
      name: "Pateo do Collegio",
      lat: -23.548,
      lon: -46.6325,
      osmUrl: "https://www.openstreetmap.org/node/1003",
    });
    expect(result.places[4]?.osmUrl).toBe("https://www.openstreetmap.org/way/2001");
  });

  it("reports an empty answer as no results", async () => {
    expect(await findNearbyPlaces(emptyCenter, 1000)).toEqual({ status: "error", error: "no-results" });
  });

  it("reports a network failure", async () => {
    server.use(overpassNetworkError);
    expect(await findNearbyPlaces(knownCenter, 5000)).toEqual({ status: "error", error: "network" });
  });

  it("reports an HTML page or JSON of another shape as a malformed answer", async () => {
    server.use(overpassHtmlAnswer);
    expect(await findNearbyPlaces(knownCenter, 5000)).toEqual({ status: "error", error: "malformed" });
    server.use(overpassWrongShape);
    expect(await findNearbyPlaces(knownCenter, 5000)).toEqual({ status: "error", error: "malformed" });
  });

  it("reports an overloaded server as busy", async () => {
    server.use(overpassRateLimited);
    expect(await findNearbyPlaces(knownCenter, 5000)).toEqual({ status: "error", error: "busy" });
  });

  it("reports the server's own time limit as a timeout", async () => {
    server.use(overpassRuntimeError);
    expect(await findNearbyPlaces(knownCenter, 5000)).toEqual({ status: "error", error: "timeout" });
  });

  it("gives up after its own time limit when the server never answers", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    server.use(overpassNeverAnswers);
    const pending = findNearbyPlaces(knownCenter, 5000);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ status: "error", error: "timeout" });
  });

  it("ends quietly when the visitor starts another search", async () => {
    server.use(overpassNeverAnswers);
    const controller = new AbortController();
    const pending = findNearbyPlaces(knownCenter, 5000, { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ status: "aborted" });
  });

  it("uses the configured host, with or without a trailing slash", async () => {
    const seen: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      seen.push(String(input));
      return Response.json({ elements: [] });
    };
    await findNearbyPlaces(knownCenter, 5000, { fetch: fakeFetch, overpassUrl: "https://overpass.exemplo.com.br/" });
    expect(seen).toEqual(["https://overpass.exemplo.com.br/api/interpreter"]);
  });

  it("does not call the service for an impossible position", async () => {
    expect(await findNearbyPlaces({ lat: 91, lon: 0 }, 5000)).toEqual({
      status: "error",
      error: "position-unavailable",
    });
  });
});

describe("findCity", () => {
  it("finds the most populous match, whatever the accents and capitals", async () => {
    expect(await findCity("campinas")).toEqual({
      status: "found",
      city: { name: "Campinas", lat: -22.9056, lon: -47.0608 },
    });
    expect(await findCity("SAO PAULO")).toMatchObject({ status: "found", city: { name: "São Paulo" } });
    expect(await findCity("Santa Barbara d’Oeste")).toMatchObject({
      status: "found",
      city: { name: "Santa Bárbara d'Oeste" },
    });
  });

  it("searches only the state typed after the name", async () => {
    expect(await findCity("Campinas, GO")).toEqual({
      status: "found",
      city: { name: "Campinas", lat: -16.2, lon: -49.3 },
    });
    expect(await findCity("São Paulo - RJ")).toEqual({ status: "error", error: "city-not-found" });
  });

  it("reports a city that does not exist", async () => {
    expect(await findCity("Cidade Inexistente")).toEqual({ status: "error", error: "city-not-found" });
  });

  it("rejects text that cannot be a city without calling the service", async () => {
    expect(await findCity("12345")).toEqual({ status: "error", error: "invalid-city" });
    expect(await findCity("Campinas, XX")).toEqual({ status: "error", error: "invalid-city" });
  });

  it("reports failures of the service", async () => {
    server.use(overpassNetworkError);
    expect(await findCity("Campinas")).toEqual({ status: "error", error: "network" });
    server.use(overpassWrongShape);
    expect(await findCity("Campinas")).toEqual({ status: "error", error: "malformed" });
  });
});

function fakeGeolocation(
  answer: { latitude: number; longitude: number } | { code: number },
): Geolocation & { options: PositionOptions[] } {
  const options: PositionOptions[] = [];
  return {
    options,
    getCurrentPosition(success, failure, given) {
      if (given) options.push(given);
      if ("code" in answer) {
        failure?.({ code: answer.code, message: "", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
        return;
      }
      const coords = {
        ...answer,
        accuracy: 20,
        altitude: null,
        altitudeAccuracy: null,
        heading: null,
        speed: null,
        toJSON: () => answer,
      };
      success({ coords, timestamp: 0, toJSON: () => ({ coords }) });
    },
    watchPosition: () => 0,
    clearWatch: () => undefined,
  };
}

describe("locateVisitor", () => {
  it("gives the visitor's position when allowed", async () => {
    const geolocation = fakeGeolocation({ latitude: -23.5, longitude: -46.6 });
    expect(await locateVisitor(geolocation)).toEqual({ status: "found", position: { lat: -23.5, lon: -46.6 } });
    expect(geolocation.options[0]).toMatchObject({ timeout: 10_000 });
  });

  it.each([
    [1, "permission-denied"],
    [2, "position-unavailable"],
    [3, "position-timeout"],
  ])("maps the browser's error code %i to %s", async (code, error) => {
    expect(await locateVisitor(fakeGeolocation({ code }))).toEqual({ status: "error", error });
  });

  it("reports the position as unavailable where the browser has no geolocation", async () => {
    expect(await locateVisitor(undefined)).toEqual({ status: "error", error: "position-unavailable" });
  });
});

describe("messages", () => {
  it("asks for permission or a city when location is denied", () => {
    expect(NEARBY_ERROR_MESSAGES["permission-denied"]).toBe("Permita o acesso à sua localização ou digite uma cidade.");
  });
});
