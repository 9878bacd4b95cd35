/**
 * The three GET calls of the lookup, straight from the browser to the public
 * services. Base URLs come from configuration so tests can point them
 * elsewhere; every outcome is a value, never a thrown error.
 */
import { publicConfig } from "#app/config/public";
import { parseCepBody, parseDddBody, type CepResult, type DddResult, type PlateResult } from "./responses";

export interface LookupOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
  viacepUrl?: string;
  brasilApiUrl?: string;
}

async function getJson(url: string, options: LookupOptions): Promise<{ ok: boolean; body: unknown }> {
  const response = await (options.fetch ?? fetch)(url, {
    headers: { Accept: "application/json" },
    signal: options.signal,
  });
  return { ok: response.ok, body: await response.json() };
}

/** HTTP 400 (malformed CEP), network and parse failures are errors; the "erro" flag is "not found". */
export async function lookupCep(cep: string, options: LookupOptions = {}): Promise<CepResult> {
  const base = options.viacepUrl ?? publicConfig.viacepUrl;
  try {
    const { ok, body } = await getJson(`${base}/ws/${encodeURIComponent(cep)}/json/`, options);
    return ok ? parseCepBody(body, cep) : { status: "error" };
  } catch {
    return { status: "error" };
  }
}

export async function lookupDdd(ddd: string, options: LookupOptions = {}): Promise<DddResult> {
  const base = options.brasilApiUrl ?? publicConfig.brasilApiUrl;
  try {
    const { ok, body } = await getJson(`${base}/api/ddd/v1/${encodeURIComponent(ddd)}`, options);
    return ok ? parseDddBody(body) : { status: "not-found" };
  } catch {
    return { status: "not-found" };
  }
}

/**
 * The spec's plate call. That BrasilAPI endpoint expects a FIPE code, so for a
 * plate it answers 400; any non-OK answer is the "limited data" failure.
 */
export async function lookupPlate(plate: string, options: LookupOptions = {}): Promise<PlateResult> {
  const base = options.brasilApiUrl ?? publicConfig.brasilApiUrl;
  try {
    const { ok, body } = await getJson(`${base}/api/fipe/preco/v1/${encodeURIComponent(plate)}`, options);
    return ok ? { status: "found", data: body } : { status: "error" };
  } catch {
    return { status: "error" };
  }
}
