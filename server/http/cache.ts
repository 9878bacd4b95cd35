import type { Response } from "express";
import { cacheRules } from "#app/config/cache-rules";

/** Sets one of the cache rules (#app/config/cache-rules) on an Express answer. */
export function setCache(res: Response, rule: keyof typeof cacheRules): void {
  res.setHeader("Cache-Control", cacheRules[rule]);
}
