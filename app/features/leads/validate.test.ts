import { describe, expect, it } from "vitest";
import { LEAD_FORMS, type LeadForm } from "./form-definition";
import { leadForms } from "./forms";
import { validateLead } from "./validate";

const consultoria = {
  nome: "Maria Souza",
  email: "maria@loja.com.br",
  whatsapp: "(11) 98765-4321",
  empresa: "Loja da Maria",
  funcionarios: "1-5",
  investimento_mensal: "1000-3000",
};

const agendamento = {
  name: "João Lima",
  email: "joao@empresa.com",
  whatsapp: "11987654321",
  company: "Lima Tech",
  sector: "tecnologia",
  revenue: "10k-50k",
  challenge: "Quero vender mais pelo Google.",
  bestTime: "tarde (12h-18h)",
};

const contato = {
  nome: "Ana",
  email: "ana@site.com",
  telefone: "+55 21 3333-4444",
  assunto: "proposta",
  mensagem: "Gostaria de uma proposta para minha loja.",
};

function errorsOf(form: LeadForm, data: Record<string, unknown>): Record<string, string> {
  const result = validateLead(form, data);
  return result.success ? {} : result.errors;
}

describe("consultoria schema", () => {
  it("accepts a complete lead", () => {
    expect(validateLead("consultoria", consultoria).success).toBe(true);
  });

  it("shows the spec message of every empty field", () => {
    expect(errorsOf("consultoria", {})).toEqual({
      nome: "Nome completo é obrigatório",
      email: "Email é obrigatório",
      whatsapp: "WhatsApp é obrigatório (com DDD)",
      empresa: "Nome da empresa é obrigatório",
      funcionarios: "Número de funcionários é obrigatório",
      investimento_mensal: "Investimento mensal é obrigatório",
    });
    expect(
      errorsOf("consultoria", {
        nome: "",
        email: "",
        whatsapp: "",
        empresa: "",
        funcionarios: "",
        investimento_mensal: "",
      }),
    ).toEqual(errorsOf("consultoria", {}));
  });

  it("rejects too-short values with the same spec messages", () => {
    const errors = errorsOf("consultoria", { ...consultoria, nome: " M ", empresa: "X", whatsapp: "(11) 9876" });
    expect(errors).toEqual({
      nome: "Nome completo é obrigatório",
      empresa: "Nome da empresa é obrigatório",
      whatsapp: "WhatsApp é obrigatório (com DDD)",
    });
  });

  it("says 'Email inválido' for a malformed address", () => {
    for (const email of ["maria", "maria@", "maria@loja", "@loja.com", "ma ria@loja.com"]) {
      expect(errorsOf("consultoria", { ...consultoria, email })).toEqual({ email: "Email inválido" });
    }
  });

  // The values an integration posts (docs/api-leads.md), as the spec gives them.
  it.each(["sozinho", "1-5", "6-15", "15+"])("accepts %s employees", (funcionarios) => {
    expect(validateLead("consultoria", { ...consultoria, funcionarios }).success).toBe(true);
  });

  it.each(["ate-500", "500-1000", "1000-3000", "3000-5000", "5000+", "nao-investe"])(
    "accepts a monthly investment of %s",
    (investimento_mensal) => {
      expect(validateLead("consultoria", { ...consultoria, investimento_mensal }).success).toBe(true);
    },
  );

  it("refuses a value no option has, and an option's label, with the field's message", () => {
    for (const funcionarios of ["100", "1 a 5 funcionários"]) {
      expect(errorsOf("consultoria", { ...consultoria, funcionarios })).toEqual({
        funcionarios: "Número de funcionários é obrigatório",
      });
    }
  });

  it("accepts the usual Brazilian WhatsApp formats", () => {
    for (const whatsapp of ["(11) 98765-4321", "11987654321", "+55 11 98765-4321", "11 3333-4444", "(11)98765.4321"]) {
      expect(validateLead("consultoria", { ...consultoria, whatsapp }).success, whatsapp).toBe(true);
    }
  });

  it("rejects phone numbers with letters or too many digits", () => {
    for (const whatsapp of ["(11) 98765-432a", "55 11 98765 4321 0000", "1198765432<b>"]) {
      expect(errorsOf("consultoria", { ...consultoria, whatsapp })).toEqual({
        whatsapp: "Número inválido. Use o formato (11) 98765-4321",
      });
    }
  });

  it("rejects non-string values with the field's message", () => {
    expect(errorsOf("consultoria", { ...consultoria, nome: 42, email: ["a@b.co"], funcionarios: null })).toEqual({
      nome: "Nome completo é obrigatório",
      email: "Email é obrigatório",
      funcionarios: "Número de funcionários é obrigatório",
    });
  });
});

describe("agendamento schema", () => {
  it("accepts a complete scheduling, posted under the spec's names and stored under Portuguese keys", () => {
    expect(validateLead("agendamento", agendamento)).toEqual({
      success: true,
      lead: {
        form: "agendamento",
        data: {
          nome: "João Lima",
          email: "joao@empresa.com",
          whatsapp: "11987654321",
          empresa: "Lima Tech",
          setor: "tecnologia",
          faturamento: "10k-50k",
          desafio: "Quero vender mais pelo Google.",
          melhor_horario: "tarde (12h-18h)",
        },
      },
    });
  });

  it("shows the spec message of every empty field", () => {
    expect(errorsOf("agendamento", {})).toEqual({
      name: "Nome deve ter pelo menos 2 caracteres",
      email: "Email inválido",
      whatsapp: "WhatsApp deve ter pelo menos 10 dígitos",
      company: "Nome da empresa deve ter pelo menos 2 caracteres",
      sector: "Selecione um setor",
      revenue: "Selecione o faturamento",
      challenge: "Descreva seu principal desafio (mínimo 10 caracteres)",
      bestTime: "Selecione o melhor horário",
    });
  });

  it("needs 10 characters of challenge after trimming", () => {
    expect(errorsOf("agendamento", { ...agendamento, challenge: "   curto   " })).toEqual({
      challenge: "Descreva seu principal desafio (mínimo 10 caracteres)",
    });
    expect(validateLead("agendamento", { ...agendamento, challenge: "1234567890" }).success).toBe(true);
  });

  it.each([
    [
      "sector",
      ["e-commerce", "servicos", "saude", "educacao", "tecnologia", "moda", "alimentacao", "consultoria", "outro"],
    ],
    ["revenue", ["0-10k", "10k-50k", "50k-100k", "100k-500k", "500k+"]],
    ["bestTime", ["manha (8h-12h)", "tarde (12h-18h)", "noite (18h-21h)"]],
  ])("accepts every %s the spec lists", (field, values) => {
    for (const value of values)
      expect(validateLead("agendamento", { ...agendamento, [field]: value }).success).toBe(true);
  });

  it("refuses a best time written as the screen shows it", () => {
    expect(errorsOf("agendamento", { ...agendamento, bestTime: "Manhã (8h-12h)" })).toEqual({
      bestTime: "Selecione o melhor horário",
    });
  });
});

describe("contato schema", () => {
  it("accepts a message without company", () => {
    const result = validateLead("contato", contato);
    expect(result.success && result.lead.data).toMatchObject({ empresa: "" });
  });

  it("has a pt-BR message for every required field", () => {
    expect(errorsOf("contato", {})).toEqual({
      nome: "Informe seu nome (mínimo 2 caracteres)",
      email: "Email é obrigatório",
      telefone: "Telefone é obrigatório (com DDD)",
      assunto: "Selecione um assunto",
      mensagem: "Escreva sua mensagem (mínimo 10 caracteres)",
    });
  });

  it("caps the message length", () => {
    expect(errorsOf("contato", { ...contato, mensagem: "a".repeat(4001) })).toEqual({
      mensagem: "Use no máximo 4000 caracteres",
    });
  });
});

describe("newsletter schema", () => {
  it("needs a valid e-mail", () => {
    expect(errorsOf("newsletter", {})).toEqual({ email: "Email é obrigatório" });
    expect(errorsOf("newsletter", { email: "x@" })).toEqual({ email: "Email inválido" });
    expect(validateLead("newsletter", { email: " leitor@gmail.com " })).toEqual({
      success: true,
      lead: { form: "newsletter", data: { email: "leitor@gmail.com" } },
    });
  });
});

describe("sanitization", () => {
  function stored(data: Record<string, string>): Record<string, string> {
    const result = validateLead("agendamento", data);
    if (!result.success) throw new Error(JSON.stringify(result.errors));
    return result.lead.data;
  }

  it("trims, NFC-normalizes and drops control characters before validating", () => {
    const decomposed = "Jose\u0301 da Silva"; // "José" written as e + combining accent
    const result = stored({
      ...agendamento,
      name: `  ${decomposed}\u0000\u0007 `,
      company: "Empresa\r\nX-Injected: 1",
      challenge: "Linha 1\r\n\r\n\r\n\r\nLinha 2\u0000 com\ttab",
    });
    expect(result.nome).toBe("José da Silva");
    expect(result.nome).toHaveLength(13);
    expect(result.empresa).toBe("Empresa X-Injected: 1");
    expect(result.desafio).toBe("Linha 1\n\nLinha 2 com tab");
  });

  it("keeps emoji and right-to-left text as typed", () => {
    const result = stored({ ...agendamento, company: "Loja 🚀 متجر", challenge: "שלום עולם, vender mais 😀" });
    expect(result.empresa).toBe("Loja 🚀 متجر");
    expect(result.desafio).toBe("שלום עולם, vender mais 😀");
  });

  it("counts the length limit after clean-up", () => {
    expect(errorsOf("consultoria", { ...consultoria, nome: `${"a".repeat(120)}   ` })).toEqual({});
    expect(errorsOf("consultoria", { ...consultoria, nome: "a".repeat(121) })).toEqual({
      nome: "Use no máximo 120 caracteres",
    });
  });
});

describe("messages for data no form can send", () => {
  const valid = {
    consultoria,
    agendamento,
    contato,
    newsletter: { email: "leitor@gmail.com" },
    whatsapp: { nome: "Ana", telefone: "(11) 98765-4321" },
  };
  // zod's own English messages start like this ("Invalid input: expected string, received null").
  const english = /invalid|expected|received|required|too (big|small)/i;

  it.each(LEAD_FORMS.flatMap((form) => leadForms[form].fields.map((field) => [form, field.name] as const)))(
    "%s.%s answers a wrong type in pt-BR",
    (form, field) => {
      for (const wrong of [null, 42, true, { $gt: "" }, ["a"]]) {
        const errors = errorsOf(form, { ...valid[form], [field]: wrong });
        expect(Object.keys(errors), JSON.stringify(wrong)).toEqual([field]);
        expect(errors[field], JSON.stringify(wrong)).not.toMatch(english);
      }
    },
  );
});

describe("invisible and invalid characters", () => {
  it("refuses a name made only of invisible characters with the field's message", () => {
    expect(errorsOf("consultoria", { ...consultoria, nome: "\u200B\u3164\u200B" })).toEqual({
      nome: "Nome completo é obrigatório",
    });
  });

  it("stores a name with a lone surrogate without it", () => {
    const result = validateLead("consultoria", { ...consultoria, nome: "Ma\uD800ria" });
    expect(result.success && result.lead.data).toMatchObject({ nome: "Maria" });
  });
});
