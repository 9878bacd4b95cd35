import { leadFromStored } from "#app/features/leads/fields";
import { buildWebhookPayload } from "#app/features/leads/webhook-payload";
import { webhookSecrets } from "../../secrets";
import type { Sender, SendOutcome } from "../outbox-worker";
import { postJson, retryAfterMs } from "./http";

/**
 * The team's chat webhook (WEBHOOK_URL): the lead's message exactly as the
 * spec describes it (#app/features/leads/webhook-payload). Every message names
 * its lead ("lead #42"), so the team can spot a repeat.
 */

const misconfiguration: Record<number, string> = {
  401: "the webhook token is invalid (401): WEBHOOK_URL is wrong or was regenerated",
  403: "the webhook refused access (403): check the WEBHOOK_URL permissions",
  404: "the webhook does not exist (404): WEBHOOK_URL is wrong or the webhook was deleted",
};

export function createChatSender(options: { webhookUrl: string; fetch?: typeof fetch; now?: () => number }): Sender {
  const fetcher = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  return {
    destination: "chat",
    settings: "WEBHOOK_URL",
    secrets: webhookSecrets(options.webhookUrl),
    async send(notification, timeoutMs): Promise<SendOutcome> {
      const lead = leadFromStored(notification.lead.form, notification.lead.data);
      if (!lead) return { kind: "rejected", reason: `unknown form "${notification.lead.form}"`, statusCode: null };
      const payload = buildWebhookPayload(
        lead,
        notification.lead.id,
        new Date(notification.lead.createdAt),
        notification.lead.attribution,
      );
      const result = await postJson(fetcher, options.webhookUrl, payload, timeoutMs);
      if (!result.ok) return result.outcome;
      const { response, body } = result;
      const statusCode = response.status;
      if (response.ok) return { kind: "sent", statusCode };
      if (statusCode === 429) {
        return {
          kind: "rate-limited",
          retryAfterMs: retryAfterMs(body, response.headers.get("retry-after"), now()),
          statusCode,
        };
      }
      const known = misconfiguration[statusCode];
      // The service's own words after ours: the owners' page shows them (docs/decisions/070).
      if (known)
        return { kind: "rejected", reason: body.trim() ? `${known}: ${body.slice(0, 200)}` : known, statusCode };
      if (statusCode >= 400 && statusCode < 500 && statusCode !== 408) {
        return {
          kind: "rejected",
          reason: `the webhook rejected the notification (${statusCode}): ${body.slice(0, 200)}`,
          statusCode,
        };
      }
      return { kind: "failed", reason: `webhook answered ${statusCode}`, mayHaveLanded: false, statusCode };
    },
  };
}
