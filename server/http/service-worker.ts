import type { RequestHandler } from "express";
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from "#app/features/panel/push-alerts";

/**
 * The panel's service worker is the file /painel/sw.js, whose default scope
 * would be "/painel/": the panel's home, "/painel", would be outside it.
 * This header lets it take "/painel" itself (docs/decisions/061).
 */
export function serviceWorkerScope(): RequestHandler {
  return (req, res, next) => {
    if (req.path === SERVICE_WORKER_URL) res.setHeader("Service-Worker-Allowed", SERVICE_WORKER_SCOPE);
    next();
  };
}
