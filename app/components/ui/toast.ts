import type { ExternalToast, toast as sonnerToast } from "sonner";

/**
 * Toasts without paying for them up front: sonner (about 9 KB compressed)
 * loads the first time a toast is shown, and what was asked for meanwhile is
 * shown as soon as the toaster has mounted (see <Toaster/> in ./toaster).
 * Same calls as sonner's `toast`, for the subset the site uses.
 */
type Kind = "message" | "success" | "error";
type Show = (sonner: typeof sonnerToast) => void;

let ready: typeof sonnerToast | null = null;
const waiting: Show[] = [];
const listeners = new Set<() => void>();

function request(show: Show): void {
  if (ready) {
    show(ready);
    return;
  }
  waiting.push(show);
  listeners.forEach((listener) => listener());
}

function shower(kind: Kind) {
  return (message: string, options?: ExternalToast) =>
    request((sonner) => (kind === "message" ? sonner(message, options) : sonner[kind](message, options)));
}

export const toast = Object.assign(shower("message"), { success: shower("success"), error: shower("error") });

/** The toaster mounts once something has been asked for. */
export function toastRequested(): boolean {
  return ready !== null || waiting.length > 0;
}

export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the mounted toaster: shows what waited, then every later toast directly. */
export function toasterReady(sonner: typeof sonnerToast): void {
  ready = sonner;
  for (const show of waiting.splice(0)) show(sonner);
}
