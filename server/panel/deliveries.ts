import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * A lead's notification rows, read generically: today one chat row per
 * lead; with issue 26 one row per destination (a `destination` column),
 * which this reads when present without depending on it.
 */
export interface Delivery {
  id: number;
  leadId: number;
  /** "chat" for rows without a destination column. */
  destination: string;
  status: string;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
}

export type ChatState = "enviada" | "pendente" | "falhou" | null;

function toDelivery(row: Record<string, unknown>): Delivery {
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    id: Number(row.id),
    leadId: Number(row.lead_id),
    destination: typeof row.destination === "string" && row.destination !== "" ? row.destination : "chat",
    status: String(row.status),
    attempts: number(row.attempts) ?? 0,
    nextAttemptAt: number(row.next_attempt_at) ?? 0,
    lastError: typeof row.last_error === "string" ? row.last_error : null,
    createdAt: number(row.created_at) ?? 0,
    sentAt: number(row.sent_at),
  };
}

export async function deliveriesOf(db: Kysely<Database>, leadIds: readonly number[]): Promise<Delivery[]> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .selectFrom("notifications")
    .selectAll()
    .where("lead_id", "in", [...leadIds])
    .orderBy("id")
    .execute();
  return rows.map((row) => toDelivery(row as unknown as Record<string, unknown>));
}

/** The chat message's state: sent once any chat row was delivered, else waiting, else given up. */
export function chatState(deliveries: readonly Delivery[]): ChatState {
  const chat = deliveries.filter((delivery) => delivery.destination === "chat");
  if (chat.some((delivery) => delivery.status === "sent")) return "enviada";
  if (chat.some((delivery) => delivery.status === "pending")) return "pendente";
  if (chat.some((delivery) => delivery.status === "dead")) return "falhou";
  return null;
}

/**
 * "Reenviar notificação": every notification row of the lead back in the
 * queue, due now, with a fresh give-up window; the outbox worker (of any
 * replica) picks them up at its next look. Returns how many rows.
 */
export async function requeueDeliveries(db: Kysely<Database>, leadId: number, now: number): Promise<number> {
  const result = await db
    .updateTable("notifications")
    .set({ status: "pending", next_attempt_at: now, attempts: 0, failing_since: null, last_error: null, sent_at: null })
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
