import { LEAD_FORMS, storedKey, type FieldErrors, type LeadForm } from "./form-definition";
import { leadForms, type Lead } from "./forms";
import { leadSchema, type LeadSchema } from "./schemas";

/** The server's check of a lead (route actions and /api/leads alike), with the schema the form checks with. */

const schemas = Object.fromEntries(LEAD_FORMS.map((form) => [form, leadSchema(leadForms[form])])) as Record<
  LeadForm,
  LeadSchema
>;

export type ValidationResult = { success: true; lead: Lead } | { success: false; errors: FieldErrors };

/**
 * Validates one post of a form. Errors hold the first message of each field, keyed by its posted name (the
 * form shows them beside that control); a valid lead comes back cleaned, under its stored keys.
 */
export function validateLead(form: LeadForm, data: unknown): ValidationResult {
  const result = schemas[form].safeParse(data);
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
      errors[field] ??= issue.message;
    }
    return { success: false, errors };
  }
  const values = result.data as Record<string, string>;
  const stored = Object.fromEntries(leadForms[form].fields.map((field) => [storedKey(field), values[field.name]]));
  return { success: true, lead: { form, data: stored } as Lead };
}
