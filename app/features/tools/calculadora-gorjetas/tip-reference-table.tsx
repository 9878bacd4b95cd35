import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { qualities, tipCountries, type CountryId } from "./tips";

/** Every country's percentages side by side, with the chosen country marked. */
export function TipReferenceTable({ selected, className }: { selected: CountryId; className?: string }) {
  return (
    <section aria-labelledby="tabela-gorjetas" className={cn("min-w-0", className)}>
      <h2 id="tabela-gorjetas" className="font-heading text-xl font-semibold">
        Tabela de referência por país
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Porcentagem sugerida sobre a conta, por qualidade do serviço.
      </p>
      <div className="mt-4 overflow-x-auto rounded-xl border bg-card shadow-sm">
        <table className="w-full min-w-[28rem] border-collapse text-sm">
          <caption className="sr-only">Porcentagens de gorjeta por país e qualidade do serviço</caption>
          <thead>
            <tr className="border-b bg-muted">
              <th scope="col" className="px-4 py-3 text-left font-semibold">
                País
              </th>
              {qualities.map((q) => (
                <th key={q.id} scope="col" className="px-4 py-3 text-right font-semibold">
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
                  <th scope="row" className="px-4 py-3 text-left font-medium">
                    <span className="flex items-center gap-2">
                      {country.nome}
                      {isSelected ? <Badge>selecionado</Badge> : null}
                    </span>
                  </th>
                  {qualities.map((q) => (
                    <td key={q.id} className="px-4 py-3 text-right tabular-nums">
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
