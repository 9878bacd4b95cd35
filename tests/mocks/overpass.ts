/**
 * MSW handlers imitating the Overpass API (https://overpass-api.de) with the
 * answer shapes it really gives: POST /api/interpreter with the query in the
 * form field "data"; JSON with an "elements" array (nodes with lat/lon, ways
 * and relations with a "center"); a "remark" when the query ran out of time;
 * 429/504 when the public server is overloaded.
 */
import { delay, http, HttpResponse } from "msw";
import { publicConfig } from "#app/config/public";

const interpreterRoute = `${publicConfig.overpassUrl}/api/interpreter`;

/** Praça da Sé, São Paulo: the fixture places surround it. */
export const knownCenter = { lat: -23.5503, lon: -46.6339 };
/** Somewhere with nothing mapped. */
export const emptyCenter = { lat: -10, lon: -55 };

const envelope = {
  version: 0.6,
  generator: "Overpass API 0.7.62.4 2390de5a",
  osm3s: {
    timestamp_osm_base: "2026-11-23T04:00:00Z",
    copyright:
      "The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.",
  },
};

/** Real-looking answer around knownCenter, with the malformed and irrelevant elements a real one can hold. */
export const nearbyBody = {
  ...envelope,
  elements: [
    {
      type: "node",
      id: 1004,
      lat: -23.5453,
      lon: -46.6384,
      tags: { amenity: "theatre", name: "Theatro Municipal de São Paulo" },
    },
    {
      type: "node",
      id: 1001,
      lat: -23.5503,
      lon: -46.6339,
      tags: { historic: "monument", name: "Marco Zero de São Paulo" },
    },
    {
      type: "way",
      id: 2001,
      center: { lat: -23.5466, lon: -46.629 },
      nodes: [1, 2, 3],
      tags: { leisure: "park", name: "Parque Dom Pedro II" },
    },
    {
      type: "node",
      id: 1003,
      lat: -23.548,
      lon: -46.6325,
      tags: { tourism: "museum", historic: "building", name: "Pateo do Collegio" },
    },
    // The same museum mapped again as its building, a little farther away.
    {
      type: "way",
      id: 2002,
      center: { lat: -23.5479, lon: -46.6324 },
      tags: { tourism: "museum", name: "Pateo do Collegio" },
    },
    {
      type: "node",
      id: 1002,
      lat: -23.5512,
      lon: -46.6343,
      tags: { tourism: "attraction", amenity: "place_of_worship", name: "Catedral da Sé" },
    },
    {
      type: "node",
      id: 1005,
      lat: -23.5458,
      lon: -46.6344,
      tags: { tourism: "viewpoint", name: "Mirante do Farol Santander" },
    },
    {
      type: "relation",
      id: 3001,
      center: { lat: -23.6, lon: -46.7 },
      tags: { leisure: "nature_reserve", name: "Reserva do Morumbi" },
    },
    // Malformed or out of scope: no coordinates, no center, bad types, no name, other kinds of place.
    { type: "node", id: 1006, tags: { tourism: "museum", name: "Sem coordenadas" } },
    { type: "way", id: 2003, tags: { leisure: "park", name: "Sem centro" } },
    { type: "node", id: 1008, lat: "-23.55", lon: -46.63, tags: { tourism: "museum", name: "Latitude em texto" } },
    { type: "node", id: -5, lat: -23.55, lon: -46.63, tags: { tourism: "museum", name: "Id negativo" } },
    { type: "node", id: 1009, lat: -23.55, lon: -46.63, tags: { tourism: "museum", name: "  " } },
    { type: "node", id: 1007, lat: -23.5504, lon: -46.634, tags: { shop: "bakery", name: "Padaria Santa Tereza" } },
    { type: "area", id: 3600000001, tags: { name: "Área" } },
    "não é um elemento",
  ],
};

interface CityFixture {
  state: string;
  element: { type: "node"; id: number; lat: number; lon: number; tags: Record<string, string> };
}

const cities: CityFixture[] = [
  {
    state: "SP",
    element: {
      type: "node",
      id: 5001,
      lat: -22.9056,
      lon: -47.0608,
      tags: { place: "city", name: "Campinas", population: "1139047" },
    },
  },
  {
    state: "GO",
    element: { type: "node", id: 5002, lat: -16.2, lon: -49.3, tags: { place: "village", name: "Campinas" } },
  },
  {
    state: "SP",
    element: {
      type: "node",
      id: 5003,
      lat: -23.5503,
      lon: -46.6339,
      tags: { place: "city", name: "São Paulo", population: "11451245" },
    },
  },
  {
    state: "SP",
    element: {
      type: "node",
      id: 5004,
      lat: -22.7536,
      lon: -47.4136,
      tags: { place: "city", name: "Santa Bárbara d'Oeste", population: "183.347" },
    },
  },
];

/** Answers like Overpass would: the places around knownCenter, and the fixture cities whose name matches the query. */
export const overpassHandlers = [
  http.post(interpreterRoute, async ({ request }) => {
    const query = new URLSearchParams(await request.text()).get("data") ?? "";
    const around = /\(around:(\d+),(-?[\d.]+),(-?[\d.]+)\)/.exec(query);
    if (around) {
      // The page sends the point rounded to three decimals.
      const atKnown =
        Math.abs(Number(around[2]) - knownCenter.lat) < 0.001 && Math.abs(Number(around[3]) - knownCenter.lon) < 0.001;
      return HttpResponse.json(atKnown ? nearbyBody : { ...envelope, elements: [] });
    }
    const name = /\["name"~"((?:[^"\\]|\\.)*)",i\]/.exec(query);
    if (query.includes('["place"') && name?.[1]) {
      const pattern = new RegExp(name[1].replace(/\\\\/g, "\\"), "i");
      const state = /"ISO3166-2"="BR-([A-Z]{2})"/.exec(query)?.[1];
      const elements = cities
        .filter((city) => (state ? city.state === state : true) && pattern.test(city.element.tags.name ?? ""))
        .map((city) => city.element);
      return HttpResponse.json({ ...envelope, elements });
    }
    return new HttpResponse("Error: line 1: parse error", { status: 400, headers: { "Content-Type": "text/html" } });
  }),
];

/** Offline, DNS failure or a CSP block. */
export const overpassNetworkError = http.post(interpreterRoute, () => HttpResponse.error());
/** A captive portal or proxy answering HTML with 200. */
export const overpassHtmlAnswer = http.post(
  interpreterRoute,
  () => new HttpResponse("<html><body>Login</body></html>", { headers: { "Content-Type": "text/html" } }),
);
/** JSON that is not an Overpass answer. */
export const overpassWrongShape = http.post(interpreterRoute, () => HttpResponse.json({ places: [] }));
/** The public server refusing work: too many requests. */
export const overpassRateLimited = http.post(
  interpreterRoute,
  () => new HttpResponse("Too Many Requests", { status: 429 }),
);
/** The query hit the server's own time limit: HTTP 200 with a remark. */
export const overpassRuntimeError = http.post(interpreterRoute, () =>
  HttpResponse.json({
    ...envelope,
    elements: [],
    remark: 'runtime error: Query timed out in "query" at line 3 after 26 seconds.',
  }),
);
/** A server that never answers (the client's own timeout must end the wait). */
export const overpassNeverAnswers = http.post(interpreterRoute, async () => {
  await delay("infinite");
  return HttpResponse.json({ ...envelope, elements: [] });
});
