/**
 * Runs the shown book's refresh (shown-refresh.ts) one at a time: requests that arrive while one
 * runs are joined into the next run (their matches together; null is every match), and each is
 * answered when a run that started after it has stored the book it read. One at a time, so an
 * older read never replaces a newer one; joined, so a burst of orders costs one read per run.
 */
export class ShownRefresher {
  private running = false;
  private next: { ids: Set<string> | null; waiting: (() => void)[] } | null = null;

  /** @param run reads the books of these matches (null: every live match) and publishes them; never throws */
  constructor(private readonly run: (ids: ReadonlySet<string> | null) => Promise<void>) {}

  request(ids: Iterable<string> | null): Promise<void> {
    return new Promise((resolve) => {
      const next = (this.next ??= { ids: new Set(), waiting: [] });
      if (ids === null) next.ids = null;
      else if (next.ids) for (const id of ids) next.ids.add(id);
      next.waiting.push(resolve);
      this.pump();
    });
  }

  private pump(): void {
    const job = this.next;
    if (this.running || !job) return;
    this.next = null;
    this.running = true;
    void this.run(job.ids).finally(() => {
      this.running = false;
      for (const done of job.waiting) done();
      this.pump();
    });
  }
}
