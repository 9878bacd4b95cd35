/**
 * One search as the page runs it, from the visitor's position or a typed
 * city to the places found or the pt-BR sentence explaining why none are
 * shown. Loaded on the first search, so the page's first script stays small.
 */
import { NEARBY_ERROR_MESSAGES } from "./messages";
import { findCity, findNearbyPlaces, locateVisitor } from "./nearby-api";
import type { LatLon, Place } from "./overpass";

export type SearchOutcome =
  { status: "found"; places: Place[]; where: string } | { status: "error"; message: string } | { status: "aborted" };

/** Called once the place to search around is known: "perto de você", "perto de Campinas". */
export type OnSearching = (where: string) => void;

async function around(center: LatLon, where: string, radiusM: number, signal: AbortSignal, onSearching: OnSearching) {
  onSearching(where);
  const result = await findNearbyPlaces(center, radiusM, { signal });
  if (signal.aborted || result.status === "aborted") return { status: "aborted" } as const;
  return result.status === "found"
    ? ({ status: "found", places: result.places, where } as const)
    : ({ status: "error", message: NEARBY_ERROR_MESSAGES[result.error] } as const);
}

export async function searchNearVisitor(
  radiusM: number,
  signal: AbortSignal,
  onSearching: OnSearching,
): Promise<SearchOutcome> {
  const position = await locateVisitor();
  if (signal.aborted) return { status: "aborted" };
  if (position.status === "error") return { status: "error", message: NEARBY_ERROR_MESSAGES[position.error] };
  return around(position.position, "perto de você", radiusM, signal, onSearching);
}

export async function searchNearCity(
  text: string,
  radiusM: number,
  signal: AbortSignal,
  onSearching: OnSearching,
): Promise<SearchOutcome> {
  const city = await findCity(text, { signal });
  if (signal.aborted || city.status === "aborted") return { status: "aborted" };
  if (city.status === "error") return { status: "error", message: NEARBY_ERROR_MESSAGES[city.error] };
  return around(city.city, `perto de ${city.city.name}`, radiusM, signal, onSearching);
}
