import type { MetaServerEvent } from "#server/leads/destinations/meta-event";
import { startFakeHttp, type FakeHttp, type FakeReply } from "./fake-http";

/**
 * Meta's Graph API on 127.0.0.1 for tests (META_API_URL points here):
 * records every Conversions API call and answers as Meta does, or as the
 * test scripts it. Whatever the script, it refuses what Meta refuses, with
 * Graph's error (Conversions API → Parameters, Server Event and Customer
 * Information Parameters; docs/decisions/064):
 * - an event without event_name, event_time or action_source, or with an
 *   action_source Meta does not list;
 * - an event_time more than 7 days old or in the future;
 * - a website event without client_user_agent or event_source_url ("Website
 *   events … require the client_user_agent, action_source, and
 *   event_source_url parameters");
 * - contact data Meta wants hashed (em, ph, fn, ln, country…) that is not a
 *   SHA-256 hex digest, and user_data without any customer information.
 */

export interface ConversionsApiPayload {
  data: MetaServerEvent[];
  test_event_code?: string;
  access_token: string;
}

/** Lead id read from the event id ("lead-42", "won-42"). */
function leadIdOf(payload: ConversionsApiPayload): number {
  const match = /-(\d+)$/.exec(payload.data[0]?.event_id ?? "");
  return match ? Number(match[1]) : -1;
}

/** action_source values Meta documents. */
const ACTION_SOURCES = new Set([
  "email",
  "website",
  "app",
  "phone_call",
  "chat",
  "physical_store",
  "system_generated",
  "business_messaging",
  "other",
]);

/** Customer information Meta only takes hashed (SHA-256, lower-case hex). */
const HASHED = ["em", "ph", "fn", "ln", "ge", "db", "ct", "st", "zp", "country"] as const;
const SHA256_HEX = /^[0-9a-f]{64}$/;
/** Parameters that identify a person: user_data needs at least one. */
const CUSTOMER_INFORMATION = [...HASHED, "external_id", "fbc", "fbp", "client_ip_address", "client_user_agent"];

const SEVEN_DAYS_S = 7 * 86_400;

/** Meta's reason to refuse the event, if any. */
function refusal(event: MetaServerEvent, nowS: number): string | null {
  if (!event.event_name) return "The event_name parameter is required.";
  if (typeof event.event_time !== "number") return "The event_time parameter is required.";
  if (event.event_time < nowS - SEVEN_DAYS_S) return "The event_time is more than 7 days in the past.";
  if (event.event_time > nowS + 60) return "The event_time is in the future.";
  if (!ACTION_SOURCES.has(event.action_source)) return `Invalid action_source: ${String(event.action_source)}.`;
  if (event.action_source === "website") {
    if (!event.user_data.client_user_agent) return "The client_user_agent parameter is required for website events.";
    if (!event.event_source_url) return "The event_source_url parameter is required for website events.";
  }
  const userData = event.user_data as Record<string, unknown>;
  for (const key of HASHED) {
    const values = userData[key];
    if (values === undefined) continue;
    const list = Array.isArray(values) ? values : [values];
    if (!list.every((value) => typeof value === "string" && SHA256_HEX.test(value))) {
      return `The ${key} parameter is not hashed properly (SHA-256, hex).`;
    }
  }
  if (!CUSTOMER_INFORMATION.some((key) => userData[key] !== undefined)) {
    return "The user_data parameter needs at least one customer information parameter.";
  }
  return null;
}

function refuse(payload: ConversionsApiPayload): FakeReply | null {
  const nowS = Math.floor(Date.now() / 1000);
  const reason = payload.data.map((event) => refusal(event, nowS)).find((found) => found !== null);
  if (!reason) return null;
  return {
    status: 400,
    body: {
      error: {
        message: "Invalid parameter",
        type: "OAuthException",
        code: 100,
        is_transient: false,
        error_user_title: "Invalid parameter",
        error_user_msg: reason,
        fbtrace_id: "AbCdEfGh",
      },
    },
  };
}

export async function startFakeGraphApi(): Promise<FakeHttp<ConversionsApiPayload>> {
  return startFakeHttp<ConversionsApiPayload>(
    leadIdOf,
    { status: 200, body: { events_received: 1, messages: [], fbtrace_id: "AbCdEfGh" } },
    refuse,
  );
}
