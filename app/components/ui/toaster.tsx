import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToastRequests, toastRequested } from "./toast";

const SonnerToaster = lazy(() => import("./sonner"));

function never() {
  return false;
}

/** Mounted once in the root; renders sonner only after the first toast is asked for. */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToastRequests, toastRequested, never);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
