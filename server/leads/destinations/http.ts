import type { SendOutcome } from "../outbox-worker";

/** HTTP calls shared by the destinations that are web APIs (chat webhook, Meta). */

/** Seconds from a 429: the JSON body's retry_after, else the Retry-After header (seconds or an HTTP date). */
export function retryAfterMs(body: string, header: string | null, now: number): number | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed !== null && typeof parsed === "object" && "retry_after" in parsed) {
      const seconds = Number(parsed.retry_after);
      if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
    }
  } catch {
    // Not JSON: fall back to the header.
  }
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  return null;
}

export type PostResult = { ok: true; response: Response; body: string } | { ok: false; outcome: SendOutcome };

/**
 * POSTs JSON and reads the whole answer. A call that gets no answer is a
 * failure to retry; one given up on (timeout) or broken after sending may
 * still have landed, which the worker takes into account.
 */
export function postJson(fetcher: typeof fetch, url: string, payload: unknown, timeoutMs: number): Promise<PostResult> {
  return post(fetcher, url, { "content-type": "application/json" }, JSON.stringify(payload), timeoutMs);
}

/** POSTs a body as given (Web Push: encrypted bytes and the headers web-push made), answered as postJson is. */
export async function post(
  fetcher: typeof fetch,
  url: string,
  headers: Record<string, string>,
  body: string | Uint8Array<ArrayBuffer>,
  timeoutMs: number,
): Promise<PostResult> {
  try {
    const response = await fetcher(url, { method: "POST", headers, body, signal: AbortSignal.timeout(timeoutMs) });
    return { ok: true, response, body: await response.text() };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
    const reason = timedOut
      ? `timeout: no answer within ${timeoutMs} ms`
      : `network error: ${cause ? cause.message : error instanceof Error ? error.message : String(error)}`;
    // The service may have the message when we gave up waiting, or when the connection broke after it was sent.
    const code = cause && "code" in cause ? String(cause.code) : "";
    return {
      ok: false,
      outcome: {
        kind: "failed",
        reason,
        mayHaveLanded: timedOut || code === "ECONNRESET" || code === "UND_ERR_SOCKET",
        statusCode: null,
      },
    };
  }
}
