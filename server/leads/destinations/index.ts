import { vapidFromEnv, type Env } from "#app/config/env.server";
import type { DatabaseHandle } from "../../db/connect";
import type { NewLead } from "../../db/lead-store";
import type { Destination } from "#app/features/leads/destinations";
import type { OutboxTiming, Sender } from "../outbox-worker";
import { createChatSender } from "./chat";
import { createEmailSender } from "./email";
import { createMetaSender } from "./meta";
import { createPushSender } from "./push";

/**
 * Which destinations this deployment delivers leads to, from its
 * configuration. The chat always gets a row per lead: without WEBHOOK_URL
 * the rows wait and are sent once it is set (the team must hear of every
 * lead). The other destinations get rows only while configured, so turning
 * one on later does not flood it with old leads (Meta refuses events more
 * than 7 days old anyway), and Meta only for leads whose visitor consented.
 * Push (the members' devices) reads who to alert from the database.
 */

export type Senders = Partial<Record<Destination, Sender>>;

const HOUR = 3_600_000;

export function createSenders(env: Env, database: DatabaseHandle): Senders {
  const senders: Senders = {};
  if (env.WEBHOOK_URL) senders.chat = createChatSender({ webhookUrl: env.WEBHOOK_URL });
  if (env.SMTP_URL && env.LEAD_EMAIL_TO && env.LEAD_EMAIL_FROM) {
    senders.email = createEmailSender({
      smtpUrl: env.SMTP_URL,
      to: env.LEAD_EMAIL_TO,
      from: env.LEAD_EMAIL_FROM,
      siteUrl: env.SITE_URL,
      db: database.db,
    });
  }
  if (env.META_PIXEL_ID && env.META_CAPI_TOKEN) {
    senders.meta = createMetaSender({
      pixelId: env.META_PIXEL_ID,
      token: env.META_CAPI_TOKEN,
      testEventCode: env.META_TEST_EVENT_CODE,
      apiUrl: env.META_API_URL,
      siteUrl: env.SITE_URL,
    });
  }
  const vapid = vapidFromEnv(env);
  if (vapid) senders.push = createPushSender({ vapid, db: database.db });
  return senders;
}

/** The outbox rows a new lead gets with these senders configured. */
export function destinationsFor(senders: Senders, lead: Pick<NewLead, "adsConsent">): Destination[] {
  return [
    "chat",
    ...(senders.email ? (["email"] as const) : []),
    ...(senders.meta && lead.adsConsent?.given ? (["meta"] as const) : []),
    ...(senders.push ? (["push"] as const) : []),
  ];
}

/** Each destination's own timings, over the defaults every worker shares. */
export const destinationTiming: Partial<Record<Destination, Partial<OutboxTiming>>> = {
  // Meta accepts events up to 7 days old: keep trying for 6. Its throttling rarely says how long to wait.
  meta: { giveUpAfterMs: 6 * 24 * HOUR, defaultRetryAfterMs: 60_000 },
  // An alert is worth something for an hour (its TTL at the push service too); retries start fast, and a push
  // service answers in milliseconds: a call that takes 10 s is not coming back.
  push: { giveUpAfterMs: HOUR, baseBackoffMs: 2_000, maxBackoffMs: 5 * 60_000, timeoutMs: 10_000 },
};
