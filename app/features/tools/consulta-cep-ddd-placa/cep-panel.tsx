import { useState } from "react";
import { toast } from "~/components/ui/toast";
import { ResultLive } from "~/features/tools/components/result-live";
import { lookupCep } from "./lookup-api";
import { LookupForm, ResultField } from "./lookup-form";
import type { RunLookup } from "./lookup-tool";
import { lookupMessages } from "./messages";
import type { Address } from "./responses";
import { formatCep, isCompleteCep, sanitizeCep } from "./sanitize";
import { stateName } from "./states";

export function CepPanel({ loading, run }: { loading: boolean; run: RunLookup }) {
  const [cep, setCep] = useState("");
  const [address, setAddress] = useState<Address | null>(null);

  function submit() {
    if (!isCompleteCep(cep)) {
      toast.error(lookupMessages.invalidCep);
      return;
    }
    void run(async () => {
      const result = await lookupCep(cep);
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
          <div className="rounded-lg bg-secondary p-5 text-secondary-foreground">
            <p className="text-sm">CEP {formatCep(address.cep)}</p>
            <dl className="mt-3 grid gap-4 sm:grid-cols-2">
              <ResultField term="Logradouro">
                {address.logradouro || "CEP geral da cidade (sem logradouro)"}
              </ResultField>
              <ResultField term="Bairro">{address.bairro || "—"}</ResultField>
              <ResultField term="Cidade/UF">
                {address.localidade}/{address.uf}
              </ResultField>
              <ResultField term="Estado">{stateName(address.uf) ?? address.uf}</ResultField>
            </dl>
          </div>
        ) : null}
      </ResultLive>
    </div>
  );
}
