/**
 * What the lead forms and the server share besides validation: the forms,
 * their choices (values as the spec gives them, pt-BR labels), the honeypot.
 * Plain data, so a form renders without loading its schema (./schemas, zod),
 * which the browser fetches when the visitor starts filling it in.
 */

export const LEAD_FORMS = ["consultoria", "agendamento", "contato", "newsletter"] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

export const funcionariosOptions = [
  { value: "sozinho", label: "Trabalho sozinho(a)" },
  { value: "1-5", label: "1 a 5 funcionários" },
  { value: "6-15", label: "6 a 15 funcionários" },
  { value: "15+", label: "Mais de 15 funcionários" },
] as const satisfies readonly Option[];

export const investimentoMensalOptions = [
  { value: "ate-500", label: "Até R$ 500 por mês" },
  { value: "500-1000", label: "De R$ 500 a R$ 1.000 por mês" },
  { value: "1000-3000", label: "De R$ 1.000 a R$ 3.000 por mês" },
  { value: "3000-5000", label: "De R$ 3.000 a R$ 5.000 por mês" },
  { value: "5000+", label: "Mais de R$ 5.000 por mês" },
  { value: "nao-investe", label: "Ainda não invisto em anúncios" },
] as const satisfies readonly Option[];

export const sectorOptions = [
  { value: "e-commerce", label: "E-commerce" },
  { value: "servicos", label: "Serviços" },
  { value: "saude", label: "Saúde" },
  { value: "educacao", label: "Educação" },
  { value: "tecnologia", label: "Tecnologia" },
  { value: "moda", label: "Moda" },
  { value: "alimentacao", label: "Alimentação" },
  { value: "consultoria", label: "Consultoria" },
  { value: "outro", label: "Outro" },
] as const satisfies readonly Option[];

export const revenueOptions = [
  { value: "0-10k", label: "Até R$ 10 mil por mês" },
  { value: "10k-50k", label: "De R$ 10 mil a R$ 50 mil por mês" },
  { value: "50k-100k", label: "De R$ 50 mil a R$ 100 mil por mês" },
  { value: "100k-500k", label: "De R$ 100 mil a R$ 500 mil por mês" },
  { value: "500k+", label: "Mais de R$ 500 mil por mês" },
] as const satisfies readonly Option[];

export const bestTimeOptions = [
  { value: "manha (8h-12h)", label: "Manhã (8h-12h)" },
  { value: "tarde (12h-18h)", label: "Tarde (12h-18h)" },
  { value: "noite (18h-21h)", label: "Noite (18h-21h)" },
] as const satisfies readonly Option[];

export const assuntoOptions = [
  { value: "consultoria", label: "Consultoria gratuita" },
  { value: "proposta", label: "Proposta comercial" },
  { value: "duvidas", label: "Dúvidas" },
  { value: "suporte", label: "Suporte a clientes" },
  { value: "parceria", label: "Parcerias" },
  { value: "outro", label: "Outro assunto" },
] as const satisfies readonly Option[];

export function isLeadForm(value: unknown): value is LeadForm {
  return typeof value === "string" && (LEAD_FORMS as readonly string[]).includes(value);
}

/** Field name → pt-BR message. */
export type FieldErrors = Record<string, string>;
