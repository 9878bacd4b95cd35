import type { Destination } from "#app/features/leads/destinations";
import { formatDateTime } from "./time";

/**
 * What a delivery still waiting says on the lead's history: a destination without settings waits for them (its
 * due time means nothing), a due time already past is the worker's next look, and only a future one is a time.
 */
export function waitingText(
  delivery: { destination: Destination; nextAttemptAt: number },
  reading: { now: number; unconfigured: readonly Destination[] },
): string {
  if (reading.unconfigured.includes(delivery.destination)) return "aguardando configuração";
  return delivery.nextAttemptAt <= reading.now
    ? "na fila, sai em instantes"
    : `na fila, próxima tentativa ${formatDateTime(delivery.nextAttemptAt)}`;
}
