import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { whatsappLink } from "#app/config/business";
import { normalizeAttribution, type Attribution } from "#app/features/leads/attribution";
import { clickFromQuery, readKeptClick } from "#app/features/leads/kept-click";
import { codedMessage, isWhatsappMessage, newClickCode } from "#app/features/leads/whatsapp-click";
import type { Database } from "../db/schema";
import { setCache } from "../http/cache";
import { rateLimitKey, RateLimiter } from "./rate-limiter";

/** Clicks one address may record a minute: a person taps the button a few times at most. */
export const CLICKS_PER_IP_PER_MINUTE = 5;
/** Clicks the whole site records an hour: a bot spread over many addresses cannot fill the table either. */
export const CLICKS_PER_HOUR = 600;
const PAGE_PATH_LIMIT = 300;

/** Clicks no lead came from are deleted after this (the privacy policy says so): their codes are free again. */
export const UNUSED_CLICK_DAYS = 90;

/**
 * Records one click under a new code; a code already taken (one in 923,521) is drawn again. Clicks left unused
 * past UNUSED_CLICK_DAYS go first.
 */
export async function recordWhatsappClick(
  db: Kysely<Database>,
  click: { pagePath: string | null; attribution: Attribution | null },
  now: number,
): Promise<string> {
  await db
    .deleteFrom("whatsapp_clicks")
    .where("lead_id", "is", null)
    .where("used_at", "is", null)
    .where("created_at", "<", now - UNUSED_CLICK_DAYS * 86_400_000)
    .execute();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newClickCode((count) => randomBytes(count));
    const inserted = await db
      .insertInto("whatsapp_clicks")
      .values({
        code,
        page_path: click.pagePath,
        attribution: click.attribution ? JSON.stringify(click.attribution) : null,
        created_at: now,
      })
      .onConflict((conflict) => conflict.column("code").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return code;
  }
  throw new Error("no free WhatsApp click code after 5 draws");
}

/** A path on this site (never another site's address, never a query); null otherwise. */
function ownPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return null;
  try {
    return new URL(value, "http://x").pathname.slice(0, PAGE_PATH_LIMIT);
  } catch {
    return null;
  }
}

/**
 * GET /whatsapp?origem=<page>&mensagem=<button>: every WhatsApp button of the site (decision 066). Records the
 * click (the page, and the campaign and click ids of the address or of the kept first click) under a short code,
 * then sends the visitor to wa.me with the button's message and "Cód. 7K2Q" (302, never stored by a cache).
 * Whatever goes wrong (over the limits, storage down) the visitor still reaches WhatsApp, only without a code.
 * Without a WhatsApp number configured there is no chat: the contact page.
 */
export function whatsappClickRoute(options: {
  db: Kysely<Database>;
  whatsappNumber: string | undefined;
  logger: Logger;
  now?: () => number;
}): RequestHandler {
  const now = options.now ?? Date.now;
  const perAddress = new RateLimiter(CLICKS_PER_IP_PER_MINUTE);
  const overall = new RateLimiter(CLICKS_PER_HOUR, 3_600_000);
  return async (req, res) => {
    setCache(res, "noStore");
    if (!options.whatsappNumber) {
      res.redirect(302, "/contato");
      return;
    }
    const query = new URL(req.originalUrl, "http://x").searchParams;
    const asked = query.get("mensagem");
    const message = isWhatsappMessage(asked) ? asked : "equipe";
    const at = now();
    let code: string | null = null;
    if (perAddress.hit(rateLimitKey(req.ip ?? ""), at).allowed && overall.hit("site", at).allowed) {
      const pagePath = ownPath(query.get("origem"));
      const attribution = normalizeAttribution(
        clickFromQuery(query, pagePath ?? "", at) ?? readKeptClick(req.get("cookie"), at),
      );
      try {
        code = await recordWhatsappClick(options.db, { pagePath, attribution }, at);
      } catch (error) {
        options.logger.error({ err: error }, "WhatsApp click could not be recorded: chat opened without a code");
      }
    }
    res.redirect(302, whatsappLink(options.whatsappNumber, codedMessage(message, code)));
  };
}
