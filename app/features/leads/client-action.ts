import type { ClientActionFunctionArgs } from "react-router";
import type { LeadActionResult } from "./action.server";

export const NETWORK_ERROR_MESSAGE = "Não conseguimos falar com o servidor. Verifique sua conexão e tente novamente.";

export const TIMEOUT_MESSAGE = "O servidor demorou para responder. Tente novamente em alguns instantes.";

/** A stored lead answers in milliseconds; past this the visitor is better off retrying (same submission id). */
export const REQUEST_TIMEOUT_MS = 20_000;

/** The answer when the request itself failed: no status from our server, a message for the toast. */
export interface LeadTransportFailure {
  form: null;
  ok: false;
  status: 0;
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
    return {
      form: null,
      ok: false,
      status: 0,
      message: error instanceof Timeout ? TIMEOUT_MESSAGE : NETWORK_ERROR_MESSAGE,
      errors: {},
      values: {},
    };
  } finally {
    clearTimeout(timer);
  }
}
