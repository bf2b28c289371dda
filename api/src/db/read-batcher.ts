/** Most keys one batched query carries. */
const MAX_BATCH = 500;

interface Waiting<K, V> {
  key: K;
  resolve: (value: V | undefined) => void;
  reject: (err: unknown) => void;
}

/**
 * Coalesces point reads: every caller waiting while a query runs is answered by the next query,
 * one statement for all their keys (`WHERE key = ANY($1)`). Never stale: a caller is only ever
 * answered by a query that started after it asked, so whatever committed before the call (on any
 * process) is seen. Under load a few queries serve thousands of calls; idle, a call costs one query.
 */
export class ReadBatcher<K, V> {
  private waiting: Waiting<K, V>[] = [];
  private inFlight = 0;

  /**
   * @param load reads the rows of these (distinct) keys
   * @param maxInFlight queries running at once (1 on PGlite, which runs one at a time anyway)
   */
  constructor(
    private readonly load: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxInFlight = 1,
  ) {}

  get(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ key, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      this.inFlight += 1;
      this.load([...new Set(batch.map((w) => w.key))])
        .then(
          (rows) => batch.forEach((w) => w.resolve(rows.get(w.key))),
          (err: unknown) => batch.forEach((w) => w.reject(err)),
        )
        .finally(() => {
          this.inFlight -= 1;
          this.pump();
        });
    }
  }
}
