import type { Kysely } from "kysely";
import webPush from "web-push";
import type { Vapid } from "#app/config/env.server";
import { leadPushMessage, type PushMessage } from "#app/features/panel/push-message";
import type { ClaimedNotification } from "../../db/outbox";
import type { Database } from "../../db/schema";
import { assignedAlert } from "../../push/assigned-alerts";
import { leadAlertRecipients, type PushRecipient } from "../../push/audience";
import { PushSubscriptions } from "../../push/subscriptions";
import type { Sender, SendOutcome } from "../outbox-worker";
import { post, retryAfterMs } from "./http";

/**
 * Lead alerts on the members' devices (Web Push, docs/decisions/061). One
 * outbox row per lead, like every destination, and one per hand-made
 * change of responsible member ("Lead atribuído a você", decision 072:
 * server/push/assigned-alerts); a try sends the row's alert,
 * encrypted for each device by web-push and signed with the server's VAPID
 * key, to every device that should get it and has not yet
 * (server/push/audience), and records each device the row reached, so a retry after
 * a partial failure (or on another replica, once the lease passed) never
 * alerts a device twice. A device its push service reports gone (404/410)
 * is deleted; it is done, not failed.
 */

/** How long a push service keeps an alert for a device that is off: a lead alert an hour late is still worth it. */
export const ALERT_TTL_SECONDS = 3600;

type DeviceOutcome = SendOutcome | { kind: "gone"; statusCode: number };

export function createPushSender(options: {
  vapid: Vapid;
  db: Kysely<Database>;
  fetch?: typeof fetch;
  now?: () => number;
}): Sender {
  const fetcher = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const { vapid, db } = options;
  const subscriptions = new PushSubscriptions(db);

  /** What the row's alert says and to which devices; null: nobody to tell (the leads are no longer theirs). */
  async function alertOf(
    notification: ClaimedNotification,
  ): Promise<{ message: PushMessage; recipients: PushRecipient[] } | null> {
    const { lead } = notification;
    if (notification.event !== "assigned") {
      return {
        message: leadPushMessage(lead),
        recipients: await leadAlertRecipients(db, { id: lead.id, createdAt: lead.createdAt }),
      };
    }
    if (notification.auditId === null) throw new Error("an assignment alert without its audit event");
    return assignedAlert(db, {
      alertId: notification.id,
      auditId: notification.auditId,
      createdAt: notification.createdAt,
    });
  }

  async function sendTo(recipient: PushRecipient, payload: string, timeoutMs: number): Promise<DeviceOutcome> {
    const request = webPush.generateRequestDetails(
      { endpoint: recipient.endpoint, keys: { p256dh: recipient.p256dh, auth: recipient.auth } },
      payload,
      {
        vapidDetails: vapid,
        TTL: ALERT_TTL_SECONDS,
        urgency: "high",
        contentEncoding: "aes128gcm",
      },
    );
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const result = await post(fetcher, request.endpoint, headers, new Uint8Array(request.body), timeoutMs);
    if (!result.ok) return result.outcome;
    const statusCode = result.response.status;
    if (result.response.ok) return { kind: "sent", statusCode };
    if (statusCode === 404 || statusCode === 410) return { kind: "gone", statusCode };
    if (statusCode === 429) {
      return {
        kind: "rate-limited",
        retryAfterMs: retryAfterMs("", result.response.headers.get("retry-after"), now()),
        statusCode,
      };
    }
    if (statusCode === 401 || statusCode === 403) {
      return {
        kind: "rejected",
        reason: `the push service refused the VAPID signature (${statusCode}): were the keys changed after the device subscribed?`,
        statusCode,
      };
    }
    if (statusCode >= 400 && statusCode < 500 && statusCode !== 408) {
      return { kind: "rejected", reason: `the push service refused the alert (${statusCode})`, statusCode };
    }
    return { kind: "failed", reason: `push service answered ${statusCode}`, mayHaveLanded: false, statusCode };
  }

  return {
    destination: "push",
    settings: "VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT",
    secrets: [vapid.privateKey],
    async send(notification, timeoutMs): Promise<SendOutcome> {
      const alert = await alertOf(notification);
      if (alert === null) return { kind: "sent", statusCode: null };
      const payload = JSON.stringify(alert.message);
      const recipients = await subscriptions.notReached(notification.id, alert.recipients);
      const outcomes = await Promise.all(
        recipients.map(async (recipient) => {
          const outcome = await sendTo(recipient, payload, timeoutMs);
          if (outcome.kind === "sent")
            await subscriptions.markReached(notification.id, recipient.subscriptionId, now());
          if (outcome.kind === "gone") await subscriptions.forget(recipient.subscriptionId);
          return outcome;
        }),
      );
      return summary(outcomes);
    },
  };
}

/**
 * The row's outcome from its devices': any device to retry makes the row retry (the others are marked reached),
 * then a rate limit, then a refusal; devices gone or reached, or none to alert, make it sent.
 */
function summary(outcomes: readonly DeviceOutcome[]): SendOutcome {
  const failed = outcomes.filter((outcome) => outcome.kind === "failed");
  if (failed.length > 0) {
    return {
      kind: "failed",
      reason: `${failed.length} of ${outcomes.length} device(s): ${failed[0]!.reason}`,
      mayHaveLanded: failed.some((outcome) => outcome.mayHaveLanded),
      statusCode: failed[0]!.statusCode,
    };
  }
  const limited = outcomes.filter((outcome) => outcome.kind === "rate-limited");
  if (limited.length > 0) {
    const waits = limited.map((outcome) => outcome.retryAfterMs).filter((ms): ms is number => ms !== null);
    return {
      kind: "rate-limited",
      retryAfterMs: waits.length > 0 ? Math.max(...waits) : null,
      statusCode: limited[0]!.statusCode,
    };
  }
  const refused = outcomes.find((outcome) => outcome.kind === "rejected");
  if (refused) return refused;
  return { kind: "sent", statusCode: outcomes.find((outcome) => outcome.statusCode !== null)?.statusCode ?? null };
}
