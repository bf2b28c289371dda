/** Resolves on the event loop's next turn (after pending I/O), not in the current microtask chain. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs tasks one at a time in arrival order, each starting on its own event-loop turn.
 *
 * PGlite runs a query synchronously on this thread. Queued behind PGlite's own lock, every
 * waiting query would run back to back in one microtask chain: under load the event loop then
 * stalls for seconds, and Node accepts about one new connection per loop turn, so a burst of
 * connections waited 10 s and more for its first reply. Here, between two tasks, the loop reads
 * sockets, accepts connections and fires timers, and a new request queues behind older ones.
 */
export class TurnQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(nextTurn).then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
