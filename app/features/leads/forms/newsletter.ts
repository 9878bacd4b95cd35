import type { LeadFormDefinition } from "../form-definition";

/** The blog's newsletter box: one e-mail. */
export const newsletter = {
  form: "newsletter",
  title: "Inscrição na newsletter",
  fields: [
    {
      name: "email",
      kind: "email",
      label: "Seu melhor e-mail",
      shortLabel: "E-mail",
      autocomplete: "email",
      placeholder: "voce@email.com.br",
      message: "Email é obrigatório",
      invalidMessage: "Email inválido",
    },
  ],
} as const satisfies LeadFormDefinition;
