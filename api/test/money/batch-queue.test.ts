import { BatchQueue, DEFERRED } from '../../src/money/batch-queue';

/** A run that records each batch and holds it until released. */
function heldRun(fail: (items: readonly number[]) => boolean = () => false) {
  const batches: { key: string; items: number[] }[] = [];
  const releases: (() => void)[] = [];
  const run = (key: string, items: readonly number[]) => {
    batches.push({ key, items: [...items] });
    return new Promise<number[]>((resolve, reject) => {
      releases.push(() =>
        fail(items)
          ? reject(new Error(`failed ${items.join(',')}`))
          : resolve(items.map((i) => i * 10)),
      );
    });
  };
  const releaseNext = async () => {
    for (let i = 0; i < 20 && releases.length === 0; i++) await Promise.resolve();
    releases.shift()!();
    await new Promise((r) => setImmediate(r));
  };
  return { run, batches, releaseNext };
}

describe("BatchQueue (one key's writes that arrive while it is busy go together)", () => {
  it('runs the first at once alone, then what arrived meanwhile as one batch in arrival order', async () => {
    const { run, batches, releaseNext } = heldRun();
    const q = new BatchQueue(run);
    const replies = [1, 2, 3, 4].map((n) => q.submit('m1', n));
    expect(batches).toEqual([{ key: 'm1', items: [1] }]);
    await releaseNext();
    expect(batches[1]).toEqual({ key: 'm1', items: [2, 3, 4] });
    await releaseNext();
    expect(await Promise.all(replies)).toEqual([10, 20, 30, 40]);
  });

  it('keeps keys apart: another market does not wait behind a busy one', async () => {
    const { run, batches, releaseNext } = heldRun();
    const q = new BatchQueue(run);
    const a = q.submit('m1', 1);
    const b = q.submit('m2', 2);
    expect(batches.map((x) => x.key)).toEqual(['m1', 'm2']);
    await releaseNext();
    await releaseNext();
    expect([await a, await b]).toEqual([10, 20]);
  });

  it('takes at most maxBatch at a time; the rest is the next batch', async () => {
    const { run, batches, releaseNext } = heldRun();
    const q = new BatchQueue(run, 2);
    const replies = [1, 2, 3, 4, 5, 6].map((n) => q.submit('m', n));
    for (let i = 0; i < 4; i++) await releaseNext();
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3], [4, 5], [6]]);
    expect(await Promise.all(replies)).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it('a batch that fails as a whole is run again one item at a time, so only the bad item fails', async () => {
    const { run, batches, releaseNext } = heldRun((items) => items.includes(3));
    const q = new BatchQueue(run);
    const replies = [1, 2, 3, 4].map((n) => q.submit('m', n).catch((e: Error) => e.message));
    for (let i = 0; i < 5; i++) await releaseNext();
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    expect(await Promise.all(replies)).toEqual([10, 20, 'failed 3', 40]);
    // The key is free again: the next write runs at once.
    const next = q.submit('m', 7);
    expect(batches.at(-1)!.items).toEqual([7]);
    await releaseNext();
    expect(await next).toBe(70);
  });

  it('an item its run defers goes back to the head of the queue, before what arrived meanwhile, and counts its deferrals', async () => {
    const seen: { items: number[]; deferrals: number[] }[] = [];
    const releases: (() => void)[] = [];
    // item 2 is deferred twice, then placed
    const q = new BatchQueue<number, number>(
      (_key, items, deferrals) =>
        new Promise((resolve) => {
          seen.push({ items: [...items], deferrals: [...deferrals] });
          releases.push(() =>
            resolve(items.map((i, n) => (i === 2 && (deferrals[n] ?? 0) < 2 ? DEFERRED : i * 10))),
          );
        }),
    );
    const release = async () => {
      for (let i = 0; i < 20 && releases.length === 0; i++) await Promise.resolve();
      releases.shift()!();
      await new Promise((r) => setImmediate(r));
    };
    const first = q.submit('m', 1);
    const replies = [2, 3].map((n) => q.submit('m', n));
    await release();
    const late = q.submit('m', 4);
    await release();
    await release();
    expect(seen).toEqual([
      { items: [1], deferrals: [0] },
      { items: [2, 3], deferrals: [0, 0] },
      { items: [2, 4], deferrals: [1, 0] },
      { items: [2], deferrals: [2] },
    ]);
    await release();
    expect(await Promise.all([first, ...replies, late])).toEqual([10, 20, 30, 40]);
  });
});
