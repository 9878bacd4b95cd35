import { useState } from "react";
import { Icon } from "#app/components/ui/icon";
import {
  PLACE_CATEGORIES,
  PLACE_CATEGORY_LABELS,
  countByCategory,
  filterPlaces,
  formatDistance,
  type Place,
  type PlaceCategory,
} from "./overpass";

/** The places found, nearest first, with category chips that narrow the list (none chosen: all). */
export default function PlaceResults({ places }: { places: readonly Place[] }) {
  const [chosen, setChosen] = useState<PlaceCategory[]>([]);
  const counts = countByCategory(places);
  const shown = filterPlaces(places, chosen);

  function toggle(category: PlaceCategory) {
    setChosen((current) =>
      current.includes(category) ? current.filter((c) => c !== category) : [...current, category],
    );
  }

  return (
    <div className="grid gap-4">
      {/* The places' own headings sit under this one: the status above says the same to the eye. */}
      <h2 className="sr-only">Lugares encontrados</h2>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Filtrar por tipo</legend>
        <div className="flex flex-wrap gap-2">
          {PLACE_CATEGORIES.filter((category) => counts[category] > 0).map((category) => (
            <label
              key={category}
              className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border bg-card px-3 text-sm font-medium has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-[3px] has-focus-visible:ring-ring"
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={chosen.includes(category)}
                onChange={() => toggle(category)}
              />
              {PLACE_CATEGORY_LABELS[category]} ({counts[category]})
            </label>
          ))}
        </div>
      </fieldset>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((place) => (
          <li key={place.id} className="flex flex-col rounded-xl border bg-card p-4 shadow-sm">
            <h3 className="font-semibold">{place.name}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{PLACE_CATEGORY_LABELS[place.category]}</p>
            <p className="mt-2 flex items-center gap-1 text-sm font-medium">
              <Icon name="map-pin" className="size-4 shrink-0 text-primary" />a {formatDistance(place.distance)}
            </p>
            <a
              href={place.osmUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex min-h-10 items-center gap-1.5 self-start rounded-md text-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              Ver no mapa
              <span className="sr-only">: {place.name} (abre em nova aba)</span>
              <Icon name="external-link" className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
