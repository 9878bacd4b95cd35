/**
 * The calls to the services, and the result cards they lead to, load with the
 * first lookup, so the page's first load stays small. Both load together: if
 * either cannot (the visitor went offline), the lookup fails like a network
 * error instead of a card failing to render.
 */
export function loadLookupApi() {
  return Promise.all([import("./lookup-api"), import("./lookup-results")]).then(([api]) => api);
}
