import * as z from "~/lib/zod";
import {
  assuntoOptions,
  bestTimeOptions,
  funcionariosOptions,
  investimentoMensalOptions,
  revenueOptions,
  sectorOptions,
  type FieldErrors,
  type LeadForm,
  type Option,
} from "./options";
import { cleanLine, cleanMultiline, countDigits } from "./sanitize";

/**
 * One schema per lead form, shared by the forms (validation in the browser)
 * and the server (POST /api/leads and the route actions). Written with zod's
 * functional "mini" API, which the browser bundle can tree-shake.
 * Messages marked "spec" are copied verbatim from the site spec, section 5.
 */

/** Longest value each kind of field accepts (after clean-up), in characters. */
export const FIELD_LIMITS = {
  name: 120,
  email: 254,
  phone: 30,
  company: 120,
  challenge: 2000,
  message: 4000,
} as const;

const MAX_PHONE_DIGITS = 13;

export const INVALID_PHONE = "Número inválido. Use o formato (11) 98765-4321";

function tooLong(max: number): string {
  return `Use no máximo ${max} caracteres`;
}

function values<const T extends readonly Option[]>(options: T): [T[number]["value"], ...T[number]["value"][]] {
  return options.map((option) => option.value) as [T[number]["value"], ...T[number]["value"][]];
}

/** A one-line text field with a minimum length; one message covers missing and too short. */
function line(min: number, max: number, message: string) {
  return z
    .string({ error: message })
    .check(z.overwrite(cleanLine), z.minLength(min, { error: message, abort: true }), z.maxLength(max, tooLong(max)));
}

function multiline(min: number, max: number, message: string) {
  return z
    .string({ error: message })
    .check(
      z.overwrite(cleanMultiline),
      z.minLength(min, { error: message, abort: true }),
      z.maxLength(max, tooLong(max)),
    );
}

function email(required: string, invalid: string) {
  return z
    .string({ error: required })
    .check(
      z.overwrite(cleanLine),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(FIELD_LIMITS.email, { error: invalid, abort: true }),
      z.regex(z.regexes.email, invalid),
    );
}

/** Brazilian phone in any usual format: "(11) 98765-4321", "11987654321", "+55 11 98765-4321". */
function phone(tooShort: string) {
  return z.string({ error: tooShort }).check(
    z.overwrite(cleanLine),
    z.maxLength(FIELD_LIMITS.phone, { error: INVALID_PHONE, abort: true }),
    z.refine((value) => countDigits(value) >= 10, { error: tooShort, abort: true }),
    z.refine((value) => /^[\d\s()+.-]+$/.test(value) && countDigits(value) <= MAX_PHONE_DIGITS, INVALID_PHONE),
  );
}

function choice<const T extends readonly Option[]>(options: T, message: string) {
  return z.enum(values(options), { error: message });
}

export const consultoriaSchema = z.object({
  nome: line(2, FIELD_LIMITS.name, "Nome completo é obrigatório"),
  email: email("Email é obrigatório", "Email inválido"),
  whatsapp: phone("WhatsApp é obrigatório (com DDD)"),
  empresa: line(2, FIELD_LIMITS.company, "Nome da empresa é obrigatório"),
  funcionarios: choice(funcionariosOptions, "Número de funcionários é obrigatório"),
  investimento_mensal: choice(investimentoMensalOptions, "Investimento mensal é obrigatório"),
});

export const agendamentoSchema = z.object({
  name: line(2, FIELD_LIMITS.name, "Nome deve ter pelo menos 2 caracteres"),
  email: email("Email inválido", "Email inválido"),
  whatsapp: phone("WhatsApp deve ter pelo menos 10 dígitos"),
  company: line(2, FIELD_LIMITS.company, "Nome da empresa deve ter pelo menos 2 caracteres"),
  sector: choice(sectorOptions, "Selecione um setor"),
  revenue: choice(revenueOptions, "Selecione o faturamento"),
  challenge: multiline(10, FIELD_LIMITS.challenge, "Descreva seu principal desafio (mínimo 10 caracteres)"),
  bestTime: choice(bestTimeOptions, "Selecione o melhor horário"),
});

/** The spec gives the contact form no messages; these follow the other forms' tone. */
export const contatoSchema = z.object({
  nome: line(2, FIELD_LIMITS.name, "Informe seu nome (mínimo 2 caracteres)"),
  email: email("Email é obrigatório", "Email inválido"),
  telefone: phone("Telefone é obrigatório (com DDD)"),
  empresa: z._default(
    z
      .string({ error: "Nome da empresa inválido" })
      .check(z.overwrite(cleanLine), z.maxLength(FIELD_LIMITS.company, tooLong(FIELD_LIMITS.company))),
    "",
  ),
  assunto: choice(assuntoOptions, "Selecione um assunto"),
  mensagem: multiline(10, FIELD_LIMITS.message, "Escreva sua mensagem (mínimo 10 caracteres)"),
});

export const newsletterSchema = z.object({
  email: email("Email é obrigatório", "Email inválido"),
});

export const leadSchemas = {
  consultoria: consultoriaSchema,
  agendamento: agendamentoSchema,
  contato: contatoSchema,
  newsletter: newsletterSchema,
} as const;

export type ConsultoriaInput = z.input<typeof consultoriaSchema>;
export type ConsultoriaData = z.output<typeof consultoriaSchema>;
export type AgendamentoInput = z.input<typeof agendamentoSchema>;
export type AgendamentoData = z.output<typeof agendamentoSchema>;
export type ContatoInput = z.input<typeof contatoSchema>;
export type ContatoData = z.output<typeof contatoSchema>;
export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterData = z.output<typeof newsletterSchema>;

export type LeadDataByForm = {
  [F in LeadForm]: z.output<(typeof leadSchemas)[F]>;
};

/** A validated lead of any form, discriminated by `form`. */
export type Lead = { [F in LeadForm]: { form: F; data: LeadDataByForm[F] } }[LeadForm];

export type ValidationResult = { success: true; lead: Lead } | { success: false; errors: FieldErrors };

/** Validates one form's data; errors hold the first message of each field, keyed by field name. */
export function validateLead(form: LeadForm, data: unknown): ValidationResult {
  const result = leadSchemas[form].safeParse(data);
  if (result.success) return { success: true, lead: { form, data: result.data } as Lead };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
