import { describe, expect, it } from "vitest";
import { knownCenter, nearbyBody } from "#tests/mocks/overpass";
import {
  accentInsensitivePattern,
  buildCityQuery,
  buildNearbyQuery,
  categoryOf,
  countByCategory,
  DEFAULT_RADIUS_M,
  distanceMetres,
  filterPlaces,
  formatDistance,
  parseCityAnswer,
  parseCityInput,
  parseNearbyAnswer,
  readRadius,
  type Place,
} from "./overpass";

describe("buildNearbyQuery", () => {
  it("asks for named places of every category around the point, with centres for ways and a limit", () => {
    const query = buildNearbyQuery({ lat: -23.5503, lon: -46.6339 }, 5000, 100);
    expect(query).toBe(
      [
        "[out:json][timeout:25];",
        "(",
        '  nwr["tourism"~"^(museum|gallery|viewpoint|attraction|zoo|theme_park)$"]["name"](around:5000,-23.550,-46.634);',
        '  nwr["historic"~"^(monument|castle|memorial)$"]["name"](around:5000,-23.550,-46.634);',
        '  nwr["amenity"~"^(theatre|arts_centre)$"]["name"](around:5000,-23.550,-46.634);',
        '  nwr["leisure"~"^(park|nature_reserve|garden)$"]["name"](around:5000,-23.550,-46.634);',
        ");",
        "out center qt 100;",
      ].join("\n"),
    );
  });

  it("sends a point within 100 m of the visitor, never their exact position", () => {
    const visitor = { lat: -22.906847, lon: -43.172896 };
    const around = /\(around:\d+,(-?[\d.]+),(-?[\d.]+)\)/.exec(buildNearbyQuery(visitor, 1000));
    const sent = { lat: Number(around?.[1]), lon: Number(around?.[2]) };
    expect(sent).not.toEqual(visitor);
    expect(distanceMetres(visitor, sent)).toBeLessThan(100);
  });
});

describe("parseCityInput", () => {
  it.each([
    ["Campinas", { name: "Campinas", state: null }],
    ["  campinas ,  sp ", { name: "campinas", state: "SP" }],
    ["Campinas - SP", { name: "Campinas", state: "SP" }],
    ["Campinas/sp", { name: "Campinas", state: "SP" }],
    ["Embu-Guaçu", { name: "Embu-Guaçu", state: null }],
    ["Santa Bárbara d'Oeste, SP", { name: "Santa Bárbara d'Oeste", state: "SP" }],
    ["São  João del-Rei", { name: "São João del-Rei", state: null }],
  ])("reads %j", (text, expected) => {
    expect(parseCityInput(text)).toEqual(expected);
  });

  it.each(["", "a", "12345", "Campinas, XX", 'São Paulo"; out;', "Rio (RJ)", "x".repeat(81)])("rejects %j", (text) => {
    expect(parseCityInput(text)).toBeNull();
  });
});

describe("accentInsensitivePattern and buildCityQuery", () => {
  it("matches the name with or without accents, and nothing longer", () => {
    const pattern = new RegExp(accentInsensitivePattern("sao joao del-rei"), "i");
    expect(pattern.test("São João del-Rei")).toBe(true);
    expect(pattern.test("SAO JOAO DEL-REI")).toBe(true);
    expect(pattern.test("São João del-Rei do Norte")).toBe(false);
    const typedWithAccents = new RegExp(accentInsensitivePattern("Goiânia"), "i");
    expect(typedWithAccents.test("Goiania")).toBe(true);
    expect(new RegExp(accentInsensitivePattern("St. Louis"), "i").test("StX Louis")).toBe(false);
  });

  it("searches cities, towns and villages inside Brazil, or inside the state typed", () => {
    const country = buildCityQuery({ name: "Campinas", state: null });
    expect(country).toContain('area["ISO3166-1"="BR"][admin_level=2]->.searchArea;');
    expect(country).toContain(
      'node["place"~"^(city|town|village)$"]["name"~"^(c|ç|Ç)(a|á|à|â|ã|Á|À|Â|Ã)mp(i|í|Í)n(a|á|à|â|ã|Á|À|Â|Ã)s$",i](area.searchArea);',
    );
    expect(buildCityQuery({ name: "Campinas", state: "SP" })).toContain('area["ISO3166-2"="BR-SP"]->.searchArea;');
  });

  it("escapes the backslash of a dot for the QL string", () => {
    expect(buildCityQuery({ name: "St. Louis", state: null })).toContain(
      '"^st\\\\. l(o|ó|ô|õ|Ó|Ô|Õ)(u|ú|ü|Ú|Ü)(i|í|Í)s$",i',
    );
  });
});

describe("distanceMetres", () => {
  it("gives one degree of a meridian as π × R ÷ 180", () => {
    // R = 6.371.008,8 m → 111.195,08 m.
    expect(distanceMetres({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111195.08, 1);
    expect(distanceMetres({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(111195.08, 1);
  });

  it("shrinks a degree of longitude with latitude and reaches half the circumference at the antipode", () => {
    // At 60°: 2R·asin(cos 60° · sin 0,5°) = 2R × 0,0043633 = 55.597,0 m. Antipode: π·R = 20.015.114 m.
    expect(distanceMetres({ lat: 60, lon: 0 }, { lat: 60, lon: 1 })).toBeCloseTo(55597.0, 0);
    expect(distanceMetres({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(20015114, -1);
    expect(distanceMetres(knownCenter, knownCenter)).toBe(0);
  });
});

describe("formatDistance", () => {
  it.each([
    [0, "0 m"],
    [107.8, "110 m"],
    [994, "990 m"],
    [996, "1,0 km"],
    [1240, "1,2 km"],
    [8714, "8,7 km"],
    [99_949, "99,9 km"],
    [123_456, "123 km"],
  ])("shows %d m as “%s”", (metres, text) => {
    expect(formatDistance(metres)).toBe(text);
  });
});

describe("parseNearbyAnswer", () => {
  it("computes each place's distance from the centre", () => {
    // Near 23,55° S a degree of latitude is 111.195 m and one of longitude 111.195 × cos 23,55° ≈ 101.937 m:
    // Catedral: √((0,0009 × 111.195)² + (0,0004 × 101.937)²) ≈ 108 m; Theatro: √(556,0² + 458,7²) ≈ 721 m;
    // Reserva: √(5.526² + 6.738²) ≈ 8.714 m.
    const places = parseNearbyAnswer(nearbyBody, knownCenter) ?? [];
    const distance = (id: string) => places.find((place) => place.id === id)?.distance ?? NaN;
    expect(Math.abs(distance("node/1002") - 108)).toBeLessThan(2);
    expect(Math.abs(distance("node/1004") - 721)).toBeLessThan(3);
    expect(Math.abs(distance("relation/3001") - 8714)).toBeLessThan(15);
    expect(formatDistance(distance("relation/3001"))).toBe("8,7 km");
  });

  it("keeps the nearer of two mapped copies of the same place", () => {
    const places = parseNearbyAnswer(nearbyBody, knownCenter) ?? [];
    expect(places.filter((place) => place.name === "Pateo do Collegio").map((place) => place.id)).toEqual([
      "node/1003",
    ]);
  });

  it("cuts the list to the nearest ones", () => {
    expect(parseNearbyAnswer(nearbyBody, knownCenter, 2)?.map((place) => place.id)).toEqual(["node/1001", "node/1002"]);
  });

  it("rejects an answer without an elements list", () => {
    expect(parseNearbyAnswer({ remark: "x" }, knownCenter)).toBeNull();
    expect(parseNearbyAnswer("texto", knownCenter)).toBeNull();
    expect(parseNearbyAnswer({ elements: [] }, knownCenter)).toEqual([]);
  });
});

describe("categoryOf", () => {
  it.each([
    [{ tourism: "museum" }, "museu"],
    [{ tourism: "gallery" }, "museu"],
    [{ tourism: "viewpoint" }, "mirante"],
    [{ historic: "castle" }, "historico"],
    [{ amenity: "arts_centre" }, "cultura"],
    [{ leisure: "garden" }, "parque"],
    [{ tourism: "zoo" }, "atracao"],
    [{ tourism: "attraction", historic: "memorial" }, "historico"],
    [{ tourism: "museum", historic: "monument" }, "museu"],
    [{ shop: "bakery" }, null],
    [{ tourism: "hotel" }, null],
  ])("classifies %j as %s", (tags, category) => {
    expect(categoryOf(tags)).toBe(category);
  });
});

describe("parseCityAnswer", () => {
  const node = (id: number, tags: Record<string, string>) => ({ type: "node", id, lat: -20, lon: -45, tags });

  it("prefers the most populous place, reading populations written with separators", () => {
    const body = {
      elements: [
        node(1, { name: "Bela Vista", place: "town", population: "9.800" }),
        node(2, { name: "Bela Vista", place: "city", population: "12.500" }),
        node(3, { name: "Bela Vista", place: "village" }),
      ],
    };
    expect(parseCityAnswer(body)).toEqual({ status: "found", city: { name: "Bela Vista", lat: -20, lon: -45 } });
    const [, second] = body.elements;
    expect(parseCityAnswer({ elements: [second] })).toMatchObject({ status: "found" });
  });

  it("without populations, prefers a city to a town to a village", () => {
    const body = {
      elements: [
        { ...node(1, { name: "X", place: "village" }), lat: -1 },
        { ...node(2, { name: "X", place: "city" }), lat: -2 },
        { ...node(3, { name: "X", place: "town" }), lat: -3 },
      ],
    };
    expect(parseCityAnswer(body)).toMatchObject({ city: { lat: -2 } });
  });

  it("tells not found from malformed", () => {
    expect(parseCityAnswer({ elements: [] })).toEqual({ status: "not-found" });
    expect(parseCityAnswer({ elements: [node(1, { place: "city" })] })).toEqual({ status: "not-found" });
    expect(parseCityAnswer([])).toEqual({ status: "malformed" });
  });
});

describe("filters", () => {
  const place = (id: string, category: Place["category"]): Place => ({
    id,
    name: id,
    category,
    lat: 0,
    lon: 0,
    distance: 0,
    osmUrl: "",
  });
  const places = [place("a", "museu"), place("b", "parque"), place("c", "museu")];

  it("keeps the chosen categories, all of them when none is chosen", () => {
    expect(filterPlaces(places, ["museu"]).map((p) => p.id)).toEqual(["a", "c"]);
    expect(filterPlaces(places, []).map((p) => p.id)).toEqual(["a", "b", "c"]);
  });

  it("counts places per category", () => {
    expect(countByCategory(places)).toEqual({ atracao: 0, museu: 2, parque: 1, mirante: 0, historico: 0, cultura: 0 });
  });

  it("reads the radius, falling back to the default", () => {
    expect(readRadius("10000")).toBe(10000);
    expect(readRadius("1234")).toBe(DEFAULT_RADIUS_M);
    expect(readRadius(undefined)).toBe(DEFAULT_RADIUS_M);
  });
});
