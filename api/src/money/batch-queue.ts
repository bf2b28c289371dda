/**
 * Writes of one key (a market's book) that arrive while that key's write is running wait here
 * and are then taken together: the first arrival runs at once, alone; what arrives meanwhile is
 * the next batch, in arrival order. One process's queue: processes on one database are
 * serialised by the database's lock of the key (exchange/book-lock.ts). A run may defer an item
 * (its market was busy): it goes back to the head of the queue, for the next batch.
 */
export const DEFERRED: unique symbol = Symbol('deferred to the next batch');
export type Deferred = typeof DEFERRED;

/** Runs a batch: a result an item (or DEFERRED); `deferrals`: how often each was deferred before. */
export type BatchRun<I, R> = (
  key: string,
  items: readonly I[],
  deferrals: readonly number[],
) => Promise<readonly (R | Deferred)[]>;

interface Waiting<I, R> {
  item: I;
  resolve: (r: R) => void;
  reject: (err: unknown) => void;
  deferrals: number;
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
      const waiting = { item, resolve, reject, deferrals: 0 };
      const queue = this.queues.get(key);
      if (queue) {
        queue.push(waiting);
        return;
      }
      this.queues.set(key, []);
      void this.drain(key, [waiting]);
    });
  }

  private async drain(key: string, first: Waiting<I, R>[]): Promise<void> {
    let batch = first;
    while (batch.length > 0) {
      const deferred = await this.runBatch(key, batch);
      const queue = this.queues.get(key) ?? [];
      // the deferred keep their place: before what arrived meanwhile
      queue.unshift(...deferred);
      batch = queue.splice(0, this.maxBatch);
    }
    this.queues.delete(key);
  }

  /** Runs a batch; returns its deferred items. */
  private async runBatch(key: string, batch: Waiting<I, R>[]): Promise<Waiting<I, R>[]> {
    try {
      const results = await this.run(
        key,
        batch.map((w) => w.item),
        batch.map((w) => w.deferrals),
      );
      return batch.filter((w, i) => {
        const result = results[i];
        if (result !== DEFERRED) w.resolve(result as R);
        else w.deferrals += 1;
        return result === DEFERRED;
      });
    } catch (err) {
      // A batch that failed as a whole (a database error): each item again on its own, so one
      // item's failure is only its own.
      if (batch.length === 1) {
        batch[0]?.reject(err);
        return [];
      }
      const deferred: Waiting<I, R>[] = [];
      for (const w of batch) deferred.push(...(await this.runBatch(key, [w])));
      return deferred;
    }
  }
}
