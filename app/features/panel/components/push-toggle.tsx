import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Alert, AlertDescription } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/icon";
import { panelPaths } from "#app/features/panel/paths";
import { pushMessages, SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from "#app/features/panel/push-alerts";

/**
 * Turns lead alerts on or off on this device. Only the browser can make a
 * push subscription, so this needs JavaScript: before it runs (or without
 * it) the card says so, and the device list beside it still works.
 */

type State = "checking" | "unsupported" | "blocked" | "off" | "on" | "working";

interface Result {
  ok: boolean;
  message: string;
}

/** What this browser can do, and whether this device already gets the alerts. */
async function detect(): Promise<State> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    return "unsupported";
  }
  if (Notification.permission === "denied") return "blocked";
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
    return (await registration.pushManager.getSubscription()) ? "on" : "off";
  } catch {
    return "off";
  }
}

export function PushToggle({ publicKey }: { publicKey: string }) {
  const [state, setState] = useState<State>("checking");
  const [problem, setProblem] = useState<string | null>(null);
  const fetcher = useFetcher<Result>();

  useEffect(() => {
    void detect().then(setState);
  }, []);

  async function turnOn() {
    setProblem(null);
    setState("working");
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setState(permission === "denied" ? "blocked" : "off");
        return;
      }
      const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
      await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      });
      await fetcher.submit(
        { intent: "ativar", assinatura: JSON.stringify(subscription) },
        { method: "post", action: panelPaths.alerts },
      );
      setState("on");
    } catch {
      setProblem(pushMessages.failed);
      setState("off");
    }
  }

  async function turnOff() {
    setProblem(null);
    setState("working");
    try {
      const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        const { endpoint } = subscription;
        await subscription.unsubscribe();
        await fetcher.submit({ intent: "desativar", endpoint }, { method: "post", action: panelPaths.alerts });
      }
    } finally {
      setState("off");
    }
  }

  const answer = fetcher.data;
  const message =
    state === "checking"
      ? pushMessages.needsScript
      : state === "unsupported"
        ? pushMessages.unsupported
        : state === "blocked"
          ? pushMessages.blocked
          : null;
  return (
    <div className="grid gap-3" aria-live="polite">
      {message ? (
        <Alert variant={state === "checking" ? "default" : "destructive"}>
          <AlertDescription>{message}</AlertDescription>
        </Alert>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex items-center gap-2 text-sm font-medium">
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full ${state === "on" ? "bg-success" : "bg-muted-foreground/40"}`}
            />
            {state === "on" ? "Ligados neste aparelho" : "Desligados neste aparelho"}
          </span>
          {state === "on" ? (
            <Button type="button" variant="outline" onClick={() => void turnOff()}>
              Desligar neste aparelho
            </Button>
          ) : (
            <Button type="button" disabled={state === "working"} onClick={() => void turnOn()}>
              <Icon name="smartphone" />
              {state === "working" ? "Ligando…" : "Ligar alertas neste aparelho"}
            </Button>
          )}
        </div>
      )}
      {problem ? (
        <Alert variant="destructive">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      ) : answer && !answer.ok ? (
        <Alert variant="destructive">
          <AlertDescription>{answer.message}</AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
