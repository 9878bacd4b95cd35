import type { LeadRepository, NewLead, StoredLeadRef } from "../db/lead-repository";

interface Pending {
  lead: NewLead;
  resolve(ref: StoredLeadRef): void;
  reject(error: unknown): void;
}

/**
 * Group commit: leads arriving while a transaction is being written wait for
 * the next one, so one disk sync stores many leads. Each caller's promise
 * resolves only after the transaction holding its lead has committed.
 */
export class LeadWriter {
  private queue: Pending[] = [];
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly repository: LeadRepository,
    private readonly onCommitted: () => void,
    private readonly maxBatch = 500,
  ) {}

  write(lead: NewLead): Promise<StoredLeadRef> {
    return new Promise((resolve, reject) => {
      this.queue.push({ lead, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  /** Resolves once every lead handed in so far is committed (or failed). */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async flush(): Promise<void> {
    // Let the requests already parsed in this tick join the batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      await this.commit(batch);
    }
    this.flushing = null;
  }

  private async commit(batch: Pending[]): Promise<void> {
    try {
      const refs = await this.repository.insertLeads(batch.map((item) => item.lead));
      batch.forEach((item, index) => {
        const ref = refs[index];
        if (ref) item.resolve(ref);
        else item.reject(new Error("lead batch returned fewer rows than it was given"));
      });
    } catch (batchError) {
      if (batch.length === 1) {
        batch[0]?.reject(batchError);
        return;
      }
      // One bad lead must not fail its neighbours: store them one by one.
      for (const item of batch) await this.commit([item]);
      return;
    }
    this.onCommitted();
  }
}
