import { useState } from "react";
import { TriangleAlert } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { ResultLive } from "~/features/tools/components/result-live";
import { lookupPlate } from "./lookup-api";
import { LookupForm, ResultField } from "./lookup-form";
import type { RunLookup } from "./lookup-tool";
import { lookupMessages } from "./messages";
import { convertPlate, displayPlate, firstRegistrationSeries, plateFormat } from "./plate";
import { isCompletePlate, sanitizePlate } from "./sanitize";
import { stateNames } from "./states";

function PlateFacts({ plate }: { plate: string }) {
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
      <div className="sm:col-span-2">
        <ResultField term="Estado do primeiro emplacamento">
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
      </div>
    </dl>
  );
}

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
      const result = await lookupPlate(plate);
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
        <TriangleAlert aria-hidden="true" />
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
          <div className="rounded-lg bg-secondary p-5 text-secondary-foreground">
            <p className="mb-4 font-mono text-2xl font-bold tracking-widest">{displayPlate(analyzed)}</p>
            <PlateFacts plate={analyzed} />
          </div>
        ) : null}
        {data !== null ? (
          <div>
            <h3 className="text-sm font-semibold">Resposta do serviço consultado</h3>
            <pre className="mt-2 max-h-96 overflow-auto rounded-lg border bg-muted p-4 text-xs leading-relaxed">
              {JSON.stringify(data, null, 2)}
            </pre>
          </div>
        ) : null}
      </ResultLive>
    </div>
  );
}
