import { lazy, Suspense, useState } from "react";
import { toast } from "#app/components/ui/toast";
import { ResultLive } from "#app/features/tools/components/result-live";
import { LookupForm } from "./lookup-form";
import { loadLookupApi } from "./load-lookup-api";
import type { RunLookup } from "./lookup-tool";
import { lookupMessages } from "./messages";
import type { Address } from "./responses";
import { isCompleteCep, sanitizeCep } from "./sanitize";

const CepAddress = lazy(() => import("./lookup-results").then((module) => ({ default: module.CepAddress })));

export function CepPanel({ loading, run }: { loading: boolean; run: RunLookup }) {
  const [cep, setCep] = useState("");
  const [address, setAddress] = useState<Address | null>(null);

  function submit() {
    if (!isCompleteCep(cep)) {
      toast.error(lookupMessages.invalidCep);
      return;
    }
    void run(async () => {
      const result = await loadLookupApi().then(
        (api) => api.lookupCep(cep),
        () => ({ status: "error" as const }),
      );
      if (result.status === "found") {
        setAddress(result.address);
        return;
      }
      setAddress(null);
      toast.error(result.status === "not-found" ? lookupMessages.cepNotFound : lookupMessages.cepError);
    });
  }

  return (
    <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <LookupForm
        label="CEP"
        hint="Digite os 8 números do CEP; pontos e hífen são ignorados."
        value={cep}
        onValueChange={(value) => setCep(sanitizeCep(value))}
        onSubmit={submit}
        loading={loading}
        inputProps={{ inputMode: "numeric", placeholder: "Ex.: 01001000" }}
      />
      <ResultLive label="Resultado do CEP" className="mt-6">
        {address ? (
          <Suspense fallback={null}>
            <CepAddress address={address} />
          </Suspense>
        ) : null}
      </ResultLive>
    </div>
  );
}
