/**
 * Writes of one key (a market's book) that arrive while that key's write is running wait here
 * and are then taken together: the first arrival runs at once, alone; what arrives meanwhile is
 * the next batch, in arrival order. One process's queue: processes on one database are
 * serialised by the database's lock of the key (orders/book-lock.ts).
 */
export type BatchRun<I, R> = (key: string, items: readonly I[]) => Promise<readonly R[]>;

interface Waiting<I, R> {
  item: I;
  resolve: (r: R) => void;
  reject: (err: unknown) => void;
}

export class BatchQueue<I, R> {
  private readonly queues = new Map<string, Waiting<I, R>[]>();

  constructor(
    private readonly run: BatchRun<I, R>,
    /** The most items one batch takes (the rest wait for the next). */
    private readonly maxBatch = 200,
  ) {}

  submit(key: string, item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const queue = this.queues.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      this.queues.set(key, []);
      void this.drain(key, [{ item, resolve, reject }]);
    });
  }

  private async drain(key: string, first: Waiting<I, R>[]): Promise<void> {
    let batch = first;
    while (batch.length > 0) {
      await this.runBatch(key, batch);
      const queue = this.queues.get(key) ?? [];
      batch = queue.splice(0, this.maxBatch);
    }
    this.queues.delete(key);
  }

  private async runBatch(key: string, batch: Waiting<I, R>[]): Promise<void> {
    try {
      const results = await this.run(
        key,
        batch.map((w) => w.item),
      );
      batch.forEach((w, i) => w.resolve(results[i] as R));
    } catch (err) {
      // A batch that failed as a whole (a database error): each item again on its own, so one
      // item's failure is only its own.
      if (batch.length === 1) {
        batch[0]?.reject(err);
        return;
      }
      for (const w of batch) await this.runBatch(key, [w]);
    }
  }
}
