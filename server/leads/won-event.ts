import { firstWonAt } from "../db/conversion-queries";
import type { LeadStore } from "../db/lead-store";
import type { Outbox } from "../db/outbox";
import type { Senders } from "./destinations";

/**
 * Meta's second event for a lead: the team marked it "Ganho" (a client),
 * with the contract's value. The owner's panel calls this (through
 * LeadsModule.recordWon) when a lead's status becomes "Ganho"; the Meta
 * worker sends it like any outbox row ("Purchase", action_source
 * system_generated, event_id won-<leadId>, the value in BRL).
 */

export type WonEventResult =
  /** A row is waiting for the Meta worker. */
  | "enqueued"
  /** The lead's won event was enqueued before: Meta gets it once. */
  | "already-enqueued"
  /** Its visitor did not consent to sharing with Meta (or the form did not ask). */
  | "no-consent"
  /** Meta is not configured in this deployment. */
  | "not-configured"
  | "unknown-lead";

export interface WonEvent {
  leadId: number;
  /** The contract's value in BRL cents. */
  valueCents: number;
  /** When the lead was won (epoch ms): the event's time. */
  at: number;
}

export async function enqueueWonEvent(
  store: LeadStore,
  outbox: Outbox,
  senders: Senders,
  won: WonEvent,
): Promise<WonEventResult> {
  if (!Number.isSafeInteger(won.valueCents) || won.valueCents < 0) {
    throw new RangeError(`won value must be a whole number of cents, got ${won.valueCents}`);
  }
  if (!senders.meta) return "not-configured";
  const lead = await store.getLead(won.leadId);
  if (!lead) return "unknown-lead";
  if (!lead.adsConsent?.given) return "no-consent";
  // The first "Ganho" is the purchase's time, even when the event is enqueued at a later one.
  const at = (await firstWonAt(store.db, won.leadId)) ?? won.at;
  const added = await outbox.enqueueEvent(won.leadId, {
    destination: "meta",
    event: "won",
    valueCents: won.valueCents,
    createdAt: at,
  });
  return added ? "enqueued" : "already-enqueued";
}
