import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { ResultLive } from "#app/features/tools/components/result-live";
import { ToolForm } from "#app/features/tools/components/tool-form";
import { cn } from "#app/lib/utils";
import { OtherQueryFields } from "./other-query-fields";
import { matchingRows, pickerOptions, systemNames, type SizeChart, type SizeSystem } from "./sizes";

function parsePick(value: string): { system: SizeSystem; size: string } | null {
  const [system, size] = value.split(":");
  if ((system === "br" || system === "us" || system === "eur") && size) return { system, size };
  return null;
}

/**
 * One size chart: a picker for a size in any of its systems, and the table
 * with the matching rows marked. The pick is in the URL under the chart's id
 * ("calcados-masculinos=us:10,5"); without JavaScript a Destacar button
 * submits it.
 */
export function SizeChartCard({ chart }: { chart: SizeChart }) {
  const id = useId();
  const [params, setSearchParams] = useSearchParams();
  const [picked, setPicked] = useState(() => params.get(chart.id) ?? "");
  const pick = parsePick(picked);
  const highlighted = pick ? matchingRows(chart, pick.system, pick.size) : [];
  const describe = (index: number) =>
    chart.systems.map((system) => `${systemNames[system]} ${chart.rows[index]?.[system] ?? ""}`).join(" = ");

  return (
    <section
      aria-labelledby={`${id}-titulo`}
      className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <h3 id={`${id}-titulo`} className="font-heading text-lg font-semibold">
        {chart.title}
      </h3>
      <ToolForm className="grid gap-2">
        <Label htmlFor={`${id}-tamanho`}>Encontre seu tamanho</Label>
        <NativeSelect
          id={`${id}-tamanho`}
          name={chart.id}
          defaultValue={pick ? picked : ""}
          onChange={(event) => {
            const value = event.target.value;
            setPicked(value);
            setSearchParams(
              (query) => {
                query.set(chart.id, value);
                return query;
              },
              { replace: true, preventScrollReset: true },
            );
          }}
        >
          <option value="" disabled hidden>
            Escolha um tamanho
          </option>
          {pickerOptions(chart).map(({ system, sizes }) => (
            <optgroup key={system} label={systemNames[system]}>
              {sizes.map((size) => (
                <option key={size} value={`${system}:${size}`}>
                  {systemNames[system]} {size}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
        <OtherQueryFields except={[chart.id]} />
        <noscript>
          <Button type="submit" variant="outline" className="w-full sm:w-auto">
            Destacar
          </Button>
        </noscript>
      </ToolForm>

      <ResultLive label={`Tamanho equivalente: ${chart.title}`} className="text-sm font-medium">
        {highlighted.length > 0 ? <p>{highlighted.map(describe).join(" ou ")}</p> : null}
      </ResultLive>

      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{chart.title}: equivalência de tamanhos</caption>
          <thead>
            <tr className="border-b bg-muted">
              {chart.systems.map((system) => (
                <th key={system} scope="col" className="px-3 py-2 text-left font-semibold">
                  {systemNames[system]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row, index) => {
              const isPicked = highlighted.includes(index);
              return (
                <tr
                  key={row.br}
                  className={cn(
                    "border-b tabular-nums last:border-b-0",
                    isPicked &&
                      "bg-primary/12 font-semibold text-foreground shadow-[inset_4px_0_0_var(--color-primary)]",
                  )}
                >
                  {chart.systems.map((system, column) => (
                    <td key={system} className="px-3 py-2">
                      {column === 0 ? (
                        <span className="flex items-center gap-1.5">
                          {row[system]}
                          {isPicked ? (
                            <>
                              <Icon name="check" aria-hidden="true" className="size-4 text-primary" />
                              <span className="sr-only">(seu tamanho)</span>
                            </>
                          ) : null}
                        </span>
                      ) : (
                        row[system]
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {chart.note ? <p className="text-sm text-muted-foreground">{chart.note}</p> : null}
    </section>
  );
}
