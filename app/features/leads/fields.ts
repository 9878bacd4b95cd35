import {
  isLeadForm,
  storedKey,
  type Autocomplete,
  type FieldDefinition,
  type LeadForm,
  type Option,
} from "./form-definition";
import { leadForms, type Lead } from "./forms";

/**
 * How a lead reads to the team (chat message, e-mail, WhatsApp text, lead
 * CLI, panel), derived from the forms' definitions (./forms/): each field
 * under its stored key and short pt-BR label, option labels instead of raw
 * values, one-line fields in the form's order and long texts after them.
 */
export interface FieldSpec {
  /** The key the value is stored and exported under (Portuguese snake_case, decision 045). */
  name: string;
  label: string;
  options?: readonly Option[];
  /** Long text: shown on its own, not beside the short fields. */
  long?: boolean;
  /** What the field says about the person, whatever the form calls it. */
  role?: PersonRole;
}

export type PersonRole = "name" | "email" | "phone" | "company";

const roles: Record<Autocomplete, PersonRole> = { name: "name", email: "email", tel: "phone", organization: "company" };

function fieldSpecs(form: LeadForm): FieldSpec[] {
  const fields: readonly FieldDefinition[] = leadForms[form].fields;
  const specs = fields.map((field): FieldSpec => {
    const autocomplete = "autocomplete" in field ? field.autocomplete : undefined;
    return {
      name: storedKey(field),
      label: field.shortLabel ?? field.label,
      ...("options" in field ? { options: field.options } : {}),
      ...(field.kind === "textarea" ? { long: true } : {}),
      ...(autocomplete ? { role: roles[autocomplete] } : {}),
    };
  });
  return [...specs.filter((spec) => !spec.long), ...specs.filter((spec) => spec.long)];
}

export const formFields: Record<LeadForm, readonly FieldSpec[]> = {
  consultoria: fieldSpecs("consultoria"),
  agendamento: fieldSpecs("agendamento"),
  contato: fieldSpecs("contato"),
  newsletter: fieldSpecs("newsletter"),
  whatsapp: fieldSpecs("whatsapp"),
};

export const formTitles: Record<LeadForm, string> = {
  consultoria: leadForms.consultoria.title,
  agendamento: leadForms.agendamento.title,
  contato: leadForms.contato.title,
  newsletter: leadForms.newsletter.title,
  whatsapp: leadForms.whatsapp.title,
};

/**
 * Every stored key once, in the order the forms first show it: the columns of an export. A key means the same
 * in every form that has it (same label), so one column serves them all.
 */
export const storedFieldNames: readonly string[] = [
  ...new Set(Object.values(formFields).flatMap((fields) => fields.map((field) => field.name))),
];

export interface DisplayField {
  name: string;
  label: string;
  value: string;
  long: boolean;
}

/**
 * The lead's fields as a person reads them; an empty optional field reads `empty` ("não informado" in the
 * chat and the panel; the exports pass "", the value stored).
 */
export function displayFields(lead: Lead, empty = "não informado"): DisplayField[] {
  const data: Record<string, string> = lead.data;
  return formFields[lead.form].map((field) => {
    const raw = data[field.name] ?? "";
    const option = field.options?.find((candidate) => candidate.value === raw);
    return {
      name: field.name,
      label: field.label,
      value: option?.label ?? (raw === "" ? empty : raw),
      long: field.long ?? false,
    };
  });
}

/**
 * A stored lead back as a typed Lead, for display. Stored data passed the
 * form's schema before it was written, so its values are strings; anything
 * else is shown as text rather than dropped.
 */
export function leadFromStored(form: string, data: Record<string, unknown>): Lead | null {
  if (!isLeadForm(form)) return null;
  const values = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, typeof value === "string" ? value : String(value ?? "")]),
  );
  return { form, data: values } as Lead;
}

/** The person's name, e-mail, phone and company in a stored lead of any form; "" when the form has none. */
export function personFields(form: string, data: Record<string, unknown>): Record<PersonRole, string> {
  const person: Record<PersonRole, string> = { name: "", email: "", phone: "", company: "" };
  if (!isLeadForm(form)) return person;
  for (const field of formFields[form]) {
    const value = data[field.name];
    if (field.role && typeof value === "string") person[field.role] = value;
  }
  return person;
}
