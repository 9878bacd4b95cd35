import type { DeliveryEvent } from "./deliveries";

/**
 * Where a lead is delivered: the team's chat webhook, the team's e-mail, Meta's Conversions API, the members'
 * devices (Web Push, migration 016). The outbox stores these names (server/db/schema.ts); the panel shows them.
 */
export const DESTINATIONS = ["chat", "email", "meta", "push"] as const;
export type Destination = (typeof DESTINATIONS)[number];

/** How each destination reads to the owner (lead CLI, the panel's timeline), in pt-BR. */
export const destinationLabels: Record<Destination, string> = {
  chat: "Chat da equipe",
  email: "E-mail da equipe",
  meta: "Meta (API de Conversões)",
  push: "Alerta no celular",
};

/**
 * Who a delivery went to: an e-mail for leads given by hand goes to the member given them, not to the team
 * (decision 081); a phone alert is a phone alert either way.
 */
export function deliveryDestinationLabel(destination: Destination, event: DeliveryEvent): string {
  return destination === "email" && event === "assigned" ? "E-mail ao responsável" : destinationLabels[destination];
}
