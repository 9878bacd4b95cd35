import { useId } from "react";
import { Form } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { Label } from "#app/components/ui/label";
import { NativeCheckbox } from "#app/components/ui/native-checkbox";
import { NativeSelect } from "#app/components/ui/native-select";
import {
  DESTINATION_REGION_LABELS,
  destinationsByName,
  type Destination,
  type DestinationRegion,
} from "./destinations";

const REGION_ORDER = Object.keys(DESTINATION_REGION_LABELS) as DestinationRegion[];

/** Destinations grouped by region, regions in a fixed order, names alphabetical. */
function byRegion(): Array<[DestinationRegion, Destination[]]> {
  const sorted = destinationsByName();
  return REGION_ORDER.map((region) => [region, sorted.filter((d) => d.region === region)]);
}

/** A plain GET form: the server renders the checklist for the chosen destination, with no script. */
export function DocumentsForm({ destinationId, withMinor }: { destinationId: string; withMinor: boolean }) {
  const id = useId();
  return (
    <Form method="get" preventScrollReset className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-destino`}>Para onde você vai?</Label>
        <NativeSelect id={`${id}-destino`} name="destino" required defaultValue={destinationId}>
          <option value="" disabled hidden>
            Escolha o país de destino
          </option>
          {byRegion().map(([region, destinations]) =>
            destinations.length > 0 ? (
              <optgroup key={region} label={DESTINATION_REGION_LABELS[region]}>
                {destinations.map((destination) => (
                  <option key={destination.id} value={destination.id}>
                    {destination.name}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </NativeSelect>
      </div>
      <div className="flex items-start gap-3">
        <NativeCheckbox id={`${id}-menor`} name="menor" value="sim" defaultChecked={withMinor} className="mt-0.5" />
        <div className="min-w-0">
          <Label htmlFor={`${id}-menor`}>Viajo com menor de idade</Label>
          <p className="text-sm text-muted-foreground">Inclui as autorizações para crianças e adolescentes.</p>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
        <Icon name="file-check" aria-hidden="true" />
        Ver documentos
      </Button>
    </Form>
  );
}
