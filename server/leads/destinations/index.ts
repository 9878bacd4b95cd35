import type { Env } from "~/config/env.server";
import type { NewLead } from "../../db/lead-repository";
import type { Destination } from "../../db/schema";
import type { OutboxTiming, Sender } from "../outbox-worker";
import { createChatSender } from "./chat";
import { createEmailSender } from "./email";

/**
 * Which destinations this deployment delivers leads to, from its
 * configuration. The chat always gets a row per lead: without WEBHOOK_URL
 * the rows wait and are sent once it is set (the team must hear of every
 * lead). The other destinations get rows only while configured, so turning
 * one on later does not flood it with old leads.
 */

export type Senders = Partial<Record<Destination, Sender>>;

export function createSenders(env: Env): Senders {
  return {
    ...(env.WEBHOOK_URL ? { chat: createChatSender({ webhookUrl: env.WEBHOOK_URL }) } : {}),
    ...(env.SMTP_URL && env.LEAD_EMAIL_TO && env.LEAD_EMAIL_FROM
      ? {
          email: createEmailSender({
            smtpUrl: env.SMTP_URL,
            to: env.LEAD_EMAIL_TO,
            from: env.LEAD_EMAIL_FROM,
            siteUrl: env.SITE_URL,
          }),
        }
      : {}),
  };
}

/** The outbox rows a new lead gets with these senders configured. */
export function destinationsFor(senders: Senders, _lead: NewLead): Destination[] {
  return ["chat", ...(senders.email ? (["email"] as const) : [])];
}

/** Each destination's own timings, over the defaults every worker shares. */
export const destinationTiming: Partial<Record<Destination, Partial<OutboxTiming>>> = {};
