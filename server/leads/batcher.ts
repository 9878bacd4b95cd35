interface Pending<T, R> {
  item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

export interface BatcherOptions {
  maxBatch?: number;
  /**
   * Whether a failed batch should be retried item by item (one bad item must
   * not fail its neighbours). False for failures every item would meet
   * again, such as a locked or unreachable database: the batch fails as a whole.
   */
  isolate?: (error: unknown) => boolean;
}

/**
 * Group commit: items handed in while a batch is being written wait for the
 * next one, so one transaction (one disk sync) carries many of them. Each
 * caller's promise settles only when the batch holding its item has.
 */
export class Batcher<T, R> {
  private queue: Pending<T, R>[] = [];
  private flushing: Promise<void> | null = null;
  private readonly maxBatch: number;
  private readonly isolate: (error: unknown) => boolean;

  constructor(
    private readonly writeBatch: (items: T[]) => Promise<R[]>,
    options: BatcherOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 500;
    this.isolate = options.isolate ?? (() => true);
  }

  add(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  /** Resolves once every item handed in so far is written (or failed). */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async flush(): Promise<void> {
    // Let the requests already parsed in this tick join the batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      await this.commit(this.queue.splice(0, this.maxBatch));
    }
    this.flushing = null;
  }

  private async commit(batch: Pending<T, R>[]): Promise<void> {
    let results: R[];
    try {
      results = await this.writeBatch(batch.map((pending) => pending.item));
    } catch (error) {
      if (batch.length === 1 || !this.isolate(error)) {
        for (const pending of batch) pending.reject(error);
        return;
      }
      // One bad item must not fail its neighbours: write them one by one.
      for (const pending of batch) await this.commit([pending]);
      return;
    }
    batch.forEach((pending, index) => {
      if (index < results.length) pending.resolve(results[index] as R);
      else pending.reject(new Error("batch write returned fewer results than it was given"));
    });
  }
}
