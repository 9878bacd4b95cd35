import { isRouteErrorResponse, type ClientActionFunctionArgs } from "react-router";
import type { LeadActionResult } from "./action.server";

export const NETWORK_ERROR_MESSAGE = "Não conseguimos falar com o servidor. Verifique sua conexão e tente novamente.";

export const TIMEOUT_MESSAGE = "O servidor demorou para responder. Tente novamente em alguns instantes.";

/** A stored lead answers in milliseconds; past this the visitor is better off retrying (same submission id). */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * The answer when no usable reply arrived: `status` 0 when the request never
 * got one (offline, timeout), else the failing status (a 500, a proxy's 502),
 * with an empty message: the form then shows its generic retry text.
 */
export interface LeadTransportFailure {
  form: null;
  ok: false;
  status: number;
  message: string;
  errors: Record<string, never>;
  values: Record<string, never>;
}

export type LeadClientResult = LeadActionResult | LeadTransportFailure;

class Timeout extends Error {}

/**
 * The lead forms' route `clientAction`: the same server action (the one a
 * form posted without JavaScript reaches), but a network failure or a slow
 * answer comes back as data the form can show in a toast, instead of an
 * error that would replace the page.
 */
export async function leadClientAction({ serverAction }: ClientActionFunctionArgs): Promise<LeadClientResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([serverAction<LeadActionResult>(), timeout]);
  } catch (error) {
    const failure = { form: null, ok: false, errors: {}, values: {} } as const;
    if (isRouteErrorResponse(error)) return { ...failure, status: error.status, message: "" };
    return { ...failure, status: 0, message: error instanceof Timeout ? TIMEOUT_MESSAGE : NETWORK_ERROR_MESSAGE };
  } finally {
    clearTimeout(timer);
  }
}
