import type { AttemptOutcome, DeliveryEvent, Destination, NotificationStatus } from "../../db/schema";

/** How deliveries read to the owner (lead CLI, the panel's timeline), in pt-BR. */

export const destinationLabels: Record<Destination, string> = {
  chat: "Chat da equipe",
  email: "E-mail da equipe",
  meta: "Meta (API de Conversões)",
  push: "Alerta no celular",
};

export const eventLabels: Record<DeliveryEvent, string> = {
  lead: "novo lead",
  won: "cliente ganho",
  assigned: "lead atribuído",
};

export const deliveryStatusLabels: Record<NotificationStatus, string> = {
  pending: "pendente",
  sent: "enviada",
  dead: "desistida",
};

export const attemptOutcomeLabels: Record<AttemptOutcome, string> = {
  sent: "enviada",
  failed: "falhou",
  "rate-limited": "limite de envio",
  dead: "desistida",
};
