import { lazy, Suspense, useState } from "react";
import { toast } from "#app/components/ui/toast";
import { ResultLive } from "#app/features/tools/components/result-live";
import { LookupForm } from "./lookup-form";
import { loadLookupApi } from "./load-lookup-api";
import type { RunLookup } from "./lookup-tool";
import { lookupMessages } from "./messages";
import type { DddInfo } from "./responses";
import { isCompleteDdd, sanitizeDdd } from "./sanitize";

const DddCities = lazy(() => import("./lookup-results").then((module) => ({ default: module.DddCities })));

export function DddPanel({ loading, run }: { loading: boolean; run: RunLookup }) {
  const [ddd, setDdd] = useState("");
  const [found, setFound] = useState<{ ddd: string; info: DddInfo } | null>(null);

  function submit() {
    if (!isCompleteDdd(ddd)) {
      toast.error(lookupMessages.invalidDdd);
      return;
    }
    void run(async () => {
      const result = await loadLookupApi().then(
        (api) => api.lookupDdd(ddd),
        () => ({ status: "not-found" as const }),
      );
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
          <Suspense fallback={null}>
            <DddCities ddd={found.ddd} info={found.info} />
          </Suspense>
        ) : null}
      </ResultLive>
    </div>
  );
}
