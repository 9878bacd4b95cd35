import type { FieldErrors, LeadForm } from "../schemas";

/** What POST /api/leads answered, read defensively (a proxy may answer HTML). */
export type PostLeadResult =
  | { ok: true; status: number; id: number | null }
  | { ok: false; status: number; message: string | null; errors: FieldErrors };

export const NETWORK_ERROR_MESSAGE = "Não conseguimos falar com o servidor. Verifique sua conexão e tente novamente.";

export const TIMEOUT_MESSAGE = "O servidor demorou para responder. Tente novamente em alguns instantes.";

/** A stored lead answers in milliseconds; past this the visitor is better off retrying (same submission id). */
export const REQUEST_TIMEOUT_MS = 20_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function stringEntries(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

async function readBody(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return isRecord(body) ? body : {};
  } catch {
    return {};
  }
}

/**
 * Sends one submission to the lead API. Answers with the status and the
 * server's pt-BR message and field errors; throws an Error with a pt-BR
 * message when the request never got an answer (offline, reset, timeout).
 */
export async function postLead(
  form: LeadForm,
  submissionId: string,
  data: Record<string, unknown>,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<PostLeadResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ form, submissionId, data }),
      signal: controller.signal,
    });
  } catch {
    throw new Error(controller.signal.aborted ? TIMEOUT_MESSAGE : NETWORK_ERROR_MESSAGE);
  } finally {
    clearTimeout(timer);
  }
  const body = await readBody(response);
  if (response.ok) return { ok: true, status: response.status, id: typeof body.id === "number" ? body.id : null };
  return {
    ok: false,
    status: response.status,
    message: typeof body.message === "string" && body.message.trim() !== "" ? body.message : null,
    errors: stringEntries(body.errors),
  };
}
