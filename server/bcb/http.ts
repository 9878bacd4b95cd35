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

/**
 * GET a text file; null when the server answers 404 (a file not published, such as a day without a bulletin).
 * Another HTTP error, a timeout or `stop` being aborted throws a FetchError. The body is read as Windows-1252,
 * the Banco Central's download files' encoding (their lines the site reads are ASCII either way).
 */
export async function getTextFile(url: string, stop?: AbortSignal): Promise<string | null> {
  let response: Response;
  const timeout = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  try {
    response = await fetch(url, { signal: stop ? AbortSignal.any([stop, timeout]) : timeout });
  } catch (error) {
    throw new FetchError(`${new URL(url).host}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    if (response.status === 404) return null;
    throw new FetchError(`${new URL(url).host} answered ${response.status}`);
  }
  try {
    return new TextDecoder("windows-1252").decode(await response.arrayBuffer());
  } catch (error) {
    throw new FetchError(`${new URL(url).host}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
