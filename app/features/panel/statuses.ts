import { isLeadForm, type LeadForm } from "#app/features/leads/form-definition";

/**
 * A lead's place in the sales pipeline, as the team moves it in the panel.
 * Values are stored; labels are what the team reads.
 */
export const LEAD_STATUSES = ["novo", "em_contato", "proposta", "ganho", "perdido"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const statusLabels: Record<LeadStatus, string> = {
  novo: "Novo",
  em_contato: "Em contato",
  proposta: "Proposta enviada",
  ganho: "Ganho",
  perdido: "Perdido",
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** Why a lead was lost: a short list, so the campaign table can count reasons. */
export const LOST_REASONS = [
  { value: "sem_resposta", label: "Não respondeu" },
  { value: "preco", label: "Achou caro" },
  { value: "concorrente", label: "Fechou com outra agência" },
  { value: "sem_perfil", label: "Fora do perfil atendido" },
  { value: "adiou", label: "Adiou o projeto" },
  { value: "outro", label: "Outro motivo" },
] as const;
export type LostReason = (typeof LOST_REASONS)[number]["value"];

export function isLostReason(value: unknown): value is LostReason {
  return LOST_REASONS.some((reason) => reason.value === value);
}

export function lostReasonLabel(value: string | null): string | null {
  return LOST_REASONS.find((reason) => reason.value === value)?.label ?? (value === null ? null : value);
}

/** The longest "Outro motivo" in the team's words: a sentence, not a note (notes are for the rest). */
export const LOST_REASON_TEXT_LIMIT = 200;

/** The reason as the lead page, its history and the exports show it: "Outro motivo: fechou a loja". */
export function lostReasonWithText(reason: string | null, text: string | null): string | null {
  const label = lostReasonLabel(reason);
  return label !== null && text ? `${label}: ${text}` : label;
}

/** Team roles: the owner manages people, reads the audit trail and erases data; an atendente works leads. */
export const ROLES = ["dono", "atendente"] as const;
export type Role = (typeof ROLES)[number];

export const roleLabels: Record<Role, string> = { dono: "Dono", atendente: "Atendente" };

export function isRole(value: unknown): value is Role {
  return value === "dono" || value === "atendente";
}

/** The forms as the inbox names them. */
export const formLabels = {
  consultoria: "Consultoria",
  agendamento: "Agendamento",
  contato: "Contato",
  newsletter: "Newsletter",
  whatsapp: "WhatsApp",
} as const satisfies Record<LeadForm, string>;

export function formLabel(form: string): string {
  return isLeadForm(form) ? formLabels[form] : form;
}
