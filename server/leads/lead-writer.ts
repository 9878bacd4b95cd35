import { isStorageUnavailable } from "../db/errors";
import type { LeadStore, NewLead, StoredLeadRef } from "../db/lead-store";
import type { Destination } from "#app/features/leads/destinations";
import { Batcher } from "./batcher";

/**
 * Stores leads by group commit: every lead that arrives while a transaction
 * is being synced to disk joins the next one. A caller hears back (and the
 * visitor gets 201) only after the transaction holding its lead committed.
 */
export class LeadWriter {
  private readonly batcher: Batcher<NewLead, StoredLeadRef>;

  constructor(
    private readonly store: LeadStore,
    onCommitted: () => void,
    /** The outbox rows each new lead gets. */
    private readonly destinationsFor: (lead: NewLead) => Destination[] = () => ["chat"],
  ) {
    this.batcher = new Batcher(
      async (leads) => {
        const refs = await store.insertLeads(leads);
        onCommitted();
        return refs;
      },
      { isolate: (error) => !isStorageUnavailable(error) },
    );
  }

  write(lead: NewLead): Promise<StoredLeadRef> {
    return this.batcher.add({ ...lead, destinations: this.destinationsFor(lead) });
  }

  /** The stored lead a submission refers to, if any (see LeadStore.findSubmitted). */
  find(lead: Parameters<LeadStore["findSubmitted"]>[0]): Promise<StoredLeadRef | null> {
    return this.store.findSubmitted(lead);
  }

  drain(): Promise<void> {
    return this.batcher.drain();
  }
}
