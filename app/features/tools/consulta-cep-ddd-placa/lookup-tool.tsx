import { useCallback, useRef, useState } from "react";
import { Car, MapPinned, Phone } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { CepPanel } from "./cep-panel";
import { DddPanel } from "./ddd-panel";
import { PlatePanel } from "./plate-panel";

/** Runs one lookup at a time: every panel's button shares this flag. */
export type RunLookup = (task: () => Promise<void>) => Promise<void>;

export function LookupTool() {
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);

  const run = useCallback<RunLookup>(async (task) => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, []);

  return (
    <Tabs defaultValue="cep" className="mx-auto max-w-3xl gap-5">
      <TabsList className="grid h-auto w-full grid-cols-3" aria-label="Tipo de consulta">
        <TabsTrigger value="cep" className="flex-col gap-1 px-1 py-2 whitespace-normal sm:flex-row sm:gap-2">
          <MapPinned aria-hidden="true" />
          Consultar CEP
        </TabsTrigger>
        <TabsTrigger value="ddd" className="flex-col gap-1 px-1 py-2 whitespace-normal sm:flex-row sm:gap-2">
          <Phone aria-hidden="true" />
          Consultar DDD
        </TabsTrigger>
        <TabsTrigger value="placa" className="flex-col gap-1 px-1 py-2 whitespace-normal sm:flex-row sm:gap-2">
          <Car aria-hidden="true" />
          Consultar Placa
        </TabsTrigger>
      </TabsList>
      {/* Kept mounted so each tab's result survives switching tabs. */}
      <TabsContent value="cep" forceMount className="data-[state=inactive]:hidden">
        <CepPanel loading={loading} run={run} />
      </TabsContent>
      <TabsContent value="ddd" forceMount className="data-[state=inactive]:hidden">
        <DddPanel loading={loading} run={run} />
      </TabsContent>
      <TabsContent value="placa" forceMount className="data-[state=inactive]:hidden">
        <PlatePanel loading={loading} run={run} />
      </TabsContent>
    </Tabs>
  );
}
