import type { MetaServerEvent } from "../server/leads/destinations/meta-event";
import { startFakeHttp, type FakeHttp, type FakeReply } from "./fake-http";

/**
 * Meta's Graph API on 127.0.0.1 for tests (META_API_URL points here):
 * records every Conversions API call and answers as Meta does, or as the
 * test scripts it. Whatever the script, it refuses what Meta refuses: a
 * website event without client_user_agent or event_source_url (Conversions
 * API → Parameters: "Website events … require the client_user_agent,
 * action_source, and event_source_url parameters"), with Graph's error.
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

/** The parameter a website event lacks, if any. */
function missingWebsiteParameter(event: MetaServerEvent): string | null {
  if (event.action_source !== "website") return null;
  if (!event.user_data.client_user_agent) return "client_user_agent";
  if (!event.event_source_url) return "event_source_url";
  return null;
}

function refuse(payload: ConversionsApiPayload): FakeReply | null {
  const missing = payload.data.map(missingWebsiteParameter).find((parameter) => parameter !== null);
  if (!missing) return null;
  return {
    status: 400,
    body: {
      error: {
        message: "Invalid parameter",
        type: "OAuthException",
        code: 100,
        is_transient: false,
        error_user_title: "Missing parameter for website event",
        error_user_msg: `The ${missing} parameter is required for events whose action_source is website.`,
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
