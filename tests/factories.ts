import type { NewLead } from "#server/db/lead-store";

/**
 * The test suite's leads, in one place: a lead as the lead store keeps it (`newLead`, `newsletterLead`) and a
 * consultancy form's fields as a visitor sends them (`consultoriaLead`). Each call is a new lead (its own
 * submission id, and a name and e-mail no other call of this file gives); overrides replace whole fields.
 */

let counter = 0;

/** A stored consultancy lead, with the fields named as the form names them. */
export function newLead(overrides: Partial<NewLead> = {}): NewLead {
  counter += 1;
  return {
    form: "consultoria",
    submissionId: crypto.randomUUID(),
    data: {
      nome: `João da Silva ${counter}`,
      email: `joao${counter}@padaria.com.br`,
      whatsapp: "(11) 98765-4321",
      empresa: "Padaria Pão Quente",
      funcionarios: "1-5",
      investimento_mensal: "1000-3000",
    },
    email: `joao${counter}@padaria.com.br`,
    ip: "203.0.113.9",
    userAgent: "Mozilla/5.0 (Linux; Android 14)",
    createdAt: Date.parse("2026-11-26T11:00:00Z"),
    ...overrides,
  };
}

/** A stored newsletter sign-up (`email`, default "leitor@x.com"): no IP or browser, as a replayed import has. */
export function newsletterLead(overrides: Partial<NewLead> & { email?: string } = {}): NewLead {
  const email = overrides.email ?? "leitor@x.com";
  return newLead({ form: "newsletter", data: { email }, email, ip: null, userAgent: null, ...overrides });
}

/** A valid consultancy form as a visitor sends it, with a unique name and e-mail. */
export function consultoriaLead(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return {
    nome: `Cliente Teste ${counter}`,
    email: `cliente${counter}@loja-teste.com.br`,
    whatsapp: "(11) 98765-4321",
    empresa: "Loja Teste",
    funcionarios: "1-5",
    investimento_mensal: "1000-3000",
    ...overrides,
  };
}
