import type { AttemptOutcome, DeliveryEvent } from "#app/features/leads/deliveries";
import type { NotificationStatus } from "../../db/schema";

/** How deliveries read to the owner in the lead CLI (pt-BR); destination names: #app/features/leads/destinations. */

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
