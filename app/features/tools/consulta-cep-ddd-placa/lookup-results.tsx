import { useId, type ReactNode } from "react";
import { cn } from "#app/lib/utils";
import { convertPlate, displayPlate, firstRegistrationSeries, plateFormat } from "./plate";
import { cityDisplayName, type Address, type DddInfo } from "./responses";
import { formatCep } from "./sanitize";
import { stateName, stateNames } from "./states";

/*
 * The result cards. They only appear after a lookup, which needs the page's
 * script anyway, so this module (with the state names and the plate series
 * table) loads with the first result instead of with the page.
 */

export function CepAddress({ address }: { address: Address }) {
  return (
    <div className="rounded-lg bg-secondary p-5 text-secondary-foreground">
      <p className="text-sm">CEP {formatCep(address.cep)}</p>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <ResultField term="Logradouro">{address.logradouro || "CEP geral da cidade (sem logradouro)"}</ResultField>
        <ResultField term="Bairro">{address.bairro || "—"}</ResultField>
        <ResultField term="Cidade/UF">
          {address.localidade}/{address.uf}
        </ResultField>
        <ResultField term="Estado">{stateName(address.uf) ?? address.uf}</ResultField>
      </dl>
    </div>
  );
}

export function DddCities({ ddd, info }: { ddd: string; info: DddInfo }) {
  const state = stateName(info.state);
  return (
    <div className="rounded-lg bg-secondary p-5 text-secondary-foreground">
      <dl className="grid gap-4 sm:grid-cols-2">
        <ResultField term="DDD">{ddd}</ResultField>
        <ResultField term="Estado">{state ? `${state} (${info.state})` : info.state}</ResultField>
      </dl>
      <h3 className="mt-5 text-sm font-semibold">
        {info.cities.length === 1 ? "1 cidade" : `${info.cities.length} cidades`} com este DDD
      </h3>
      <ul className="mt-2 gap-x-6 text-sm sm:columns-2 lg:columns-3">
        {info.cities.map((city) => (
          <li key={city} className="break-inside-avoid py-0.5">
            {cityDisplayName(city)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The plate as written, and what its letters and digits reveal without any database. */
export function PlateFacts({ plate }: { plate: string }) {
  return (
    <div className="rounded-lg bg-secondary p-5 text-secondary-foreground">
      <p className="mb-4 font-mono text-2xl font-bold tracking-widest">{displayPlate(plate)}</p>
      <Facts plate={plate} />
    </div>
  );
}

/** Whatever the plate service answered, as formatted JSON in a scrollable region the keyboard can reach. */
export function ServiceAnswer({ data }: { data: unknown }) {
  const headingId = useId();
  return (
    <div>
      <h3 id={headingId} className="text-sm font-semibold">
        Resposta do serviço consultado
      </h3>
      <pre
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        className="mt-2 max-h-96 overflow-auto rounded-lg border bg-muted p-4 text-xs leading-relaxed focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
      >
        {JSON.stringify(data, null, 2)}
      </pre>
    </div>
  );
}

function Facts({ plate }: { plate: string }) {
  const format = plateFormat(plate);
  if (!format) {
    return (
      <p>
        <strong>{plate}</strong> não segue nenhum dos padrões de placa brasileira: antigo (três letras e quatro números,
        como ABC-1234) ou Mercosul (como ABC1D23).
      </p>
    );
  }
  const other = convertPlate(plate);
  const series = firstRegistrationSeries(plate);
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <ResultField term="Padrão">
        {format === "antiga" ? "Antigo, placa cinza (LLL-9999)" : "Mercosul (LLL9L99)"}
      </ResultField>
      <ResultField term={format === "antiga" ? "Equivalente Mercosul" : "Equivalente no padrão antigo"}>
        {other ? displayPlate(other) : "Nenhum: emitida já no padrão Mercosul"}
      </ResultField>
      <ResultField term="Estado do primeiro emplacamento" className="sm:col-span-2">
        {series ? (
          <>
            {stateNames[series.state]} ({series.state}), série {series.first} a {series.last}
            <span className="mt-1 block text-sm font-normal text-muted-foreground">
              É onde o veículo recebeu a primeira placa, não necessariamente onde está registrado hoje.
            </span>
          </>
        ) : (
          <span className="font-normal">
            Não dá para saber só pelas letras: a série {plate.slice(0, 3)} está fora das faixas distribuídas em ordem
            aos estados.
          </span>
        )}
      </ResultField>
    </dl>
  );
}

/** A term and its value in a result card: the <div> is the group a <dl> may hold, so it takes the grid's classes. */
export function ResultField({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd className="mt-1 font-medium break-words">{children}</dd>
    </div>
  );
}
