import { Form } from "react-router";
import { Alert, AlertDescription } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/icon";
import { panelPaths } from "#app/features/panel/paths";
import { pushMessages } from "#app/features/panel/push-alerts";
import { formatLongDateTime, relativeTime } from "#app/features/panel/time";
import { PushToggle } from "./push-toggle";
import { SectionCard } from "./section-card";

/** /painel/conta's "Alertas de novos leads": this device's switch (JavaScript) and the member's devices (forms). */
export function PushDevices({
  publicKey,
  removed,
  devices,
  now,
}: {
  publicKey: string | null;
  removed: boolean;
  devices: { id: number; createdAt: number; label: string; phone: boolean }[];
  now: number;
}) {
  return (
    <SectionCard
      id="alertas"
      title="Alertas de novos leads"
      description="Um aviso no celular ou no computador quando chega um lead: o formulário e o primeiro nome, nada mais. Tocar no aviso abre o lead."
      className="lg:col-span-2"
    >
      <div className="grid gap-4">
        {removed ? (
          <Alert variant="success" role="status">
            <AlertDescription>{pushMessages.removed}</AlertDescription>
          </Alert>
        ) : null}
        {publicKey ? (
          <PushToggle publicKey={publicKey} />
        ) : (
          <Alert>
            <AlertDescription>{pushMessages.notConfigured}</AlertDescription>
          </Alert>
        )}
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Aparelhos com alertas ligados</h3>
          {devices.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhum aparelho ainda.</p>
          ) : (
            <ul className="grid gap-2">
              {devices.map((device) => (
                <li
                  key={device.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border p-3 text-sm"
                >
                  <Icon name={device.phone ? "smartphone" : "monitor"} className="size-4 text-muted-foreground" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{device.label}</span>
                    <span className="block text-muted-foreground">
                      Ligado{" "}
                      <time title={formatLongDateTime(device.createdAt)}>{relativeTime(device.createdAt, now)}</time>
                    </span>
                  </span>
                  <Form method="post" action={panelPaths.alerts}>
                    <input type="hidden" name="intent" value="remover" />
                    <input type="hidden" name="id" value={device.id} />
                    <Button type="submit" variant="outline" size="sm" aria-label={`Remover ${device.label}`}>
                      <Icon name="trash" />
                      Remover
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </SectionCard>
  );
}
