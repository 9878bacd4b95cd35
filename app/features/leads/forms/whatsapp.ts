import type { LeadFormDefinition } from "../form-definition";

/**
 * A chat started from one of the site's WhatsApp buttons, made a lead in the panel by an attendant from the code
 * the chat opened with (/painel/whatsapp, decision 066). Not a form of the site: the public entry points refuse it.
 */
export const whatsapp = {
  form: "whatsapp",
  title: "WhatsApp",
  fields: [
    {
      name: "nome",
      kind: "text",
      label: "Nome",
      autocomplete: "name",
      placeholder: "Nome da pessoa",
      minLength: 2,
      maxLength: 120,
      message: "Informe o nome (mínimo 2 caracteres)",
    },
    {
      name: "telefone",
      kind: "phone",
      label: "Telefone (com DDD)",
      shortLabel: "Telefone",
      autocomplete: "tel",
      placeholder: "(11) 98765-4321",
      message: "Telefone é obrigatório (com DDD)",
    },
  ],
} as const satisfies LeadFormDefinition;
