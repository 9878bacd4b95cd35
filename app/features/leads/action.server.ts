import { data, type ActionFunctionArgs } from "react-router";
import { leadMessages } from "./messages";
import { isLeadForm, type FieldErrors, type LeadForm } from "./schemas";
import { whatsappUrl } from "./whatsapp";

/**
 * Route action for lead forms posted without JavaScript. The form carries
 * hidden inputs `form` (which form) and `submissionId` (made at render; one
 * is made here when absent), and its fields named as in the schemas. The
 * same service as POST /api/leads validates and stores it.
 */

export type LeadActionResult =
  | { form: LeadForm; ok: true; id: number; whatsappUrl: string | null }
  | {
      form: LeadForm | null;
      ok: false;
      status: 400 | 403 | 422 | 429 | 503;
      message: string;
      /** Field name → pt-BR message, as the schemas produce them. */
      errors: FieldErrors;
      /** What the visitor typed, to fill the form again. */
      values: Record<string, string>;
    };

const RESERVED_FIELDS = new Set(["form", "submissionId"]);

function requestOrigin(request: Request): string | null {
  try {
    return new URL(request.url).origin;
  } catch {
    return null;
  }
}

export async function leadAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const rawForm = formData.get("form");
  const form = isLeadForm(rawForm) ? rawForm : null;
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (!RESERVED_FIELDS.has(name) && typeof value === "string") values[name] = value;
  }
  const failure = (
    status: 400 | 403 | 422 | 429 | 503,
    message: string,
    errors: FieldErrors = {},
    headers?: HeadersInit,
  ) =>
    data<LeadActionResult>(
      { form, ok: false, status, message, errors, values },
      headers ? { status, headers } : { status },
    );

  if (!context.leads.isAllowedOrigin(request.headers.get("origin"), requestOrigin(request))) {
    return failure(403, leadMessages.forbiddenOrigin);
  }
  if (!form) return failure(400, leadMessages.badRequest);
  const submissionId = formData.get("submissionId");
  const result = await context.leads.submit({
    form: rawForm,
    submissionId: typeof submissionId === "string" && submissionId !== "" ? submissionId : crypto.randomUUID(),
    data: values,
    ip: context.clientIp,
    userAgent: request.headers.get("user-agent"),
  });

  switch (result.status) {
    case 201:
      return data<LeadActionResult>({
        form,
        ok: true,
        id: result.id,
        whatsappUrl: result.lead ? whatsappUrl(result.lead) : null,
      });
    case 422:
      return failure(422, result.message, result.errors);
    case 429:
      return failure(429, result.message, {}, { "Retry-After": String(result.retryAfterSeconds) });
    default:
      return failure(result.status, result.message);
  }
}
