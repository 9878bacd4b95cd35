import type { LeadRepository, NewLead, StoredLeadRef } from "../db/lead-repository";
import { Batcher } from "./batcher";

/**
 * Stores leads by group commit: every lead that arrives while a transaction
 * is being synced to disk joins the next one. A caller hears back (and the
 * visitor gets 201) only after the transaction holding its lead committed.
 */
export class LeadWriter {
  private readonly batcher: Batcher<NewLead, StoredLeadRef>;

  constructor(repository: LeadRepository, onCommitted: () => void) {
    this.batcher = new Batcher(async (leads) => {
      const refs = await repository.insertLeads(leads);
      onCommitted();
      return refs;
    });
  }

  write(lead: NewLead): Promise<StoredLeadRef> {
    return this.batcher.add(lead);
  }

  drain(): Promise<void> {
    return this.batcher.drain();
  }
}
