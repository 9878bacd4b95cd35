import type { BrowserContext, Page } from "@playwright/test";
import type { PushDevice } from "#tests/fake-push-service";
import { expect } from "../fixtures";

/**
 * A browser context's push device, for specs of lead alerts (e2e/panel/push.spec.ts tells why each stand-in is
 * needed): the page's pushManager hands out the fake push service's device instead of registering with Google's,
 * and an alert the fake received is given to the panel's service worker through the DevTools protocol
 * (ServiceWorker.deliverPushMessage), which fires the worker's own push event.
 */

/** Makes `pushManager.subscribe()` in this context answer with the fake's device. */
export async function standInPushDevice(context: BrowserContext, device: PushDevice): Promise<void> {
  await context.addInitScript((subscription) => {
    const stand = { ...subscription, toJSON: () => subscription, unsubscribe: () => Promise.resolve(true) };
    let subscribed = false;
    PushManager.prototype.subscribe = function () {
      subscribed = true;
      return Promise.resolve(stand as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = () =>
      Promise.resolve(subscribed ? (stand as unknown as PushSubscription) : null);
  }, device.subscription);
}

/** Hands an alert to the panel's service worker, as the browser's push service would, and waits until it shows. */
export async function deliverToWorker(page: Page, origin: string, payload: unknown): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations));
  await cdp.send("ServiceWorker.enable");
  const panelScope = () => registrations.find((registration) => registration.scopeURL === `${origin}/painel`);
  await expect.poll(panelScope).toBeTruthy();
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: panelScope()!.registrationId,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
}

/** The notifications the panel's worker shows now. */
export function shownNotifications(page: Page): Promise<{ title: string; body: string }[]> {
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body })),
  );
}

/** The member taps the alert: the worker's notificationclick handler, with the notification it showed. */
export async function tapNotification(context: BrowserContext): Promise<void> {
  const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith("/painel/sw.js"));
  if (!worker) throw new Error("the panel's service worker is not running");
  await worker.evaluate(async () => {
    // The worker's globals, which the page's DOM types do not describe.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification: notification! }));
  });
}
