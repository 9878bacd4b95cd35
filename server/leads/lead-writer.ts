import { isStorageUnavailable } from "../db/errors";
import type { LeadRepository, NewLead, StoredLeadRef } from "../db/lead-repository";
import type { Destination } from "../db/schema";
import { Batcher } from "./batcher";

/**
 * Stores leads by group commit: every lead that arrives while a transaction
 * is being synced to disk joins the next one. A caller hears back (and the
 * visitor gets 201) only after the transaction holding its lead committed.
 */
export class LeadWriter {
  private readonly batcher: Batcher<NewLead, StoredLeadRef>;

  constructor(
    private readonly repository: LeadRepository,
    onCommitted: () => void,
    /** The outbox rows each new lead gets. */
    private readonly destinationsFor: (lead: NewLead) => Destination[] = () => ["chat"],
  ) {
    this.batcher = new Batcher(
      async (leads) => {
        const refs = await repository.insertLeads(leads);
        onCommitted();
        return refs;
      },
      { isolate: (error) => !isStorageUnavailable(error) },
    );
  }

  write(lead: NewLead): Promise<StoredLeadRef> {
    return this.batcher.add({ ...lead, destinations: this.destinationsFor(lead) });
  }

  /** The stored lead a submission refers to, if any (see LeadRepository.findSubmitted). */
  find(lead: Parameters<LeadRepository["findSubmitted"]>[0]): Promise<StoredLeadRef | null> {
    return this.repository.findSubmitted(lead);
  }

  drain(): Promise<void> {
    return this.batcher.drain();
  }
}
