import type { Sender, SendOutcome } from "../outbox-worker";
import { postJson, retryAfterMs } from "./http";
import { buildMetaEvent, GRAPH_API_VERSION } from "./meta-event";

/**
 * Meta's Conversions API (META_PIXEL_ID, META_CAPI_TOKEN): one server event
 * per outbox row, POST {META_API_URL}/{version}/{pixel}/events. Only leads
 * whose visitor consented get a row; the sender checks the consent again
 * before sending. Graph API answers map onto the outbox's outcomes: 2xx
 * sent; 429 and Meta's throttling codes wait; 5xx and errors Meta flags as
 * transient are retried; other refusals (a bad token, an event it rejects)
 * are dead at once, with the setting to fix.
 */

export interface MetaSettings {
  pixelId: string;
  token: string;
  testEventCode?: string | undefined;
  /** The Graph API host (tests point it at a local fake). */
  apiUrl: string;
  siteUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
}

interface GraphError {
  message?: string;
  code?: number;
  error_subcode?: number;
  is_transient?: boolean;
}

/** Graph API throttling codes (application, user, pixel and custom-rate limits): wait, as for a 429. */
const THROTTLED = new Set([4, 17, 32, 613, 80004]);
/** Temporary problems on Meta's side (unknown error, service unavailable). */
const TRANSIENT = new Set([1, 2]);
/** The access token is invalid, expired or lacks the permission. */
const BAD_TOKEN = new Set([190, 10, 200]);

function graphError(body: string): GraphError {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed !== null && typeof parsed === "object" && "error" in parsed) {
      const error = parsed.error;
      if (error !== null && typeof error === "object") return error as GraphError;
    }
  } catch {
    // Not Graph's JSON (a proxy's page): the status alone says what happened.
  }
  return {};
}

/** The outbox outcome of a Graph API answer. */
export function metaOutcome(status: number, body: string, retryAfterHeader: string | null, now: number): SendOutcome {
  if (status >= 200 && status < 300) return { kind: "sent", statusCode: status };
  const error = graphError(body);
  const detail = `${error.code === undefined ? "" : `code ${error.code}`}${error.error_subcode === undefined ? "" : `/${error.error_subcode}`}`;
  const message = (error.message ?? body).slice(0, 200);
  if (status === 429 || (error.code !== undefined && THROTTLED.has(error.code))) {
    return { kind: "rate-limited", retryAfterMs: retryAfterMs(body, retryAfterHeader, now), statusCode: status };
  }
  if (
    status >= 500 ||
    status === 408 ||
    error.is_transient === true ||
    (error.code !== undefined && TRANSIENT.has(error.code))
  ) {
    return {
      kind: "failed",
      reason: `Meta answered ${status}${detail ? ` (${detail})` : ""}: ${message}`,
      mayHaveLanded: false,
      statusCode: status,
    };
  }
  if (status === 401 || status === 403 || (error.code !== undefined && BAD_TOKEN.has(error.code))) {
    return {
      kind: "rejected",
      reason: `Meta refused the access token (${status}${detail ? `, ${detail}` : ""}): check META_CAPI_TOKEN and META_PIXEL_ID. Meta said: ${message}`,
      statusCode: status,
    };
  }
  return {
    kind: "rejected",
    reason: `Meta rejected the event (${status}${detail ? `, ${detail}` : ""}): ${message}`,
    statusCode: status,
  };
}

export function createMetaSender(settings: MetaSettings): Sender {
  const fetcher = settings.fetch ?? globalThis.fetch;
  const now = settings.now ?? Date.now;
  const url = `${settings.apiUrl}/${GRAPH_API_VERSION}/${encodeURIComponent(settings.pixelId)}/events`;
  return {
    destination: "meta",
    settings: "META_PIXEL_ID and META_CAPI_TOKEN",
    secrets: [settings.token],
    async send(notification, timeoutMs): Promise<SendOutcome> {
      const event = buildMetaEvent({
        lead: notification.lead,
        event: notification.event,
        at: notification.event === "lead" ? notification.lead.createdAt : notification.createdAt,
        valueCents: notification.valueCents,
        siteUrl: settings.siteUrl,
      });
      if (!event) {
        return {
          kind: "rejected",
          reason: "the visitor did not consent to sharing with Meta: not sent",
          statusCode: null,
        };
      }
      // The token goes in the body, never in the URL, which proxies and error messages may repeat.
      const payload = {
        data: [event],
        ...(settings.testEventCode ? { test_event_code: settings.testEventCode } : {}),
        access_token: settings.token,
      };
      const result = await postJson(fetcher, url, payload, timeoutMs);
      if (!result.ok) return result.outcome;
      return metaOutcome(result.response.status, result.body, result.response.headers.get("retry-after"), now());
    },
  };
}
