/**
 * The browser's side of "O que fazer perto de mim": the visitor's position
 * from the Geolocation API and the calls to the public Overpass API (host
 * from configuration). Every outcome is a value, never a thrown error.
 */
import { publicConfig } from "#app/config/public";
import type { NearbyError } from "./messages";
import {
  buildCityQuery,
  buildNearbyQuery,
  hasRuntimeError,
  isValidPosition,
  parseCityAnswer,
  parseCityInput,
  parseNearbyAnswer,
  type City,
  type LatLon,
  type Place,
} from "./overpass";

/** The client gives up after this long; Overpass itself stops a query after QUERY_TIMEOUT_S. */
export const REQUEST_TIMEOUT_MS = 15_000;
export const GEOLOCATION_TIMEOUT_MS = 10_000;

export interface NearbyOptions {
  fetch?: typeof fetch;
  /** Aborting it (the visitor started another search) ends the call with status "aborted". */
  signal?: AbortSignal;
  overpassUrl?: string;
  timeoutMs?: number;
}

export type Failure = { status: "error"; error: NearbyError } | { status: "aborted" };
export type PlacesResult = { status: "found"; places: Place[] } | Failure;
export type CityResult = { status: "found"; city: City } | Failure;
export type PositionResult = { status: "found"; position: LatLon } | { status: "error"; error: NearbyError };

const BUSY_STATUSES = new Set([429, 502, 503, 504]);

function fail(error: NearbyError): Failure {
  return { status: "error", error };
}

/** POST {host}/api/interpreter with the query as the form field "data", under a time limit. */
async function interpret(query: string, options: NearbyOptions): Promise<{ status: "ok"; body: unknown } | Failure> {
  const base = (options.overpassUrl ?? publicConfig.overpassUrl).replace(/\/+$/, "");
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener("abort", forwardAbort);
  if (options.signal?.aborted) controller.abort();

  const failure = (otherwise: NearbyError): Failure =>
    options.signal?.aborted ? { status: "aborted" } : fail(timedOut ? "timeout" : otherwise);
  try {
    const response = await (options.fetch ?? fetch)(`${base}/api/interpreter`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" },
      body: new URLSearchParams({ data: query }).toString(),
      signal: controller.signal,
    });
    if (!response.ok) return fail(BUSY_STATUSES.has(response.status) ? "busy" : "malformed");
    try {
      const body: unknown = await response.json();
      return hasRuntimeError(body) ? fail("timeout") : { status: "ok", body };
    } catch {
      return failure("malformed");
    }
  } catch {
    return failure("network");
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", forwardAbort);
  }
}

/** Named attractions, museums, parks, viewpoints, monuments and theatres around a point, nearest first. */
export async function findNearbyPlaces(
  center: LatLon,
  radiusM: number,
  options: NearbyOptions = {},
): Promise<PlacesResult> {
  if (!isValidPosition(center)) return fail("position-unavailable");
  const answer = await interpret(buildNearbyQuery(center, radiusM), options);
  if (answer.status !== "ok") return answer;
  const places = parseNearbyAnswer(answer.body, center);
  if (!places) return fail("malformed");
  return places.length > 0 ? { status: "found", places } : fail("no-results");
}

/** A Brazilian city typed by hand ("Campinas", "Campinas, SP"), geocoded through the same Overpass host. */
export async function findCity(text: string, options: NearbyOptions = {}): Promise<CityResult> {
  const input = parseCityInput(text);
  if (!input) return fail("invalid-city");
  const answer = await interpret(buildCityQuery(input), options);
  if (answer.status !== "ok") return answer;
  const city = parseCityAnswer(answer.body);
  if (city.status === "malformed") return fail("malformed");
  return city.status === "found" ? city : fail("city-not-found");
}

/** The error codes of GeolocationPositionError. */
const GEOLOCATION_ERRORS: Record<number, NearbyError> = {
  1: "permission-denied",
  2: "position-unavailable",
  3: "position-timeout",
};

/**
 * Asks the browser for the visitor's position (this is when the permission
 * prompt appears). `geolocation` is injectable for tests; without one (old
 * browsers, insecure pages) the position is unavailable.
 */
export function locateVisitor(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
  timeoutMs = GEOLOCATION_TIMEOUT_MS,
): Promise<PositionResult> {
  if (!geolocation) return Promise.resolve({ status: "error", error: "position-unavailable" });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) =>
        resolve({ status: "found", position: { lat: position.coords.latitude, lon: position.coords.longitude } }),
      (error) => resolve({ status: "error", error: GEOLOCATION_ERRORS[error.code] ?? "position-unavailable" }),
      // A position from the last 5 minutes is close enough for "near me" and answers at once.
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 300_000 },
    );
  });
}
