import type { Logger } from "pino";
import type { LeadsModule } from "../leads";
import type { AfterStatusChange } from "./lead-status";

/**
 * A lead the team marks "Ganho" becomes Meta's second event, with the
 * contract's value (issue 26; the Google Ads feed reads won leads from their
 * status itself). Runs once the change is committed: the outbox sends it
 * with retries; a failure to enqueue it is logged and the team's change
 * stands.
 */
export function sendWonConversions(leads: Pick<LeadsModule, "recordWon">, logger: Logger): AfterStatusChange {
  return async ({ leadId, to, wonValueCents, at }) => {
    if (to !== "ganho" || wonValueCents === null) return;
    try {
      await leads.recordWon(leadId, wonValueCents, at);
    } catch (error) {
      logger.error({ err: error, leadId }, "won event for Meta could not be enqueued");
    }
  };
}
