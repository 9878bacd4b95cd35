/** How long a Banco Central service may take to answer before the fetch counts as failed. */
export const FETCH_TIMEOUT_MS = 15_000;

export class FetchError extends Error {
  override name = "FetchError";
}

/**
 * GET a JSON document; an HTTP error, a timeout, `stop` being aborted (the server shutting down) or a body that
 * is not JSON throws a FetchError.
 */
export async function getJson(url: string, stop?: AbortSignal): Promise<unknown> {
  let response: Response;
  const timeout = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  try {
    response = await fetch(url, {
      headers: { Accept: "application/json" },
      signal: stop ? AbortSignal.any([stop, timeout]) : timeout,
    });
  } catch (error) {
    throw new FetchError(`${new URL(url).host}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FetchError(`${new URL(url).host} answered ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw new FetchError(`${new URL(url).host} answered something other than JSON`);
  }
}
