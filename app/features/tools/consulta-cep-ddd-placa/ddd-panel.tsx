import { useState } from "react";
import { toast } from "~/components/ui/toast";
import { ResultLive } from "~/features/tools/components/result-live";
import { lookupDdd } from "./lookup-api";
import { LookupForm, ResultField } from "./lookup-form";
import type { RunLookup } from "./lookup-tool";
import { lookupMessages } from "./messages";
import { cityDisplayName, type DddInfo } from "./responses";
import { isCompleteDdd, sanitizeDdd } from "./sanitize";
import { stateName } from "./states";

export function DddPanel({ loading, run }: { loading: boolean; run: RunLookup }) {
  const [ddd, setDdd] = useState("");
  const [found, setFound] = useState<{ ddd: string; info: DddInfo } | null>(null);

  function submit() {
    if (!isCompleteDdd(ddd)) {
      toast.error(lookupMessages.invalidDdd);
      return;
    }
    void run(async () => {
      const result = await lookupDdd(ddd);
      if (result.status === "found") {
        setFound({ ddd, info: result.info });
        return;
      }
      setFound(null);
      toast.error(lookupMessages.dddNotFound);
    });
  }

  return (
    <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <LookupForm
        label="DDD"
        hint="Digite os 2 números do código de área, por exemplo 11, 21 ou 85."
        value={ddd}
        onValueChange={(value) => setDdd(sanitizeDdd(value))}
        onSubmit={submit}
        loading={loading}
        inputProps={{ inputMode: "numeric", placeholder: "Ex.: 11" }}
      />
      <ResultLive label="Resultado do DDD" className="mt-6">
        {found ? (
          <div className="rounded-lg bg-secondary p-5 text-secondary-foreground">
            <dl className="grid gap-4 sm:grid-cols-2">
              <ResultField term="DDD">{found.ddd}</ResultField>
              <ResultField term="Estado">
                {stateName(found.info.state)
                  ? `${stateName(found.info.state)} (${found.info.state})`
                  : found.info.state}
              </ResultField>
            </dl>
            <h3 className="mt-5 text-sm font-semibold">
              {found.info.cities.length === 1 ? "1 cidade" : `${found.info.cities.length} cidades`} com este DDD
            </h3>
            <ul className="mt-2 gap-x-6 text-sm sm:columns-2 lg:columns-3">
              {found.info.cities.map((city) => (
                <li key={city} className="break-inside-avoid py-0.5">
                  {cityDisplayName(city)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </ResultLive>
    </div>
  );
}
