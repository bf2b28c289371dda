/** A read in flight: its result, and the topic's seq when it started (changes after it are resent). */
export interface SharedRead<T> {
  seq: number;
  result: Promise<T>;
}

/**
 * One read in flight per key: whoever asks while it runs gets the same promise, so a thousand
 * sockets subscribing to one topic at once cost one database read.
 */
export class SharedReads<T> {
  private readonly inFlight = new Map<string, SharedRead<T>>();

  read(key: string, seq: number, start: () => Promise<T>): SharedRead<T> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const read: SharedRead<T> = { seq, result: start() };
    this.inFlight.set(key, read);
    const done = () => {
      if (this.inFlight.get(key) === read) this.inFlight.delete(key);
    };
    read.result.then(done, done);
    return read;
  }
}
