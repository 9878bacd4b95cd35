import { data, type ActionFunctionArgs, type HeadersFunction } from "react-router";
import { ATTRIBUTION_FIELD_PREFIX, attributionFromLanding } from "./attribution";
import { leadMessages } from "./messages";
import type { FieldErrors, LeadForm } from "./form-definition";
import { business } from "#app/config/business.server";
import { whatsappUrl } from "./whatsapp";
import { fromServer } from "#app/load-context";
import { clearKeptClickCookie, keptClickCookieValue, readKeptClick, withKeptClick } from "./kept-click";

/**
 * Route action of the pages with a lead form, posted without JavaScript (a
 * document POST) and with it (the form's fetcher). Each page hosts one form
 * and names it (`pageForm`); the form carries hidden inputs `form` and
 * `submissionId` (empty in prerendered HTML: the service makes one), campaign
 * attribution as `attribution.<key>`, and its fields under their posted
 * names (./forms/). The lead service decides the answer, as it does for
 * POST /api/leads: Origin, fields, honeypot, rate limit, double posts. A post
 * from another site's page is refused before React Router runs, too
 * (server/http/origin-check.ts).
 */

export type LeadActionResult =
  | { form: LeadForm; ok: true; id: number; whatsappUrl: string | null }
  | {
      form: LeadForm;
      ok: false;
      status: 400 | 403 | 409 | 422 | 429 | 503;
      message: string;
      /** Field name → pt-BR message, as the schemas produce them. */
      errors: FieldErrors;
      /** What the visitor typed, to fill the form again. */
      values: Record<string, string>;
    };

const RESERVED_FIELDS = new Set(["form", "submissionId"]);

/** The posted fields; a body that is empty or not a form reads as no fields, so the form's own messages answer it. */
async function readFields(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

export async function leadAction({ request, url, context }: ActionFunctionArgs, pageForm: LeadForm) {
  const formData = await readFields(request);
  const values: Record<string, string> = {};
  const attribution: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value !== "string" || RESERVED_FIELDS.has(name)) continue;
    if (name.startsWith(ATTRIBUTION_FIELD_PREFIX)) attribution[name.slice(ATTRIBUTION_FIELD_PREFIX.length)] = value;
    else values[name] = value;
  }
  const failure = (
    status: 400 | 403 | 409 | 422 | 429 | 503,
    message: string,
    errors: FieldErrors,
    headers: HeadersInit = {},
  ) => data<LeadActionResult>({ form: pageForm, ok: false, status, message, errors, values }, { status, headers });

  const postedForm = formData.get("form");
  if (postedForm !== null && postedForm !== pageForm) return failure(400, leadMessages.badRequest, {});
  // Without script nothing recorded the visit's origin: the page the form was on (the Referer) is the best clue.
  const referer = request.headers.get("referer");
  const visit =
    Object.keys(attribution).length > 0 ? attribution : referer ? attributionFromLanding(referer, null) : null;
  // The first paid click kept 90 days (decision 065) stands in when this visit brought no click id.
  const cookieHeader = request.headers.get("cookie");
  const { leads, clientIp } = fromServer(context);
  const result = await leads.submit({
    via: "formulario",
    form: pageForm,
    submissionId: formData.get("submissionId"),
    data: values,
    attribution: withKeptClick(visit, readKeptClick(cookieHeader, Date.now())),
    origin: request.headers.get("origin"),
    // The page, not the address of a data request (`request.url` is as sent: "/contato.data" when posted by script).
    page: url.pathname,
    ip: clientIp,
    userAgent: request.headers.get("user-agent"),
  });
  if (result.status !== 201) {
    const errors = result.status === 422 ? result.errors : {};
    const headers: HeadersInit = result.status === 429 ? { "Retry-After": String(result.retryAfterSeconds) } : {};
    return failure(result.status, result.message, errors, headers);
  }
  // The lead that used the kept click is stored: the click is not kept any longer.
  const headers: HeadersInit =
    keptClickCookieValue(cookieHeader) === null
      ? {}
      : { "Set-Cookie": clearKeptClickCookie(url.protocol === "https:") };
  return data<LeadActionResult>(
    {
      form: pageForm,
      ok: true,
      id: result.id,
      whatsappUrl: result.lead ? whatsappUrl(result.lead, business().whatsappNumber) : null,
    },
    { headers },
  );
}

/**
 * The `headers` export of every page with a lead action: React Router keeps
 * only cookies from an action's headers unless the route passes them on, so
 * the 429 page would lose its Retry-After.
 */
export const leadActionHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter !== null) headers.set("Retry-After", retryAfter);
  return headers;
};
