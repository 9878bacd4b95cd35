/*
 * The panel's service worker (scope /painel; docs/decisions/061). It keeps
 * only the offline page and its icons, never a page or data answer of the
 * panel: lead data stays on the server. A navigation that fails for lack of
 * network gets the offline page; every other request goes to the network
 * untouched. It shows the lead alerts (Web Push) and opens the lead on tap.
 * Plain JavaScript served as is, no build step: it must keep working in
 * every browser that runs service workers.
 */
const CACHE = "painel-offline-v1";
const OFFLINE_URL = "/painel/offline.html";
const PRECACHE = [OFFLINE_URL, "/painel/icon-192.png"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  if (event.request.mode !== "navigate") return;
  event.respondWith(
    fetch(event.request).catch(() => caches.match(OFFLINE_URL).then((offline) => offline || Response.error())),
  );
});

self.addEventListener("push", (event) => {
  let alert = { title: "Novo lead", body: "Toque para abrir o painel.", url: "/painel", tag: "lead" };
  try {
    alert = { ...alert, ...event.data.json() };
  } catch {
    // An alert without a readable body still tells the member to look.
  }
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      icon: "/painel/icon-192.png",
      badge: "/painel/icon-192.png",
      lang: "pt-BR",
      data: { url: alert.url },
    }),
  );
});

/** Only the panel's own addresses are opened: an alert cannot send the member anywhere else. */
function panelUrl(path) {
  const url = new URL(typeof path === "string" ? path : "/painel", self.location.origin);
  return url.origin === self.location.origin && url.pathname.startsWith("/painel") ? url.href : "/painel";
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = panelUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: "window" }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname.startsWith("/painel"));
      if (!open) return self.clients.openWindow(url);
      return open.navigate(url).then((client) => (client || open).focus().catch(() => undefined));
    }),
  );
});
