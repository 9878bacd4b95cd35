import type { MetaServerEvent } from "../server/leads/destinations/meta-event";
import { startFakeHttp, type FakeHttp } from "./fake-http";

/**
 * Meta's Graph API on 127.0.0.1 for tests (META_API_URL points here):
 * records every Conversions API call and answers as Meta does, or as the
 * test scripts it.
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

export async function startFakeGraphApi(): Promise<FakeHttp<ConversionsApiPayload>> {
  return startFakeHttp<ConversionsApiPayload>(leadIdOf, {
    status: 200,
    body: { events_received: 1, messages: [], fbtrace_id: "AbCdEfGh" },
  });
}
