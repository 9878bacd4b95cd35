/**
 * Nearby things to do from OpenStreetMap: the Overpass QL queries (places
 * around a point, a Brazilian city by name) and the parsing of their JSON
 * answers into places with a category and a distance. Pure functions, no I/O.
 */
import { formatNumber } from "#app/lib/numbers";
import { PLACE_CATEGORIES, type PlaceCategory } from "./categories";

export interface LatLon {
  lat: number;
  lon: number;
}

export { PLACE_CATEGORIES, PLACE_CATEGORY_LABELS, isPlaceCategory, type PlaceCategory } from "./categories";

/**
 * OSM tags searched, and the category each gives. The first match wins, so a
 * museum also tagged as an attraction is a museum.
 */
const TAG_CATEGORIES: ReadonlyArray<{ key: string; values: readonly string[]; category: PlaceCategory }> = [
  { key: "tourism", values: ["museum", "gallery"], category: "museu" },
  { key: "tourism", values: ["viewpoint"], category: "mirante" },
  { key: "historic", values: ["monument", "castle", "memorial"], category: "historico" },
  { key: "amenity", values: ["theatre", "arts_centre"], category: "cultura" },
  { key: "leisure", values: ["park", "nature_reserve", "garden"], category: "parque" },
  { key: "tourism", values: ["attraction", "zoo", "theme_park"], category: "atracao" },
];

export { DEFAULT_RADIUS_M, RADIUS_OPTIONS_M, readRadius } from "./radius";
/** Elements asked from the server; the answer is then sorted by distance and cut to MAX_PLACES. */
export const QUERY_RESULT_LIMIT = 300;
export const MAX_PLACES = 60;
/** Server-side time limit of a query, seconds (the client gives up a little earlier or later on its own). */
export const QUERY_TIMEOUT_S = 25;
/** Two results with the same name this close are one place mapped twice (a point and its building). */
const DUPLICATE_DISTANCE_M = 150;
const MEAN_EARTH_RADIUS_M = 6_371_008.8;

export interface Place {
  /** "node/123", unique across OSM element types. */
  id: string;
  name: string;
  category: PlaceCategory;
  lat: number;
  lon: number;
  /** Metres from the search centre. */
  distance: number;
  osmUrl: string;
}

export interface City {
  name: string;
  lat: number;
  lon: number;
}

/**
 * Three decimals: the point Overpass receives is within about 80 m of the visitor, never their exact position (the
 * privacy policy says so), and a search of 1 km or more finds the same places. Distances are measured here, from
 * the real position.
 */
function coordinate(value: number): string {
  return value.toFixed(3);
}

/** Places of the categories above, with a name, within `radiusM` metres of `center`. */
export function buildNearbyQuery(center: LatLon, radiusM: number, limit = QUERY_RESULT_LIMIT): string {
  const around = `(around:${Math.round(radiusM)},${coordinate(center.lat)},${coordinate(center.lon)})`;
  const keys = [...new Set(TAG_CATEGORIES.map((entry) => entry.key))];
  const statements = keys.map((key) => {
    const values = TAG_CATEGORIES.filter((entry) => entry.key === key).flatMap((entry) => entry.values);
    return `  nwr["${key}"~"^(${values.join("|")})$"]["name"]${around};`;
  });
  return [`[out:json][timeout:${QUERY_TIMEOUT_S}];`, "(", ...statements, ");", `out center qt ${limit};`].join("\n");
}

export interface CityInput {
  name: string;
  /** UF typed after the name ("Campinas, SP"), narrowing the search to that state. */
  state: string | null;
}

const UFS = new Set("AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO".split(" "));

/**
 * "Campinas", "campinas, sp", "Campinas - SP", "Campinas/SP". Null for text
 * that cannot be a city name (digits, symbols, too short or long).
 */
export function parseCityInput(text: string): CityInput | null {
  const trimmed = text.trim().replace(/\s+/g, " ");
  const match = /^(.*?)\s*(?:[,/-]\s*([A-Za-z]{2}))?$/.exec(trimmed);
  const name = match?.[1]?.trim() ?? "";
  const uf = match?.[2]?.toUpperCase() ?? null;
  if (uf !== null && !UFS.has(uf)) return null;
  if (name.length < 2 || name.length > 80 || !/^[\p{L}][\p{L} '’.-]*$/u.test(name)) return null;
  return { name, state: uf };
}

// Alternations, not bracket classes: a byte-oriented regex engine would read "[áã]" as single bytes.
const ACCENT_VARIANTS: Record<string, string> = {
  a: "(a|á|à|â|ã|Á|À|Â|Ã)",
  e: "(e|é|ê|É|Ê)",
  i: "(i|í|Í)",
  o: "(o|ó|ô|õ|Ó|Ô|Õ)",
  u: "(u|ú|ü|Ú|Ü)",
  c: "(c|ç|Ç)",
  "'": "('|’)",
  "’": "('|’)",
  ".": "\\.",
};

/**
 * A POSIX regular expression matching the name whatever the visitor did with
 * accents; capitals are left to the query's case-insensitive flag.
 */
export function accentInsensitivePattern(name: string): string {
  const base = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  return `^${[...base].map((char) => ACCENT_VARIANTS[char] ?? char).join("")}$`;
}

/** Cities, towns and villages of that name in Brazil (or in the state typed). */
export function buildCityQuery(city: CityInput, limit = 20): string {
  const area = city.state ? `area["ISO3166-2"="BR-${city.state}"]` : `area["ISO3166-1"="BR"][admin_level=2]`;
  // parseCityInput lets through only letters, spaces, hyphens, apostrophes and dots: no quote ends the QL string.
  const pattern = accentInsensitivePattern(city.name).replace(/\\/g, "\\\\");
  return [
    `[out:json][timeout:${QUERY_TIMEOUT_S}];`,
    `${area}->.searchArea;`,
    `node["place"~"^(city|town|village)$"]["name"~"${pattern}",i](area.searchArea);`,
    `out ${limit};`,
  ].join("\n");
}

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function distanceMetres(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * MEAN_EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "350 m" under a kilometre (to the nearest 10 m), "1,2 km" up to 100 km, then "123 km". */
export function formatDistance(metres: number): string {
  const rounded = Math.round(metres / 10) * 10;
  if (rounded < 1000) return `${rounded} m`;
  const km = metres / 1000;
  return km < 100 ? `${formatNumber(km, 1)} km` : `${formatNumber(km, 0)} km`;
}

export function isValidPosition(position: LatLon): boolean {
  return (
    Number.isFinite(position.lat) &&
    Number.isFinite(position.lon) &&
    Math.abs(position.lat) <= 90 &&
    Math.abs(position.lon) <= 180
  );
}

type OsmType = "node" | "way" | "relation";

interface OsmElement {
  type: OsmType;
  id: number;
  position: LatLon;
  tags: Record<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readPosition(value: Record<string, unknown>): LatLon | null {
  const { lat, lon } = value;
  if (typeof lat !== "number" || typeof lon !== "number") return null;
  const position = { lat, lon };
  return isValidPosition(position) ? position : null;
}

/** One element of an answer, or null when it lacks what a place needs. */
function readElement(value: unknown): OsmElement | null {
  if (!isRecord(value)) return null;
  const { type, id, tags, center } = value;
  if (type !== "node" && type !== "way" && type !== "relation") return null;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id <= 0) return null;
  if (!isRecord(tags)) return null;
  const position = type === "node" ? readPosition(value) : isRecord(center) ? readPosition(center) : null;
  if (!position) return null;
  const stringTags = Object.fromEntries(
    Object.entries(tags).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  return { type, id, position, tags: stringTags };
}

/** The elements of an Overpass JSON answer, or null when the answer is not one. */
export function readElements(body: unknown): unknown[] | null {
  if (!isRecord(body) || !Array.isArray(body.elements)) return null;
  return body.elements;
}

/** Overpass reports a query that ran out of time or memory in a "remark", with HTTP 200. */
export function hasRuntimeError(body: unknown): boolean {
  return isRecord(body) && typeof body.remark === "string" && /runtime error/i.test(body.remark);
}

export function categoryOf(tags: Readonly<Record<string, string>>): PlaceCategory | null {
  const match = TAG_CATEGORIES.find((entry) => {
    const value = tags[entry.key];
    return value !== undefined && entry.values.includes(value);
  });
  return match?.category ?? null;
}

function placeName(tags: Readonly<Record<string, string>>): string | null {
  const name = (tags.name ?? "").trim();
  return name === "" ? null : name;
}

function normalizedName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/**
 * The places of an answer, nearest first, without malformed elements, places
 * of other kinds or duplicates, at most `max` of them. Null when the answer
 * is not an Overpass answer at all.
 */
export function parseNearbyAnswer(body: unknown, center: LatLon, max = MAX_PLACES): Place[] | null {
  const elements = readElements(body);
  if (!elements) return null;
  const places: Place[] = [];
  for (const raw of elements) {
    const element = readElement(raw);
    if (!element) continue;
    const name = placeName(element.tags);
    const category = categoryOf(element.tags);
    if (!name || !category) continue;
    places.push({
      id: `${element.type}/${element.id}`,
      name,
      category,
      ...element.position,
      distance: distanceMetres(center, element.position),
      osmUrl: `https://www.openstreetmap.org/${element.type}/${element.id}`,
    });
  }
  places.sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name, "pt-BR"));

  const kept: Place[] = [];
  for (const place of places) {
    const duplicate = kept.some(
      (other) =>
        normalizedName(other.name) === normalizedName(place.name) &&
        distanceMetres(other, place) < DUPLICATE_DISTANCE_M,
    );
    if (!duplicate) kept.push(place);
    if (kept.length === max) break;
  }
  return kept;
}

const PLACE_RANK: Record<string, number> = { city: 3, town: 2, village: 1 };

export type CityAnswer = { status: "found"; city: City } | { status: "not-found" } | { status: "malformed" };

/** The best match of a city search: the most populous, then the biggest kind of place. */
export function parseCityAnswer(body: unknown): CityAnswer {
  const elements = readElements(body);
  if (!elements) return { status: "malformed" };
  const candidates = elements.flatMap((raw) => {
    const element = readElement(raw);
    const name = element ? placeName(element.tags) : null;
    if (!element || !name) return [];
    const population = Number.parseInt((element.tags.population ?? "").replace(/\D/g, ""), 10);
    return [
      {
        city: { name, ...element.position },
        population: Number.isFinite(population) ? population : 0,
        rank: PLACE_RANK[element.tags.place ?? ""] ?? 0,
      },
    ];
  });
  candidates.sort((a, b) => b.population - a.population || b.rank - a.rank);
  const best = candidates[0];
  return best ? { status: "found", city: best.city } : { status: "not-found" };
}

/** Places of the chosen categories; none chosen means all. */
export function filterPlaces(places: readonly Place[], categories: readonly PlaceCategory[]): Place[] {
  return categories.length === 0 ? [...places] : places.filter((place) => categories.includes(place.category));
}

/** How many places each category has, for the filter labels. */
export function countByCategory(places: readonly Place[]): Record<PlaceCategory, number> {
  const counts = Object.fromEntries(PLACE_CATEGORIES.map((category) => [category, 0])) as Record<PlaceCategory, number>;
  for (const place of places) counts[place.category] += 1;
  return counts;
}
