import type { WebhookPayload } from "#app/features/leads/webhook-payload";
import { startFakeHttp, type FakeCall, type FakeHttp } from "./fake-http";

/**
 * A chat webhook on 127.0.0.1 for tests: records every call and answers as
 * the test scripts it (status, body, headers, or never answering at all).
 */

export type WebhookCall = FakeCall<WebhookPayload>;

export interface FakeWebhook extends FakeHttp<WebhookPayload> {
  url: string;
}

/** Lead id read from the embed title ("… — lead #42"). */
function leadIdOf(payload: WebhookPayload): number {
  const match = /lead #(\d+)/.exec(payload.embeds[0].title);
  return match ? Number(match[1]) : -1;
}

export async function startFakeWebhook(): Promise<FakeWebhook> {
  const fake = await startFakeHttp<WebhookPayload>(leadIdOf, { status: 204 });
  return Object.assign(fake, { url: `${fake.origin}/api/webhooks/123/token` });
}
