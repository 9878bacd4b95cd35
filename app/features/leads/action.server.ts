import { data, type ActionFunctionArgs, type HeadersFunction } from "react-router";
import { ATTRIBUTION_FIELD_PREFIX, attributionFromLanding } from "./attribution";
import { leadMessages } from "./messages";
import type { FieldErrors, LeadForm } from "./form-definition";
import { business } from "~/config/business.server";
import { whatsappUrl } from "./whatsapp";

/**
 * Route action for lead forms posted without JavaScript. Each page hosts one
 * form and names it (`pageForm`); the form carries hidden inputs `form` and
 * `submissionId` (made at render; one is made here when absent), campaign
 * attribution as `attribution.<key>`, and its fields named as in the
 * schemas. The same service as POST /api/leads validates and stores it, and
 * answers a double post of the same content with the lead already stored.
 * A post from another site never gets here: the server refuses it with 403
 * before React Router runs (server/http/origin.ts).
 */

export type LeadActionResult =
  | { form: LeadForm; ok: true; id: number; whatsappUrl: string | null }
  | {
      form: LeadForm;
      ok: false;
      status: 400 | 409 | 422 | 429 | 503;
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

export async function leadAction({ request, context }: ActionFunctionArgs, pageForm: LeadForm) {
  const formData = await readFields(request);
  const values: Record<string, string> = {};
  const attribution: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value !== "string" || RESERVED_FIELDS.has(name)) continue;
    if (name.startsWith(ATTRIBUTION_FIELD_PREFIX)) attribution[name.slice(ATTRIBUTION_FIELD_PREFIX.length)] = value;
    else values[name] = value;
  }
  const failure = (
    status: 400 | 409 | 422 | 429 | 503,
    message: string,
    errors: FieldErrors = {},
    headers?: HeadersInit,
  ) =>
    data<LeadActionResult>(
      { form: pageForm, ok: false, status, message, errors, values },
      headers ? { status, headers } : { status },
    );

  // Without script nothing recorded the visit's origin: the page the form was on (the Referer) is the best clue.
  const referer = request.headers.get("referer");
  const origin =
    Object.keys(attribution).length > 0 ? attribution : referer ? attributionFromLanding(referer, null) : null;
  const postedForm = formData.get("form");
  if (postedForm !== null && postedForm !== pageForm) return failure(400, leadMessages.badRequest);
  const submissionId = formData.get("submissionId");
  const result = await context.leads.submit({
    form: pageForm,
    submissionId: typeof submissionId === "string" && submissionId !== "" ? submissionId : crypto.randomUUID(),
    data: values,
    attribution: origin,
    channel: "form",
    ip: context.clientIp,
    userAgent: request.headers.get("user-agent"),
    pagePath: new URL(request.url).pathname,
  });

  switch (result.status) {
    case 201:
      return data<LeadActionResult>({
        form: pageForm,
        ok: true,
        id: result.id,
        whatsappUrl: result.lead ? whatsappUrl(result.lead, business().whatsappNumber) : null,
      });
    case 422:
      return failure(422, result.message, result.errors);
    case 429:
      return failure(429, result.message, {}, { "Retry-After": String(result.retryAfterSeconds) });
    default:
      return failure(result.status, result.message);
  }
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
