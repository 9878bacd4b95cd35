import { Link, useSearchParams } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { checkDocuments } from "./check-documents";
import {
  CONFIRM_NOTE,
  DESTINATION_REGION_LABELS,
  destinationsByName,
  findDestination,
  type Destination,
  type DestinationRegion,
} from "./destinations";
import { DocumentChecklist } from "./document-checklist";
import { DocumentsForm } from "./documents-form";

/**
 * The checklist for the destination in the URL (?destino=chile&menor=sim),
 * computed while rendering: the server sends the finished page, with no script.
 */
export function DocumentsChecker() {
  const [params] = useSearchParams();
  const destinationId = params.get("destino")?.trim() ?? "";
  const withMinor = params.get("menor") === "sim";
  const destination = destinationId === "" ? undefined : findDestination(destinationId);
  const items = destination ? checkDocuments(destination.id, { withMinor }) : null;

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="grid gap-4 lg:sticky lg:top-20">
        <DocumentsForm destinationId={destination?.id ?? ""} withMinor={withMinor} />
        <ConfirmNote />
      </div>
      <div className="min-w-0">
        {destinationId !== "" && !destination ? (
          <p
            role="alert"
            className="mb-6 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm font-medium"
          >
            Não temos as regras desse destino. Escolha um país da lista.
          </p>
        ) : null}
        {destination && items ? (
          <section aria-labelledby="documentos-titulo" className="grid gap-6">
            <div>
              <h2 id="documentos-titulo" className="font-heading text-2xl font-bold tracking-tight">
                Documentos para {destination.name}
              </h2>
              <p className="mt-1 text-muted-foreground">
                {DESTINATION_REGION_LABELS[destination.region]} · cidadão brasileiro em viagem de turismo
                {withMinor ? ", com menor de idade" : ""}
              </p>
            </div>
            <DocumentChecklist title="Para a viagem" items={items.filter((item) => item.group === "viagem")} />
            {withMinor ? (
              <DocumentChecklist title="Para o menor de idade" items={items.filter((item) => item.group === "menor")} />
            ) : null}
          </section>
        ) : (
          <Overview />
        )}
      </div>
    </div>
  );
}

function ConfirmNote() {
  return (
    <p role="note" className="flex gap-3 rounded-xl border-2 border-warning bg-warning/15 p-4 text-sm font-medium">
      <Icon name="info" className="mt-0.5 size-5 shrink-0" />
      <span>{CONFIRM_NOTE} As regras de entrada mudam, e a palavra final é da imigração do país de destino.</span>
    </p>
  );
}

const REGION_ORDER = Object.keys(DESTINATION_REGION_LABELS) as DestinationRegion[];

function summary(destination: Destination): string {
  const parts = [destination.rg.accepted ? "RG ou passaporte" : "Passaporte", destination.entry.title];
  if (destination.yellowFever.status === "exigido") parts.push("Vacina de febre amarela");
  return parts.join(" · ");
}

/** Before a destination is chosen: every destination with its headline rule, each a link to its checklist. */
function Overview() {
  const sorted = destinationsByName();
  return (
    <section aria-labelledby="destinos-titulo">
      <h2 id="destinos-titulo" className="font-heading text-2xl font-bold tracking-tight">
        Destinos e o que pedem
      </h2>
      <p className="mt-1 text-muted-foreground">
        Escolha um destino no formulário ou toque num país para ver a lista completa, com as fontes oficiais.
      </p>
      <div className="mt-6 grid gap-6">
        {REGION_ORDER.map((region) => {
          const destinations = sorted.filter((d) => d.region === region);
          if (destinations.length === 0) return null;
          return (
            <div key={region}>
              <h3 className="font-heading text-lg font-semibold">{DESTINATION_REGION_LABELS[region]}</h3>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {destinations.map((destination) => (
                  <li key={destination.id}>
                    <Link
                      to={`?destino=${destination.id}`}
                      className="block rounded-lg border bg-card px-3 py-2 outline-none hover:border-primary hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring"
                    >
                      <span className="font-medium">{destination.name}</span>
                      <span className="block text-sm text-muted-foreground">{summary(destination)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
