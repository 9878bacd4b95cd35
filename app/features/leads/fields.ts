import {
  assuntoOptions,
  bestTimeOptions,
  funcionariosOptions,
  investimentoMensalOptions,
  isLeadForm,
  revenueOptions,
  sectorOptions,
  type LeadForm,
  type Option,
} from "./options";
import { type Lead } from "./schemas";

/**
 * How each form's fields read to a person (WhatsApp text, chat notification,
 * lead CLI): pt-BR labels in the order the form shows them, option labels
 * instead of raw values.
 */
interface FieldSpec {
  name: string;
  label: string;
  options?: readonly Option[];
  /** Long text: shown on its own, not beside the short fields. */
  long?: boolean;
  /** What the field says about the person, whatever its name in this form (the panel lists and searches by it). */
  role?: PersonRole;
}

export type PersonRole = "name" | "email" | "phone" | "company";

export const formFields: Record<LeadForm, readonly FieldSpec[]> = {
  consultoria: [
    { name: "nome", label: "Nome", role: "name" },
    { name: "email", label: "E-mail", role: "email" },
    { name: "whatsapp", label: "WhatsApp", role: "phone" },
    { name: "empresa", label: "Empresa", role: "company" },
    { name: "funcionarios", label: "Funcionários", options: funcionariosOptions },
    { name: "investimento_mensal", label: "Investimento mensal", options: investimentoMensalOptions },
  ],
  agendamento: [
    { name: "name", label: "Nome", role: "name" },
    { name: "email", label: "E-mail", role: "email" },
    { name: "whatsapp", label: "WhatsApp", role: "phone" },
    { name: "company", label: "Empresa", role: "company" },
    { name: "sector", label: "Setor", options: sectorOptions },
    { name: "revenue", label: "Faturamento", options: revenueOptions },
    { name: "bestTime", label: "Melhor horário", options: bestTimeOptions },
    { name: "challenge", label: "Principal desafio", long: true },
  ],
  contato: [
    { name: "nome", label: "Nome", role: "name" },
    { name: "email", label: "E-mail", role: "email" },
    { name: "telefone", label: "Telefone", role: "phone" },
    { name: "empresa", label: "Empresa", role: "company" },
    { name: "assunto", label: "Assunto", options: assuntoOptions },
    { name: "mensagem", label: "Mensagem", long: true },
  ],
  newsletter: [{ name: "email", label: "E-mail", role: "email" }],
};

export const formTitles: Record<LeadForm, string> = {
  consultoria: "Consultoria gratuita",
  agendamento: "Agendamento de consultoria",
  contato: "Mensagem de contato",
  newsletter: "Inscrição na newsletter",
};

export interface DisplayField {
  name: string;
  label: string;
  value: string;
  long: boolean;
}

/** The lead's fields as a person reads them; an empty optional field reads "não informado". */
export function displayFields(lead: Lead): DisplayField[] {
  const data: Record<string, string> = lead.data;
  return formFields[lead.form].map((field) => {
    const raw = data[field.name] ?? "";
    const option = field.options?.find((candidate) => candidate.value === raw);
    return {
      name: field.name,
      label: field.label,
      value: option?.label ?? (raw === "" ? "não informado" : raw),
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

/** The person's name, e-mail, phone and company as this form stores them (fields named per form); "" when absent. */
export function personFields(form: string, data: Record<string, unknown>): Record<PersonRole, string> {
  const person: Record<PersonRole, string> = { name: "", email: "", phone: "", company: "" };
  if (!isLeadForm(form)) return person;
  for (const field of formFields[form]) {
    const value = data[field.name];
    if (field.role && typeof value === "string") person[field.role] = value;
  }
  return person;
}
