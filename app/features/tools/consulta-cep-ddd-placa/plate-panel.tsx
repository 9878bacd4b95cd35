import { lazy, Suspense, useState } from "react";
import { Icon } from "#app/components/ui/icon";
import { toast } from "#app/components/ui/toast";
import { Alert, AlertDescription, AlertTitle } from "#app/components/ui/alert";
import { ResultLive } from "#app/features/tools/components/result-live";
import { LookupForm } from "./lookup-form";
import { loadLookupApi } from "./load-lookup-api";
import type { RunLookup } from "./lookup-tool";
import { lookupMessages } from "./messages";
import { isCompletePlate, sanitizePlate } from "./sanitize";

const PlateFacts = lazy(() => import("./lookup-results").then((module) => ({ default: module.PlateFacts })));
const ServiceAnswer = lazy(() => import("./lookup-results").then((module) => ({ default: module.ServiceAnswer })));

export function PlatePanel({ loading, run }: { loading: boolean; run: RunLookup }) {
  const [plate, setPlate] = useState("");
  const [analyzed, setAnalyzed] = useState<string | null>(null);
  const [data, setData] = useState<unknown>(null);

  function submit() {
    if (!isCompletePlate(plate)) {
      toast.error(lookupMessages.invalidPlate);
      return;
    }
    void run(async () => {
      setAnalyzed(plate);
      const result = await loadLookupApi().then(
        (api) => api.lookupPlate(plate),
        () => ({ status: "error" as const }),
      );
      if (result.status === "found") {
        setData(result.data);
        return;
      }
      setData(null);
      toast.error(lookupMessages.plateFailure);
    });
  }

  return (
    <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <Alert variant="warning" role="note" className="mb-6">
        <Icon name="triangle-exclamation-point" aria-hidden="true" />
        <AlertTitle>Dados limitados</AlertTitle>
        <AlertDescription>
          Serviços gratuitos de consulta de placas oferecem poucas informações, por questões de privacidade. Dados
          completos (proprietário, débitos, restrições e histórico) só estão disponíveis em serviços pagos ou no Detran
          do seu estado.
        </AlertDescription>
      </Alert>
      <LookupForm
        label="Placa"
        hint="Digite as 7 letras e números da placa, no padrão antigo (ABC1234) ou Mercosul (ABC1D23)."
        value={plate}
        onValueChange={(value) => setPlate(sanitizePlate(value))}
        onSubmit={submit}
        loading={loading}
        inputProps={{
          placeholder: "Ex.: ABC1D23",
          autoCapitalize: "characters",
          className: "font-mono tracking-widest uppercase",
        }}
      />
      <ResultLive label="Resultado da placa" className="mt-6 space-y-4">
        {analyzed ? (
          <Suspense fallback={null}>
            <PlateFacts plate={analyzed} />
          </Suspense>
        ) : null}
        {data !== null ? (
          <Suspense fallback={null}>
            <ServiceAnswer data={data} />
          </Suspense>
        ) : null}
      </ResultLive>
    </div>
  );
}
