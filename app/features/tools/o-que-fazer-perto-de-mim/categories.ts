/**
 * The kinds of place the search looks for, with their pt-BR names. Apart from
 * the Overpass code so the page can describe them without loading it.
 */

export const PLACE_CATEGORIES = ["atracao", "museu", "parque", "mirante", "historico", "cultura"] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];

export const PLACE_CATEGORY_LABELS: Record<PlaceCategory, string> = {
  atracao: "Atrações",
  museu: "Museus e galerias",
  parque: "Parques e natureza",
  mirante: "Mirantes",
  historico: "Monumentos e história",
  cultura: "Teatros e centros culturais",
};

export function isPlaceCategory(value: string): value is PlaceCategory {
  return (PLACE_CATEGORIES as readonly string[]).includes(value);
}
