import { Icon } from "#app/components/ui/icon";
import { cn } from "#app/lib/utils";
import { qualities, tipCountries, type CountryId } from "./tips";

/**
 * Every country's percentages side by side, with the chosen country marked.
 * Narrow cells fit a 375 px phone; narrower screens scroll the table inside a
 * named region that takes keyboard focus, so arrow keys reach every column.
 */
export function TipReferenceTable({ selected, className }: { selected: CountryId; className?: string }) {
  return (
    <section className={cn("min-w-0", className)}>
      <h2 id="tabela-gorjetas" className="font-heading text-xl font-semibold">
        Tabela de referência por país
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Porcentagem sugerida sobre a conta, por qualidade do serviço.
      </p>
      <div
        role="region"
        aria-labelledby="tabela-gorjetas"
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-xl border bg-card shadow-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Porcentagens de gorjeta por país e qualidade do serviço</caption>
          <thead>
            <tr className="border-b bg-muted">
              <th scope="col" className="px-2 py-3 text-left font-semibold sm:px-4">
                País
              </th>
              {qualities.map((q) => (
                <th key={q.id} scope="col" className="px-2 py-3 text-right font-semibold sm:px-4">
                  {q.nome}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tipCountries.map((country) => {
              const isSelected = country.id === selected;
              return (
                <tr
                  key={country.id}
                  aria-current={isSelected ? "true" : undefined}
                  className={cn(
                    "border-b last:border-b-0",
                    isSelected && "bg-accent font-semibold text-accent-foreground",
                  )}
                >
                  <th scope="row" className="px-2 py-3 text-left font-medium sm:px-4">
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      {country.nome}
                      {isSelected ? (
                        <>
                          <Icon name="check" aria-hidden="true" className="size-4 text-primary" />
                          <span className="sr-only">(selecionado)</span>
                        </>
                      ) : null}
                    </span>
                  </th>
                  {qualities.map((q) => (
                    <td key={q.id} className="px-2 py-3 text-right tabular-nums sm:px-4">
                      {country.percentuais[q.id]}%
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
