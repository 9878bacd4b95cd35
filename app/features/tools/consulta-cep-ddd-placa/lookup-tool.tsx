import { useCallback, useRef, useState } from "react";
import { Icon } from "#app/components/ui/icon";
import { RadioTabs } from "#app/components/ui/radio-tabs";
import { NoScriptNotice } from "#app/features/tools/components/noscript-notice";
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
    <div className="mx-auto max-w-3xl">
      <NoScriptNotice>
        As consultas de CEP, DDD e placa precisam de JavaScript: são feitas direto do seu navegador aos serviços
        públicos. Ative o JavaScript para consultar; o que a placa revela está explicado mais abaixo.
      </NoScriptNotice>
      {/* Every panel stays mounted, so each tab's result survives switching tabs. */}
      <RadioTabs
        name="consulta"
        legend="Tipo de consulta"
        className="gap-5"
        listClassName="grid w-full grid-cols-[repeat(auto-fit,minmax(min(100%,5rem),1fr))] gap-1"
        tabClassName="min-h-9 flex-col gap-1 px-1 py-2 sm:flex-row sm:gap-2"
        tabs={[
          {
            value: "cep",
            label: (
              <>
                <Icon name="map-pinned" />
                Consultar CEP
              </>
            ),
            panel: <CepPanel loading={loading} run={run} />,
          },
          {
            value: "ddd",
            label: (
              <>
                <Icon name="phone" />
                Consultar DDD
              </>
            ),
            panel: <DddPanel loading={loading} run={run} />,
          },
          {
            value: "placa",
            label: (
              <>
                <Icon name="car" />
                Consultar Placa
              </>
            ),
            panel: <PlatePanel loading={loading} run={run} />,
          },
        ]}
      />
    </div>
  );
}
