/**
 * A delivery as the outbox stores it (server/db/schema.ts) and the lead's timeline tells it: what it announces,
 * and how one try of it ended.
 */

/**
 * What a delivery announces: the lead being stored, (Meta) the lead becoming a client, or (push, migration 025;
 * e-mail, decision 081) leads given to a member by hand.
 */
export type DeliveryEvent = "lead" | "won" | "assigned";

export type AttemptOutcome = "sent" | "failed" | "rate-limited" | "dead";
